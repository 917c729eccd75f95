import type { Struct } from 'superstruct';

/** What a validator middleware or a form part reader checks its input with: the request shapes, or `files`. */
export type RequestCheck = { target: 'json' | 'query' | 'param'; shape: Struct<unknown, unknown> } | { target: 'form'; parts: Record<string, PartCheck> };
export type PartCheck = { shape: Struct<unknown, unknown> } | { files: true } | null;

// Kept beside each middleware and reader, so a test can walk the app's routes and see that every
// body, query and form part is checked with a shape of the one request contract (src/api/shapes/requests).
export const checks = new WeakMap<object, RequestCheck | PartCheck>();
export const noting = <T extends object>(target: T, check: RequestCheck | PartCheck): T => (checks.set(target, check), target);

/** The check a validator middleware (json, query, param, form) runs, or undefined for any other handler. */
export const requestCheckOf = (handler: object): RequestCheck | undefined => checks.get(handler) as RequestCheck | undefined;

/** A part reader that wraps `inner` (to apply rules across its fields) checks with the same shape. */
export const sameCheckAs = <T extends object>(reader: T, inner: object): T => noting(reader, (checks.get(inner) as PartCheck | undefined) ?? null);
