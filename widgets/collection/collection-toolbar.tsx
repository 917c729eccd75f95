import type { CollectionQuery } from '../../src/stores/collection-query';
import { ChosenCount } from './chosen-count';

interface CollectionToolbarProps {
  query: CollectionQuery;
  /** The hearted bags, counted beside the Favourites view (none: no count). */
  favouriteCount: number;
  searchDraft: string;
  setSearchDraft: (text: string) => void;
  change: (patch: Partial<CollectionQuery>) => void;
  openDrawer: () => void;
  chosenFilters: number;
  sorts: readonly { code: string; name: string }[];
}

/** Above the grid: the All bags / Favourites views, the search, the phone's Filters button and the sort. */
export function CollectionToolbar({ query, favouriteCount, searchDraft, setSearchDraft, change, openDrawer, chosenFilters, sorts }: CollectionToolbarProps) {
  return (
    <div className="toolbar">
      <div className="views" role="group" aria-label="Show">
        <button type="button" className="view" aria-pressed={!query.favouritesOnly} onClick={() => change({ favouritesOnly: false })}>
          All bags
        </button>
        <button type="button" className="view" aria-pressed={query.favouritesOnly} onClick={() => change({ favouritesOnly: true })}>
          Favourites {favouriteCount > 0 && <span className="view-count">{favouriteCount}</span>}
        </button>
      </div>
      <form
        className="search"
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          change({ search: searchDraft.trim() });
        }}
      >
        <label className="visually-hidden" htmlFor="collection-search">
          Search bags
        </label>
        <input id="collection-search" type="search" placeholder="Search bags" value={searchDraft} onInput={(e) => setSearchDraft(e.currentTarget.value)} />
        <button type="submit" className="button">
          Search
        </button>
      </form>
      <div className="toolbar-end">
        <button type="button" className="button filters-toggle" aria-haspopup="dialog" onClick={openDrawer}>
          <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false">
            <path d="M3 5h14M6 10h8M8.5 15h3" />
          </svg>
          Filters <ChosenCount n={chosenFilters} className="filters-count" />
        </button>
        <label className="sort">
          <span className="sort__label visually-hidden">Sort by</span>
          <select value={query.sort} onChange={(e) => change({ sort: e.currentTarget.value })}>
            {sorts.map((s) => (
              <option key={s.code} value={s.code}>
                {s.name}
              </option>
            ))}
          </select>
        </label>
      </div>
    </div>
  );
}
