import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import type { Product } from '../../src/api/shapes/product';
import { writeSession } from '../../src/storage/session-storage';
import {
  $collectionQuery,
  DEFAULT_QUERY,
  FALLBACK_SORTS,
  PAGE_SIZE,
  hasFilters,
  restoreCollectionQuery,
  setCollectionQuery,
  type CollectionQuery,
} from '../../src/stores/collection-query';
import { $status } from '../../src/stores/session';
import { LoadSection } from '../../src/ui/load-section';
import { MembershipBanner } from '../../src/ui/membership-banner';
import { useQuery } from '../../src/ui/use-query';
import { $filterOptions } from './filter-options-store';
import { FilterPanel } from './filter-panel';
import { Pager } from './pager';
import { ProductCard, SkeletonCard } from './product-card';
import { $collectionProducts } from './products-store';

// The cards most screens show before scrolling: their pictures load at once, the rest lazily.
const FIRST_ROW = 4;

/**
 * The members' collection. Everyone sees the same bags; only an ACTIVE member
 * can book, the others get a banner telling them how to get there.
 */
export function Collection() {
  const status = useStore($status);
  // A reload keeps the filters (attribute session): restored before the first read, so the first request is the right one.
  useState(restoreCollectionQuery);
  const query = useStore($collectionQuery);
  const [searchDraft, setSearchDraft] = useState(query.search);
  const options = useQuery($filterOptions);
  const products = useQuery($collectionProducts);

  // The header's collection link resets the shared query while this is on screen.
  useEffect(() => setSearchDraft(query.search), [query.search]);

  const update = setCollectionQuery;

  // Any change of filter or sort starts again at the first page.
  const change = (patch: Partial<CollectionQuery>) => update({ ...query, ...patch, page: 0 });

  function clearFilters() {
    setSearchDraft('');
    update({ ...DEFAULT_QUERY, sort: query.sort });
  }

  const loaded = options.state.kind === 'ready' ? options.state.value.sorts.map((s) => ({ code: s.code ?? s.name, name: s.name })) : [];
  const sorts = loaded.length ? loaded : FALLBACK_SORTS;

  const openProduct = (product: Product) => writeSession('product', product);

  return (
    <div className="collection">
      <MembershipBanner status={status} />
      <div className="layout">
        <FilterPanel options={options.state} query={query} onChange={change} onRetry={options.retry} onClear={hasFilters(query) ? clearFilters : undefined} />
        <div className="results">
          <div className="toolbar">
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
            <label className="field sort">
              <span className="field-label">Sort by</span>
              <select value={query.sort} onChange={(e) => change({ sort: e.currentTarget.value })}>
                {sorts.map((s) => (
                  <option key={s.code} value={s.code}>
                    {s.name}
                  </option>
                ))}
              </select>
            </label>
          </div>
          <p className="result-count" role="status">
            {products.state.kind === 'ready' ? (products.state.value.total === 1 ? '1 bag' : `${products.state.value.total} bags`) : ''}
          </p>
          <LoadSection
            state={products.state}
            retry={products.retry}
            what="the collection"
            skeleton={
              <ul className="grid" aria-hidden="true">
                {Array.from({ length: PAGE_SIZE }, (_, i) => (
                  <SkeletonCard key={i} />
                ))}
              </ul>
            }
          >
            {({ products: bags, total }) =>
              bags.length === 0 ? (
                <div className="state-box">
                  <p className="state-title">No bags match these filters</p>
                  <p className="state-text">Try fewer filters, or start again with the whole collection.</p>
                  {hasFilters(query) && (
                    <button type="button" className="button button-primary" onClick={clearFilters}>
                      Clear filters
                    </button>
                  )}
                </div>
              ) : (
                <>
                  <ul className="grid" aria-label="Bags">
                    {bags.map((p, i) => (
                      <ProductCard key={p.productId} product={p} onOpen={openProduct} priority={i < FIRST_ROW} />
                    ))}
                  </ul>
                  <Pager page={query.page} total={total} size={PAGE_SIZE} onPage={(page) => update({ ...query, page })} />
                </>
              )
            }
          </LoadSection>
        </div>
      </div>
    </div>
  );
}
