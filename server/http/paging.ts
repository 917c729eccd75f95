import { pagingFields } from '../../src/api/shapes/requests/parts';

import type { Page } from '../db/page';

export type { Page };

/**
 * The paging of a list call (src/api/shapes/common.ts ListQuery): `page`
 * counts from 0, `size` from 1 to `maxSize` (`defaultSize` when absent).
 * `fields` go into the call's body shape; `of` turns the parsed body into
 * LIMIT/OFFSET. Both are bounded, so OFFSET stays a small finite number.
 */
export function paging(defaultSize: number, maxSize: number) {
  return {
    fields: pagingFields(maxSize),
    of(body: { page?: number | null; size?: number | null }): Page {
      const limit = body.size ?? defaultSize;
      return { limit, offset: (body.page ?? 0) * limit };
    },
  };
}
