import { badRequest } from '../http/respond';

export interface Paging {
  limit: number;
  offset: number;
}

/** LIMIT/OFFSET of a 0-based `page` of `size` items (src/api/shapes/common.ts ListQuery), or a 400. */
export function paging(page: number | null | undefined, size: number | null | undefined, defaultSize: number, maxSize: number): Paging {
  const p = page ?? 0;
  const s = size ?? defaultSize;
  if (!Number.isInteger(p) || p < 0) throw badRequest('The field "page" is invalid: a page number from 0.');
  if (!Number.isInteger(s) || s < 1 || s > maxSize) throw badRequest(`The field "size" is invalid: from 1 to ${maxSize} items a page.`);
  return { limit: s, offset: p * s };
}
