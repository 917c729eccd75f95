import { boolean, coerce, literal, nullable, number, optional, string, type, union, type Struct } from 'superstruct';

// Building blocks for the response shapes. Servers send null as often as they omit a field,
// so an optional field accepts both.

export const optionalText = optional(nullable(string()));
export const optionalNumber = optional(nullable(number()));

/**
 * For a spec call whose answer the spec does not show: a backend may answer null, true or a bare
 * message, and a 2xx then says all there is (done); that reads as an answer with none of our fields.
 * `shape` must have only optional fields.
 */
export function orNoFields<T extends object>(shape: Struct<T, unknown>): Struct<T, unknown> {
  return coerce(shape, union([literal(null), boolean(), string(), number()]), () => ({}) as T);
}

/** A status object as the server sends it, e.g. an order's `status.name` (spec point 3). */
export const NamedStatusShape = type({ name: string() });
