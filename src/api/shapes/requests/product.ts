import { array, boolean, Infer, nullable, optional, refine, size, string, type } from 'superstruct';
import { MAX_FAVOURITES } from '../favourite';
import { Id, IsoDateText, OptionalText, pagingFields } from './parts';

/** The sort codes of the predefined SORT list; NEWEST when none is named. */
export const SORT_CODES = ['NEWEST', 'AVAILABLE_FIRST', 'PRICE_LOW', 'PRICE_HIGH', 'TITLE', 'RATING'] as const;
export type SortCode = (typeof SORT_CODES)[number];

const Sort = refine(string(), 'sort', (value) => {
  const code = value.trim().toUpperCase();
  return code === '' || (SORT_CODES as readonly string[]).includes(code) || `Unknown sort "${value}": use one of ${SORT_CODES.join(', ')}`;
});

/** The body of POST /api/product/list: the collection, unfiltered, a page at a time. */
export const ProductListQueryShape = type(pagingFields(100));
export type ProductListQuery = Infer<typeof ProductListQueryShape>;

/** The `product` part of /api/product/filter/list, /count and /facets: criteria on the product itself. */
export const ProductCriteriaShape = type({
  title: OptionalText(200),
  brand: OptionalText(200),
  category: OptionalText(200),
  available: optional(nullable(boolean())),
});
export type ProductCriteria = Infer<typeof ProductCriteriaShape>;

/**
 * The `filter` part: attribute values picked in the collection's filter panel, plus paging (12 a page by default, at most 60).
 * Values of one attribute widen the match (Black or Tan), different attributes narrow it (Black and Tote).
 */
export const ProductFilterShape = type({
  attributeValueIds: optional(nullable(size(array(Id), 0, 200))),
  /** Only these bags (the collection's Favourites view); as many as a member may keep. */
  productIds: optional(nullable(size(array(Id), 0, MAX_FAVOURITES))),
  /** Words matched against title, brand and description. */
  search: OptionalText(200),
  /** A code of the predefined SORT list (SORT_CODES). */
  sort: optional(nullable(Sort)),
  /** Ours, "free on my dates": only bags free on every day from freeFrom to freeTo (both included, both or neither, the first not after the last). */
  freeFrom: optional(nullable(IsoDateText)),
  freeTo: optional(nullable(IsoDateText)),
  ...pagingFields(60),
});
export type ProductFilter = Infer<typeof ProductFilterShape>;
