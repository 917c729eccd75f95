import { nullable, number, optional, string, type } from 'superstruct';

// Building blocks for the response shapes. Servers send null as often as they omit a field,
// so an optional field accepts both.

export const optionalText = optional(nullable(string()));
export const optionalNumber = optional(nullable(number()));

/** A status object as the server sends it, e.g. an order's `status.name` (spec point 3). */
export const NamedStatusShape = type({ name: string() });
