import { useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import type { Product } from '../../src/api/shapes/product';
import { writeSession, readSession } from '../../src/storage/session-storage';
import { $status } from '../../src/stores/session';
import { MembershipBanner } from '../../src/ui/membership-banner';
import { DEFAULT_QUERY, FALLBACK_SORTS, PAGE_SIZE, hasFilters, isDefault, readSavedQuery, saveQuery, type CollectionQuery } from './collection-query';
import { FilterPanel } from './filter-panel';
import { Pager } from './pager';
import { firstRowOf } from './card-image';
import { ProductCard, SkeletonCard } from './product-card';
import { useFilterOptions } from './use-filter-options';
import { useProducts } from './use-products';

/**
 * The members' collection. Everyone sees the same bags; only an ACTIVE member
 * can book, the others get a banner telling them how to get there.
 */
export function Collection() {
  const status = useStore($status);
  const [query, setQuery] = useState<CollectionQuery>(readSavedQuery);
  const [searchDraft, setSearchDraft] = useState(query.search);
  const options = useFilterOptions();
  const products = useProducts(query);
  const queryRef = useRef(query);
  // The skeleton grid has the same columns as the real one: its first row is the pictures to load first.
  const gridRef = useRef<HTMLUListElement>(null);
  const firstRow = useRef(2);
  if (gridRef.current && products.state === 'ready') firstRow.current = firstRowOf(gridRef.current);
  queryRef.current = query;

  // The header's collection link clears the attribute session (spec point 2). It may
  // do so while this widget is on screen (same hash, so no remount): follow it.
  useEffect(() => {
    const resync = () =>
      setTimeout(() => {
        if (readSession('attribute') === null && !isDefault(queryRef.current)) {
          setQuery(DEFAULT_QUERY);
          setSearchDraft('');
        }
      }, 0);
    window.addEventListener('hashchange', resync);
    window.addEventListener('click', resync);
    return () => {
      window.removeEventListener('hashchange', resync);
      window.removeEventListener('click', resync);
    };
  }, []);

  function update(next: CollectionQuery) {
    saveQuery(next);
    setQuery(next);
  }

  // Any change of filter or sort starts again at the first page.
  const change = (patch: Partial<CollectionQuery>) => update({ ...query, ...patch, page: 0 });

  function clearFilters() {
    setSearchDraft('');
    update({ ...DEFAULT_QUERY, sort: query.sort });
  }

  const loaded = options.state === 'ready' ? options.options.sorts.map((s) => ({ code: s.code ?? s.name, name: s.name })) : [];
  const sorts = loaded.length ? loaded : FALLBACK_SORTS;

  const openProduct = (product: Product) => writeSession('product', product);

  return (
    <div className="collection">
      <MembershipBanner status={status} />
      <div className="layout">
        <FilterPanel options={options} query={query} onChange={change} onRetry={options.retry} onClear={hasFilters(query) ? clearFilters : undefined} />
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
            {products.state === 'ready' ? (products.total === 1 ? '1 bag' : `${products.total} bags`) : products.state === 'loading' ? 'Loading bags…' : ''}
          </p>
          {products.state === 'loading' && (
            <ul className="grid" aria-busy="true" aria-label="Loading bags" ref={gridRef}>
              {Array.from({ length: PAGE_SIZE }, (_, i) => (
                <SkeletonCard key={i} />
              ))}
            </ul>
          )}
          {products.state === 'error' && (
            <div className="state-box" role="alert">
              <p className="state-title">We could not load the collection.</p>
              <p className="state-text">{products.message}</p>
              <button type="button" className="button button-primary" onClick={products.retry}>
                Retry
              </button>
            </div>
          )}
          {products.state === 'ready' && products.products.length === 0 && (
            <div className="state-box">
              <p className="state-title">No bags match these filters</p>
              <p className="state-text">Try fewer filters, or start again with the whole collection.</p>
              {hasFilters(query) && (
                <button type="button" className="button button-primary" onClick={clearFilters}>
                  Clear filters
                </button>
              )}
            </div>
          )}
          {products.state === 'ready' && products.products.length > 0 && (
            <>
              <ul className="grid" aria-label="Bags" ref={gridRef}>
                {products.products.map((p, index) => (
                  <ProductCard key={p.productId} product={p} onOpen={openProduct} eager={index < firstRow.current} />
                ))}
              </ul>
              <Pager page={query.page} total={products.total} size={PAGE_SIZE} onPage={(page) => update({ ...query, page })} />
            </>
          )}
        </div>
      </div>
    </div>
  );
}
