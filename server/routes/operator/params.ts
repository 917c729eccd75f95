import { enums, optional, type } from 'superstruct';
import { MAX_PAGE, ParamText, QueryInt } from '../../../src/api/shapes/requests/parts';

/** The paging of a back-office list in its query string: 0-based `page`, `size` from 1 to `maxSize` (`defaultSize` when absent). */
export function queryPaging(defaultSize: number, maxSize: number) {
  return {
    fields: { page: optional(QueryInt(0, MAX_PAGE)), size: optional(QueryInt(1, maxSize)) },
    of(query: { page?: number; size?: number }) {
      const size = query.size ?? defaultSize;
      const page = query.page ?? 0;
      return { limit: size, offset: page * size, page, size };
    },
  };
}

/** A search typed into a back-office list. */
export const SearchText = optional(ParamText(100));

/** One of `values` in the query string, optional. */
export const QueryChoice = <T extends string>(values: readonly T[]) => optional(enums(values));

export const NoQuery = type({});
