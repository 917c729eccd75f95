import { nullable, number, optional, string, type } from 'superstruct';

// Building blocks for the response shapes. Servers send null as often as they omit a field,
// so an optional field accepts both.

export const optionalText = optional(nullable(string()));
export const optionalNumber = optional(nullable(number()));

/** A status object as the server sends it, e.g. an order's `status.name` (spec point 3). */
export const NamedStatusShape = type({ name: string() });

/**
 * The body of the POST …/list and …/count calls. Spec point 7 does not show it;
 * paging plus the owner's id covers what the screens ask for, and extra
 * criteria pass through untouched.
 */
export interface ListQuery {
  /** 0-based page number (default 0). */
  page?: number;
  /** Items per page (default 20, at most 100). */
  size?: number;
  userId?: number;
  [criterion: string]: unknown;
}
