import { atom } from 'nanostores';
import type { ProductCriteria, ProductFilter } from '../api/shapes/product';
import { readSession, writeSession } from '../storage/session-storage';
import { DEFAULT_QUERY } from './collection-reset';
import { shared } from './shared-registry';

export { DEFAULT_QUERY, resetCollectionQuery } from './collection-reset';

export const PAGE_SIZE = 12;

/** The predefined list the sort choices come from. */
export const SORT_TYPE = 'SORT';

/** Until the predefined SORT list arrives (or if it cannot), these codes of it are offered. */
export const FALLBACK_SORTS: readonly { code: string; name: string }[] = [
  { code: 'NEWEST', name: 'Newest first' },
  { code: 'AVAILABLE_FIRST', name: 'Available first' },
  { code: 'TITLE', name: 'Name: A to Z' },
];

/** What the member chose in the collection; kept in the attribute session (spec point 3). */
export interface CollectionQuery {
  attributeValueIds: number[];
  availableOnly: boolean;
  /** The Favourites view: only the bags the member (or visitor, on this device) hearted. */
  favouritesOnly: boolean;
  search: string;
  sort: string;
  page: number;
  /** "Free on my dates": ISO days, '' when not chosen; the filter applies once both are. */
  freeFrom?: string;
  freeTo?: string;
}

export function hasFilters(q: CollectionQuery): boolean {
  return q.attributeValueIds.length > 0 || q.availableOnly || q.search !== '' || hasFreeDates(q);
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Both days of "free on my dates" are chosen, the first not after the last. */
export function hasFreeDates(q: Pick<CollectionQuery, 'freeFrom' | 'freeTo'>): boolean {
  return ISO_DAY.test(q.freeFrom ?? '') && ISO_DAY.test(q.freeTo ?? '') && q.freeFrom! <= q.freeTo!;
}

/** The saved query, or the defaults; anything odd in the session (an older or hand-edited value) is ignored. */
export function readSavedQuery(): CollectionQuery {
  const saved = readSession<Partial<CollectionQuery>>('attribute');
  if (!saved || typeof saved !== 'object') return DEFAULT_QUERY;
  const ids = Array.isArray(saved.attributeValueIds) ? saved.attributeValueIds.filter((id) => Number.isInteger(id)) : [];
  return {
    attributeValueIds: ids,
    availableOnly: saved.availableOnly === true,
    favouritesOnly: saved.favouritesOnly === true,
    search: typeof saved.search === 'string' ? saved.search : '',
    sort: typeof saved.sort === 'string' && /^[A-Z_]{1,40}$/.test(saved.sort) ? saved.sort : DEFAULT_QUERY.sort,
    page: Number.isInteger(saved.page) && (saved.page as number) >= 0 ? (saved.page as number) : 0,
    freeFrom: typeof saved.freeFrom === 'string' && ISO_DAY.test(saved.freeFrom) ? saved.freeFrom : '',
    freeTo: typeof saved.freeTo === 'string' && ISO_DAY.test(saved.freeTo) ? saved.freeTo : '',
  };
}

/**
 * What the collection shows, shared by every widget on the page: the header's
 * collection link resets it (spec point 2) while the collection may be on screen,
 * and the collection follows at once, without re-reading the session.
 */
export const $collectionQuery = shared('collectionQuery', () => atom<CollectionQuery>(readSavedQuery()));

/** The collection opens with what the attribute session kept (a reload keeps the filters). */
export function restoreCollectionQuery(): void {
  $collectionQuery.set(readSavedQuery());
}

export function setCollectionQuery(q: CollectionQuery): void {
  writeSession('attribute', q);
  $collectionQuery.set(q);
}

/**
 * The `product` and `filter` parts of /api/product/filter/list and /count (spec point 7);
 * in the Favourites view `favourites` are the bags to keep to.
 */
export function toRequest(q: CollectionQuery, favourites: readonly number[] = []): { product: ProductCriteria; filter: ProductFilter } {
  const product: ProductCriteria = {};
  if (q.availableOnly) product.available = true;
  const filter: ProductFilter = { sort: q.sort, page: q.page, size: PAGE_SIZE };
  if (q.attributeValueIds.length) filter.attributeValueIds = [...q.attributeValueIds].sort((a, b) => a - b);
  if (q.favouritesOnly) filter.productIds = [...favourites].sort((a, b) => a - b);
  if (q.search.trim()) filter.search = q.search.trim();
  if (hasFreeDates(q)) Object.assign(filter, { freeFrom: q.freeFrom, freeTo: q.freeTo });
  return { product, filter };
}
