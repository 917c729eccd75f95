import type { Context } from 'hono';
import { hasControlCharacters } from './control-characters';
import { badRequest } from './respond';

/** A whole number query parameter within [min, max], `fallback` when absent, else a 400 naming it. */
export function queryInt(c: Context, name: string, fallback: number, min: number, max: number): number {
  const raw = c.req.query(name);
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d{1,9}$/.test(raw) || Number(raw) < min || Number(raw) > max) throw badRequest(`The parameter "${name}" must be a whole number from ${min} to ${max}.`);
  return Number(raw);
}

/** A text query parameter of at most `max` characters with no control characters, or null. */
export function queryText(c: Context, name: string, max = 100): string | null {
  const raw = c.req.query(name);
  if (raw === undefined || raw.trim() === '') return null;
  if (raw.length > max || hasControlCharacters(raw)) throw badRequest(`The parameter "${name}" is invalid.`);
  return raw.trim();
}

/** One of `values` (case-insensitive), `fallback` when absent, else a 400 listing them. */
export function queryChoice<T extends string>(c: Context, name: string, values: readonly T[], fallback: T): T {
  const raw = c.req.query(name);
  if (raw === undefined || raw === '') return fallback;
  const found = values.find((v) => v.toLowerCase() === raw.toLowerCase());
  if (!found) throw badRequest(`The parameter "${name}" must be one of ${values.join(', ')}.`);
  return found;
}

/** 0-based `page` and `size` (default `size`, at most `maxSize`) as LIMIT/OFFSET. */
export function queryPage(c: Context, size = 20, maxSize = 100): { limit: number; offset: number; page: number; size: number } {
  const p = queryInt(c, 'page', 0, 0, 100_000);
  const s = queryInt(c, 'size', size, 1, maxSize);
  return { limit: s, offset: p * s, page: p, size: s };
}
