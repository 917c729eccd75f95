import type { Context } from 'hono';
import { defaulted, integer, max, min, type } from 'superstruct';
import { checkShape } from '../http/read-json';
import { badRequest } from '../http/respond';

/**
 * The paging part of a POST …/list body (src/api/shapes/common.ts ListQuery):
 * `page` counts from 0 as in Spring-style APIs, `size` is 1 to 50 (default 20).
 * Both optional; other criteria in the body are ignored.
 */
const ListBody = type({
  page: defaulted(min(integer(), 0), 0),
  size: defaulted(max(min(integer(), 1), 50), 20),
});

/** Offset and limit from a list body; an empty body means the first page. */
export async function readListPage(c: Context): Promise<{ offset: number; limit: number }> {
  const text = await c.req.text().catch(() => '');
  let value: unknown = {};
  if (text.trim() !== '') {
    try {
      value = JSON.parse(text);
    } catch {
      throw badRequest('The request body is not valid JSON.');
    }
  }
  const { page, size } = checkShape(value, ListBody);
  return { offset: page * size, limit: size };
}
