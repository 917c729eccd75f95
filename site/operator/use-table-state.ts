import { useSearchParams } from 'react-router-dom';
import type { TableSort } from '../../src/ui/data-table';

/**
 * A back-office table's state kept in the address (#/operator/applications?status=ONHOLD&sort=name&page=2):
 * back and forward step through sorts, filters and pages, a reload or a shared link shows the same rows.
 * Each change is a new history entry; a new sort or filter starts again at the first page. Values the page
 * does not know (an old link, a typo) are ignored rather than sent, so the server never refuses the address.
 */
export function useTableState<F extends string>(options: {
  filters: readonly F[];
  sorts: readonly string[];
  defaultSort?: TableSort;
  /** The address's name for the page, when one screen has two tables (`page` else). */
  pageParam?: string;
}) {
  const pageParam = options.pageParam ?? 'page';
  const [params, setParams] = useSearchParams();
  const filters = Object.fromEntries(options.filters.map((name) => [name, params.get(name) ?? ''])) as Record<F, string>;
  const sortKey = params.get('sort');
  const chosen = sortKey !== null && options.sorts.includes(sortKey);
  const sort: TableSort | null = chosen ? { key: sortKey, dir: params.get('dir') === 'desc' ? 'desc' : 'asc' } : (options.defaultSort ?? null);
  const page = Math.min(Math.max(0, Math.floor(Number(params.get(pageParam))) || 0), 100_000);
  const update = (patch: Record<string, string | null | undefined>, keepPage = false) => {
    const next = new URLSearchParams(params);
    for (const [name, value] of Object.entries(patch)) {
      if (value) next.set(name, value);
      else next.delete(name);
    }
    if (!keepPage) next.delete(pageParam);
    setParams(next);
  };
  return {
    filters,
    sort,
    page,
    setFilter: (name: F, value: string) => update({ [name]: value }),
    setSort: (next: TableSort) => update({ sort: next.key, dir: next.dir }),
    goTo: (next: number) => update({ [pageParam]: next > 0 ? String(next) : null }, true),
    /** What the list call sends: the filters that are set, the sort, the page. */
    query: { ...dropEmpty(filters), ...(chosen && sort ? { sort: sort.key, dir: sort.dir } : {}), page },
  };
}

function dropEmpty<T extends Record<string, string>>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== '')) as Partial<T>;
}
