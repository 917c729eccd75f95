import { queryPagingFields } from '../../../src/api/shapes/requests/parts';

/** The paging of a back-office list in its query string: 0-based `page`, `size` from 1 to `maxSize` (`defaultSize` when absent). */
export function queryPaging(defaultSize: number, maxSize: number) {
  return {
    fields: queryPagingFields(maxSize),
    of(query: { page?: number; size?: number }) {
      const size = query.size ?? defaultSize;
      const page = query.page ?? 0;
      return { limit: size, offset: page * size, page, size };
    },
  };
}
