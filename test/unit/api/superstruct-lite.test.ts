import { readdirSync } from 'node:fs';
import { isDeepStrictEqual } from 'node:util';
import * as superstruct from 'superstruct';
import { describe, expect, it, vi } from 'vitest';

// The client build reads the answer shapes with src/api/superstruct-lite.ts instead of superstruct
// (scripts/preact-aliases.mjs). Every answer shape is built both ways from its one definition, and
// read both ways from a value that fits it and from that value broken field by field: the same
// answer, or a failure at the same field.

type AnyStruct = { type: string; schema: unknown };
type Shapes = Record<string, AnyStruct>;

// The answer shapes (requests/ is a folder of its own, the server's and never the browser's).
const files = readdirSync('src/api/shapes').filter((f) => f.endsWith('.ts'));

async function shapes(lite: boolean): Promise<Shapes> {
  vi.resetModules();
  if (lite) vi.doMock('superstruct', () => import('../../../src/api/superstruct-lite'));
  else vi.doUnmock('superstruct');
  const found: Shapes = {};
  for (const file of files) {
    for (const [name, value] of Object.entries((await import(`../../../src/api/shapes/${file}`)) as Record<string, unknown>)) {
      if (typeof value === 'object' && value !== null && 'coercer' in value && 'schema' in value) found[`${file}#${name}`] = value as unknown as AnyStruct;
    }
  }
  vi.doUnmock('superstruct');
  return found;
}

/** A value that fits the (superstruct) shape, every field filled. */
function sample(struct: AnyStruct): unknown {
  const schema = struct.schema as Record<string, AnyStruct>;
  switch (struct.type) {
    case 'type':
    case 'object':
      return Object.fromEntries(Object.entries(schema).map(([k, s]) => [k, sample(s)]));
    case 'array':
      return [sample(struct.schema as AnyStruct)];
    case 'number':
    case 'integer':
      return 7;
    case 'boolean':
      return true;
    case 'literal':
      return struct.schema;
    case 'enums':
      return Object.values(schema)[0];
    case 'record':
      return { a: 'text' };
    case 'union':
      return ['text', 7, true, null, {}].find((v) => superstruct.is(v, struct as superstruct.Struct<unknown>));
    default:
      return 'text';
  }
}

const WRONG = (v: unknown): unknown =>
  typeof v === 'string' ? 7 : typeof v === 'number' ? '7' : Array.isArray(v) ? {} : typeof v === 'object' && v ? 'text' : 'yes';

/** Every path to a field or an item inside the value. */
function paths(value: unknown, at: (string | number)[] = []): (string | number)[][] {
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([k, v]) => {
    const key = Array.isArray(value) ? Number(k) : k;
    return [[...at, key], ...paths(v, [...at, key])];
  });
}

/** A copy of the value with `change` made to the field at `path` (in its parent object). */
function changed(value: unknown, path: (string | number)[], change: (parent: Record<string | number, unknown>, key: string | number) => void): unknown {
  const copy = structuredClone(value);
  const parent = path
    .slice(0, -1)
    .reduce((v: Record<string | number, unknown>, k) => v[k] as Record<string | number, unknown>, copy as Record<string | number, unknown>);
  change(parent, path[path.length - 1]);
  return copy;
}

/** The sample, and copies of it with one field missing, null, of the wrong kind, or with a field we do not know. */
function variants(value: unknown): unknown[] {
  const out: unknown[] = [value, null, undefined, true, 'done', 0, [], {}];
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) out.push({ ...value, extraField: { ours: 1 } });
  // Fields and their fields: deeper ones are the same shapes again (a user inside an order).
  for (const path of paths(value).filter((p) => p.length <= 2)) {
    out.push(changed(value, path, (p, k) => delete p[k]));
    out.push(changed(value, path, (p, k) => (p[k] = null)));
    out.push(changed(value, path, (p, k) => (p[k] = WRONG(p[k]))));
  }
  return out;
}

function outcome(read: () => unknown): unknown {
  try {
    return { answer: read() };
  } catch (err) {
    return { failsAt: (err as { path?: unknown[] }).path?.join('.') ?? String(err) };
  }
}

describe("the client's lighter reading of the answer shapes", () => {
  it('reads every answer shape as superstruct does', async () => {
    const real = await shapes(false);
    const lite = await shapes(true);
    const { create } = await import('../../../src/api/superstruct-lite');
    expect(Object.keys(lite).sort()).toEqual(Object.keys(real).sort());
    expect(Object.keys(real).length).toBeGreaterThan(40);

    let read = 0;
    let failed = 0;
    for (const [name, struct] of Object.entries(real)) {
      for (const value of variants(sample(struct))) {
        const expected = outcome(() => superstruct.create(value, struct as superstruct.Struct<unknown>));
        const got = outcome(() => create(value, lite[name] as never));
        if (!isDeepStrictEqual(got, expected)) expect(got, `${name} reading ${JSON.stringify(value)}`).toEqual(expected);
        if ('answer' in (expected as object)) read += 1;
        else failed += 1;
      }
    }
    // Both kinds of case were met many times: answers read, and answers refused.
    expect(read).toBeGreaterThan(500);
    expect(failed).toBeGreaterThan(500);
    // About a second alone; more on a loaded machine.
  }, 20_000);

  it('names the field that does not fit, for the console line', async () => {
    const { create, type, string, optional, nullable, StructError } = await import('../../../src/api/superstruct-lite');
    const User = type({ userAddress: type({ city: string(), addressLine1: optional(nullable(string())) }) });
    expect(create({ userAddress: { city: 'Pune' }, extra: 1 }, User)).toEqual({ userAddress: { city: 'Pune' }, extra: 1 });
    const error = (() => {
      try {
        create({ userAddress: { addressLine1: 'x' } }, User);
      } catch (err) {
        return err;
      }
    })();
    expect(error).toBeInstanceOf(StructError);
    expect(error).toMatchObject({ path: ['userAddress', 'city'], message: 'At path: userAddress.city -- Expected a string, but received: undefined' });
  });
});
