import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import { useStore } from '@nanostores/react';
import type { Product } from '../../src/api/shapes/product';
import { writeSession } from '../../src/storage/session-storage';
import {
  $collectionQuery,
  DEFAULT_QUERY,
  hasFreeDates,
  FALLBACK_SORTS,
  PAGE_SIZE,
  hasFilters,
  restoreCollectionQuery,
  setCollectionQuery,
  type CollectionQuery,
} from '../../src/stores/collection-query';
import { $favourites, reloadFavourites } from '../../src/stores/favourites';
import { $status } from '../../src/stores/session';
import { afterPaint } from '../../src/ui/after-paint';
import { LoadSection } from '../../src/ui/load-section';
import { MembershipBanner } from '../../src/ui/membership-banner';
import { useQuery } from '../../src/ui/use-query';
import { $filterOptions } from './filter-options-store';
import { CollectionToolbar } from './collection-toolbar';
import { FilterPanel } from './filter-panel';
import { collectionLater, useCollectionLater } from './later-part';
import type { DrawerModule } from './load-drawer';
import { Pager } from './pager';
import { ProductCard, SkeletonCard } from './product-card';
import { $collectionProducts } from './products-store';
import { useFirstRowFirst } from './use-first-row-first';
import { useShown } from './use-shown';

const bagsText = (n: number) => (n === 1 ? '1 bag' : `${n} bags`);

const openProduct = (product: Product) => writeSession('product', product);

// The cards most screens show before scrolling: their pictures load at once, the rest lazily.
const FIRST_ROW = 4;

/**
 * The members' collection. Everyone sees the same bags; only an ACTIVE member
 * can book, the others get a banner telling them how to get there. Filters sit in
 * collapsible groups beside the grid (in a drawer on a phone), the choices show as
 * chips above it, and a heart on every card keeps a bag in the Favourites view.
 */
export function Collection() {
  const status = useStore($status);
  // A reload keeps the filters (attribute session): restored before the first read, so the first request is the right one.
  useState(restoreCollectionQuery);
  const query = useStore($collectionQuery);
  const favourites = useStore($favourites);
  const [searchDraft, setSearchDraft] = useState(query.search);
  // The Filters drawer while it is open (its code comes with the first tap on Filters).
  const [Drawer, setDrawer] = useState<ComponentType<Parameters<DrawerModule['FilterDrawer']>[0]> | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  // The status line: a heart's outcome as it is (src/stores/toggle-favourite.ts), or a message of the widget's own.
  const [notice, setNotice] = useState<{ message: string; logIn?: boolean } | null>(null);
  const options = useQuery($filterOptions);
  // While new bags load, the last ones stay (dimmed), so a click on a filter does not blank the page.
  const products = useQuery($collectionProducts, { keepPrevious: true });
  const restAfterFirstRow = useFirstRowFirst(products.state.kind === 'ready');
  const [sidebarRef, sidebarShown] = useShown<HTMLElement>(rootRef);
  const resultsRef = useRef<HTMLHeadingElement>(null);
  const gridRef = useRef<HTMLUListElement>(null);

  // The header's collection link resets the shared query while this is on screen.
  useEffect(() => setSearchDraft(query.search), [query.search]);

  const apply = (q: CollectionQuery) => {
    setNotice(null);
    setCollectionQuery(q);
  };
  // A tap is answered at its next paint: the pressed control paints first (a ticked box, a chosen sort),
  // and the collection renders the new query after that paint, from the query as it is then.
  const update = (next: (current: CollectionQuery) => CollectionQuery) => afterPaint(() => apply(next($collectionQuery.get())));
  // Any change of filter, view or sort starts again at the first page. Two presses before the collection has
  // rendered again both count once the later parts are in (asked for at the first press's pointerdown or focus).
  const change = (patch: Partial<CollectionQuery>) =>
    update((current) => ({ ...current, ...(collectionLater.current()?.rebasePatch(patch, query, current) ?? patch), page: 0 }));
  const clearFilters = () => update((current) => ({ ...DEFAULT_QUERY, sort: current.sort, favouritesOnly: current.favouritesOnly }));
  const focusResults = () => resultsRef.current?.focus();

  const loadedSorts = options.state.kind === 'ready' ? options.state.value.sorts.map((s) => ({ code: s.code ?? s.name, name: s.name })) : [];
  const sorts = loadedSorts.length ? loadedSorts : FALLBACK_SORTS;
  const chosenFilters = query.attributeValueIds.length + (query.availableOnly ? 1 : 0) + (hasFreeDates(query) ? 1 : 0);
  const total = products.state.kind === 'ready' ? products.state.value.total : null;
  const favouriteIds = favourites.ids;
  const noFavourites = query.favouritesOnly && favouriteIds !== null && favouriteIds.length === 0;
  // In the Favourites view an un-hearted bag leaves the grid at once.
  const keep = (bags: Product[]) => (query.favouritesOnly && favouriteIds ? bags.filter((b) => favouriteIds.includes(b.productId)) : bags);
  const shownCount = products.state.kind === 'ready' ? keep(products.state.value.products).length : 0;
  // The chips, the messages, the empty states and the hover looks come with the visitor's first move (a pointer
  // over the widget, a tap, focus, a key), or at once when shown now.
  const [later, intent] = useCollectionLater(
    rootRef,
    hasFilters(query) || query.favouritesOnly || notice !== null || (products.state.kind === 'ready' && shownCount === 0),
  );

  // The last favourite of a later page went: show the page before.
  useEffect(() => {
    if (query.favouritesOnly && query.page > 0 && products.state.kind === 'ready' && !products.loading && products.state.value.products.length === 0) {
      apply({ ...query, page: query.page - 1 });
    }
  });

  // Asking for the drawer's code takes a slow phone some ms of its own: after the tap's paint.
  const openDrawer = () => afterPaint(showDrawer);
  function showDrawer() {
    // The drawer's loader comes with the later parts, which the tap on Filters has asked for already.
    collectionLater
      .start()
      .then((module) => module.drawerFor(rootRef.current))
      .then(
        (drawer) => setDrawer(() => drawer),
        () => setNotice({ message: 'The filters could not be opened. Check your connection and try again.' }),
      );
  }

  // In the Favourites view an un-hearted card leaves the grid: the heart's action waits for the later parts, which
  // keep focus in the grid as it goes. The cards are memoised: this changes with the view only.
  const onFavouritePress = useCallback(
    (productId: number, on: boolean) =>
      query.favouritesOnly && collectionLater.start().then((module) => on || module.cardLeaving(gridRef, resultsRef, productId)),
    [query.favouritesOnly],
  );

  const heading = noFavourites ? 'Your favourites' : total === null ? '' : query.favouritesOnly ? `${bagsText(total)} in your favourites` : bagsText(total);

  // The filters' code is in this file: a wide widget shows them at once, and one file compresses better than two. A
  // phone's hidden sidebar draws nothing until it shows; its Filters drawer then opens without waiting for the code.
  const panel = (shown: boolean) =>
    shown && <FilterPanel options={options.state} Count={later?.ValueCount} query={query} onChange={change} onRetry={options.retry} />;
  // The drawer's 'Clear all' is about its filters; the search stays (its chip removes it).
  const clearDrawer = () => change({ attributeValueIds: [], availableOnly: false });

  return (
    <div className="collection" ref={rootRef} onPointerOver={intent} onPointerDown={intent} onFocus={intent} onKeyDown={intent}>
      <MembershipBanner status={status} />
      <CollectionToolbar
        query={query}
        favouriteCount={favouriteIds?.length ?? 0}
        searchDraft={searchDraft}
        setSearchDraft={setSearchDraft}
        change={change}
        openDrawer={openDrawer}
        chosenFilters={chosenFilters}
        sorts={sorts}
      />
      <div className="layout">
        <section className="sidebar" aria-label="Filters" ref={sidebarRef}>
          {/* From the filters to the bags in one step, whatever is open. */}
          <button type="button" className="skip-to-results visually-hidden" onClick={focusResults}>
            Skip to the bags
          </button>
          <p className="sidebar-title" aria-hidden="true">
            Filter by
          </p>
          {panel(sidebarShown)}
        </section>
        <section className="results" aria-labelledby="results-heading" aria-busy={products.loading && total !== null ? true : undefined}>
          <h2 id="results-heading" className="result-count" tabIndex={-1} ref={resultsRef}>
            {/* A live region, not role=status: a status inside would leave the heading without a name. */}
            <span aria-live="polite">{heading}</span>
          </h2>
          {later && (
            <later.FilterChips
              chips={later.chipsOf(query, options.state.kind === 'ready' ? options.state.value : null)}
              onRemove={(chip) => change(chip.without)}
              onClearAll={clearFilters}
              onEmptied={focusResults}
            />
          )}
          {later && query.favouritesOnly && favourites.onDevice && !noFavourites && <later.DeviceNote />}
          <p className={notice ? 'notice' : 'notice notice--empty'} role="status">
            {notice?.message}
            {/* A visitor's heart nudges them to log in: the message itself has asked for the later parts. */}
            {notice?.logIn && later && (
              <>
                {' '}
                <later.LogIn />
              </>
            )}
          </p>
          {/* The Favourites view and the empty states come with the later parts, asked for at once when shown. */}
          {noFavourites ? (
            later && <later.NoFavourites onSeeAll={() => change({ favouritesOnly: false })} />
          ) : query.favouritesOnly && favourites.failed ? (
            later && <later.FavouritesFailed onRetry={reloadFavourites} />
          ) : (
            <LoadSection
              state={products.state}
              retry={products.retry}
              what="the collection"
              skeleton={
                // The site's boot script may have drawn the first row already, as plain markup in this element:
                // it stays on screen through the slot until the cards are ready; without it, the loading cards.
                <slot name="first-row">
                  <ul className="grid" aria-hidden="true">
                    {Array.from({ length: PAGE_SIZE }, (_, i) => (
                      <SkeletonCard key={i} />
                    ))}
                  </ul>
                </slot>
              }
            >
              {({ products: bags, total: all }) =>
                keep(bags).length === 0 ? (
                  later && <later.NoMatch onClear={hasFilters(query) ? clearFilters : undefined} />
                ) : (
                  <>
                    <ul className={products.loading ? 'grid grid--refreshing' : 'grid'} aria-label="Bags" ref={gridRef}>
                      {keep(bags).map((p, i) =>
                        restAfterFirstRow && i >= FIRST_ROW ? (
                          <SkeletonCard key={p.productId} />
                        ) : (
                          <ProductCard
                            key={p.productId}
                            product={p}
                            onOpen={openProduct}
                            priority={i < FIRST_ROW}
                            onFavouritePress={onFavouritePress}
                            onFavourite={setNotice}
                          />
                        ),
                      )}
                    </ul>
                    <Pager page={query.page} total={all} size={PAGE_SIZE} onPage={(page) => update((current) => ({ ...current, page }))} />
                  </>
                )
              }
            </LoadSection>
          )}
        </section>
      </div>
      {Drawer && (
        <Drawer total={total} onClearAll={chosenFilters > 0 ? clearDrawer : undefined} onClose={() => setDrawer(null)}>
          {panel(true)}
        </Drawer>
      )}
    </div>
  );
}
