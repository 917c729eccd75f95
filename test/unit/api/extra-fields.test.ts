// @vitest-environment node
import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { array, create, nullable, object, optional, string, type, type Struct } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { BookingShape } from '../../../src/api/shapes/booking';
import { NotificationShape } from '../../../src/api/shapes/communication';
import { MembershipSlabShape } from '../../../src/api/shapes/membership';
import { OrderShape } from '../../../src/api/shapes/order';
import { ProductShape } from '../../../src/api/shapes/product';
import { UserShape } from '../../../src/api/shapes/user';
import * as samples from '../../support/api-samples';

// The contract is the spec's (docs/backend-contract.md): a backend may send fields we do not know, at
// any depth, and the client must read the answer as if they were not there.

const EXTRA = { addedByAnotherBackend: { nested: [1, 'two'] }, auditTrail: null };

type AnyStruct = Struct<unknown, unknown>;

/** The paths of every `object()` struct (which refuses unknown fields) reachable from `struct`. */
function strictParts(struct: AnyStruct, path: string, seen = new Set<AnyStruct>()): string[] {
  if (seen.has(struct)) return [];
  seen.add(struct);
  const found = struct.type === 'object' ? [path] : [];
  if ((struct.type === 'type' || struct.type === 'object') && struct.schema) {
    for (const [key, part] of Object.entries(struct.schema as Record<string, AnyStruct>)) found.push(...strictParts(part, `${path}.${key}`, seen));
  }
  if (struct.type === 'array' && struct.schema) found.push(...strictParts(struct.schema as AnyStruct, `${path}[]`, seen));
  return found;
}

describe('unknown extra fields in answers', () => {
  it('no answer shape, at any depth, is a strict object() that would refuse them', async () => {
    // The walk finds a strict part where there is one, so an empty result means something.
    expect(strictParts(type({ list: array(object({ a: string() })), maybe: optional(nullable(object({}))) }) as AnyStruct, 'probe')).toEqual([
      'probe.list[]',
      'probe.maybe',
    ]);
    const dir = resolve(import.meta.dirname, '../../../src/api/shapes');
    const modules = await Promise.all(
      readdirSync(dir)
        .filter((f) => f.endsWith('.ts'))
        .map(async (f) => [f, (await import(resolve(dir, f))) as Record<string, unknown>] as const),
    );
    const strict: string[] = [];
    let checked = 0;
    for (const [file, exports] of modules) {
      for (const [name, value] of Object.entries(exports)) {
        if (!name.endsWith('Shape') || !value || typeof value !== 'object' || !('validator' in value)) continue;
        checked += 1;
        strict.push(...strictParts(value as AnyStruct, `${file}:${name}`));
      }
    }
    expect(checked).toBeGreaterThan(40);
    expect(strict).toEqual([]);
  });

  it.each([
    [
      'user',
      UserShape,
      { ...samples.sampleUser(), ...EXTRA, status: { code: 'DRAFT', ...EXTRA }, userAddress: { city: 'Pune', state: null, zipcode: null, ...EXTRA } },
    ],
    ['product', ProductShape, { productId: 3, title: 'Kelly 28', url: 'kelly-28', ...EXTRA }],
    ['slab', MembershipSlabShape, { ...samples.sampleSlab(), ...EXTRA }],
    [
      'order',
      OrderShape,
      { ...samples.sampleOrder(), ...EXTRA, status: { name: 'PAID', ...EXTRA }, membershipPlanSlab: { ...samples.sampleSlab(), ...EXTRA } },
    ],
    ['booking', BookingShape, { ...samples.sampleBooking(), ...EXTRA }],
    ['notification', NotificationShape, { ...EXTRA }],
  ] as [string, AnyStruct, Record<string, unknown>][])('a %s with fields of another backend, nested too, is read as it came', (_name, shape, answer) => {
    const read = create(answer, shape) as Record<string, unknown>;
    expect(read).toMatchObject(answer);
  });
});
