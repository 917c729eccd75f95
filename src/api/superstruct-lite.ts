/**
 * The browser's reading of the answer shapes in ./shapes/: the part of superstruct's API those
 * shapes use, with superstruct's semantics for create() (coerce, then check, depth first; a type()
 * keeps the fields it does not name), in a fraction of its bytes. The client build resolves
 * 'superstruct' to this module (scripts/preact-aliases.mjs); the server, the request shapes and the
 * tests use superstruct itself, and test/unit/api/superstruct-lite.test.ts reads every answer shape
 * both ways and expects the same answer or the same failing field.
 */

type Key = string | number;
type Check = (value: unknown) => boolean;
type Entries = (value: unknown) => [Key, unknown, Struct][];

interface Parts {
  type: string;
  schema?: unknown;
  check?: Check;
  /** What a failing value was expected to be, for the console line src/api/http.ts writes. */
  expected?: string;
  coercer?: (value: unknown) => unknown;
  entries?: Entries;
  refine?: Check;
}

export class StructError extends TypeError {
  constructor(
    message: string,
    readonly path: Key[],
    readonly value: unknown,
  ) {
    super(path.length ? `At path: ${path.join('.')} -- ${message}` : message);
  }
}

export class Struct {
  declare type: string;
  declare schema: unknown;
  declare check: Check;
  declare expected: string;
  declare coercer: (value: unknown) => unknown;
  declare entries: Entries;
  declare refine: Check;
  constructor({
    type,
    schema = null,
    check = () => true,
    expected = `a value of type \`${type}\``,
    coercer = (v) => v,
    entries = () => [],
    refine = () => true,
  }: Parts) {
    Object.assign(this, { type, schema, check, expected, coercer, entries, refine });
  }
}

const isObject = (v: unknown): v is Record<Key, unknown> => typeof v === 'object' && v !== null;
const isRecord = (v: unknown): v is Record<Key, unknown> => isObject(v) && !Array.isArray(v);
const print = (v: unknown) => (typeof v === 'string' ? JSON.stringify(v) : String(v));

/** superstruct's run(): the value (coerced when asked), or the first failure thrown. */
function run(value: unknown, struct: Struct, path: Key[], coerce: boolean): unknown {
  if (coerce) value = struct.coercer(value);
  if (!struct.check(value)) throw new StructError(`Expected ${struct.expected}, but received: ${print(value)}`, path, value);
  for (const [key, item, inner] of struct.entries(value)) {
    const read = run(item, inner, [...path, key], coerce);
    if (coerce && isObject(value) && (read !== undefined || key in value)) value[key] = read;
  }
  if (!struct.refine(value)) throw new StructError(`Expected ${struct.expected}, but received: ${print(value)}`, path, value);
  return value;
}

const passes = (value: unknown, struct: Struct, coerce = false): boolean => {
  try {
    run(value, struct, [], coerce);
    return true;
  } catch {
    return false;
  }
};

/** The value coerced and checked; a StructError naming the first field that does not fit. */
export function create<T>(value: unknown, struct: Struct): T {
  return run(value, struct, [], true) as T;
}

const simple = (type: string, check: Check, expected?: string) => new Struct({ type, check, expected });

export const string = () => simple('string', (v) => typeof v === 'string', 'a string');
export const number = () => simple('number', (v) => typeof v === 'number' && !isNaN(v), 'a number');
export const integer = () => simple('integer', (v) => Number.isInteger(v), 'an integer');
export const boolean = () => simple('boolean', (v) => typeof v === 'boolean');
export const unknown = () => simple('unknown', () => true);
export const literal = (constant: unknown) =>
  new Struct({ type: 'literal', schema: constant, check: (v) => v === constant, expected: `the literal ${print(constant)}` });
export const enums = (values: readonly unknown[]) =>
  new Struct({
    type: 'enums',
    schema: Object.fromEntries(values.map((v) => [v, v])),
    check: (v) => values.includes(v),
    expected: `one of \`${values.map(print).join()}\``,
  });

/** The struct, also passing `value` (superstruct's optional and nullable keep the rest of it). */
const or = (struct: Struct, value: unknown) =>
  new Struct({ ...struct, check: (v) => v === value || struct.check(v), refine: (v) => v === value || struct.refine(v) });
export const optional = (struct: Struct) => or(struct, undefined);
export const nullable = (struct: Struct) => or(struct, null);

export const array = (item: Struct) =>
  new Struct({
    type: 'array',
    schema: item,
    check: Array.isArray,
    expected: 'an array value',
    coercer: (v) => (Array.isArray(v) ? v.slice() : v),
    entries: (v) => (Array.isArray(v) ? Array.from(v, (x, i): [Key, unknown, Struct] => [i, x, item]) : []),
  });

export const type = (schema: Record<string, Struct>) =>
  new Struct({
    type: 'type',
    schema,
    check: isRecord,
    expected: 'an object',
    coercer: (v) => (isRecord(v) ? { ...v } : v),
    entries: (v) => (isObject(v) ? Object.keys(schema).map((k) => [k, v[k], schema[k]]) : []),
  });

export const record = (key: Struct, value: Struct) =>
  new Struct({
    type: 'record',
    check: isRecord,
    expected: 'an object',
    coercer: (v) => (isRecord(v) ? { ...v } : v),
    // As superstruct: each key is read as a field of its own (so a key that does not fit fails there), then its value.
    entries: (v) =>
      isObject(v)
        ? Object.keys(v).flatMap((k): [Key, unknown, Struct][] => [
            [k, k, key],
            [k, v[k], value],
          ])
        : [],
  });

export const union = (structs: Struct[]) =>
  new Struct({
    type: 'union',
    expected: `the value to satisfy a union of \`${structs.map((s) => s.type).join(' | ')}\``,
    coercer: (v) => {
      for (const s of structs) {
        try {
          return run(v, s, [], true);
        } catch {
          // the next one
        }
      }
      return v;
    },
    check: (v) => structs.some((s) => passes(v, s)),
  });

/** `coercer` applies to a value that passes `condition`, before the struct's own coercion. */
export const coerce = (struct: Struct, condition: Struct, coercer: (value: unknown) => unknown) =>
  new Struct({ ...struct, coercer: (v) => struct.coercer(passes(v, condition) ? coercer(v) : v) });
