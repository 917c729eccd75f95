import type { Queryable } from '../db/database';
import { attributesOf } from './facet-record';
import { invalidInput } from '../domain-error';
import type { IsoDate } from './iso-date';
import { outTodaySql } from './product-record';
import type { SortCode } from '../../src/api/shapes/requests/product';

/** The `product` part of /api/product/filter/list and /count (spec point 7). */
export interface ProductCriteria {
  title?: string | null;
  brand?: string | null;
  category?: string | null;
  available?: boolean | null;
}

/** The `filter` part: attribute values, search words, sort (paging is the caller's). */
export interface ProductFilter {
  attributeValueIds?: number[] | null;
  /** Only these bags (the collection's Favourites view). */
  productIds?: number[] | null;
  search?: string | null;
  sort?: string | null;
  /** Only bags no booking covers on any day from freeFrom to freeTo (both ISO, both included): "free on my dates". */
  freeFrom?: IsoDate | null;
  freeTo?: IsoDate | null;
}

/** Sort codes of the predefined SORT list; the SQL behind each (`today` names the parameter holding today). */
const SORTS: Record<SortCode, (today: () => string) => string> = {
  NEWEST: () => 'p.created_at desc, p.id desc',
  AVAILABLE_FIRST: (today) => `${outTodaySql(today())} asc, p.created_at desc, p.id desc`,
  PRICE_LOW: () => 'p.retail_price asc, p.id asc',
  PRICE_HIGH: () => 'p.retail_price desc, p.id asc',
  TITLE: () => 'p.title asc, p.id asc',
  // Members' approved reviews: the best average first, then the most reviewed; bags without reviews last. The sum and
  // number of a bag's approved reviews are kept on its row (migration 371): sum / number is avg()'s own division.
  // The same expression is products_rating_values' (migration 371) and the walk's (walked-page-record.ts, COMPUTED).
  RATING: () => '(p.rating_sum::numeric / nullif(p.rating_count, 0)) desc nulls last, p.rating_count desc, p.created_at desc, p.id desc',
};

/** The sort code a request names (NEWEST when none), or a 400 for one the SORT list does not have. */
export function sortCode(code: string | null | undefined): SortCode {
  const key = (code ?? 'NEWEST').trim().toUpperCase() || 'NEWEST';
  if (!(key in SORTS)) throw invalidInput(`Unknown sort "${code}": use one of ${Object.keys(SORTS).join(', ')}.`);
  return key as SortCode;
}

/**
 * Some booking not checked in covers a day from `from` to `to` for `products p`.
 * An overdue one (past its return day, still BOOKED) covers every day ahead: the
 * bag has no free day until it is checked in, as its nextAvailableDate says.
 */
const takenSql = (from: string, to: string, today: string) =>
  `exists (select 1 from bookings b where b.product_id = p.id and b.status = 'BOOKED' and b.start_date <= ${to}::date
    and (b.return_date >= ${from}::date or b.return_date < ${today}::date))`;

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

/** At most this many search words count; the rest are ignored. */
const MAX_SEARCH_WORDS = 8;

export function searchWords(search: string | null | undefined): string[] {
  return (search ?? '').trim().split(/\s+/).filter(Boolean).slice(0, MAX_SEARCH_WORDS);
}

export interface ProductSelection {
  /** WHERE over `products p`. */
  where: string;
  /** ORDER BY over `products p`. */
  order: string;
  params: unknown[];
  /** Adds a parameter and returns its $n. */
  add(value: unknown): string;
  /** The $n holding today (added on first use). */
  today(): string;
  sort: SortCode;
  /**
   * Every criterion reads only a bag's id and attribute values (migration 330's index holds both) or probes its
   * bookings: no text to match, so the best plan hardly depends on the values and one plan per text can be kept.
   */
  byIndex: boolean;
  /** The criteria ask for bags out today or for bags not out (product.available true or false). */
  available: boolean;
}

/**
 * The WHERE and ORDER BY of a product list. Values of one attribute widen the
 * match (Black or Tan); different attributes narrow it (Black and Tote); an
 * unknown value id matches nothing. Search words must each appear, in any case,
 * in the title, brand, description or an attribute value (search_text). The
 * attribute and search columns are kept by migration 041's triggers.
 */
export async function selectProducts(db: Queryable, product: ProductCriteria, filter: ProductFilter, today: IsoDate): Promise<ProductSelection> {
  const params: unknown[] = [];
  const add = (value: unknown) => (params.push(value), `$${params.length}`);
  let todayRef = '';
  const todayParam = () => (todayRef ||= add(today));
  const clauses = ['p.active'];
  if (product.title?.trim()) clauses.push(`p.title ilike ${add(likePattern(product.title.trim()))}`);
  if (product.brand?.trim()) clauses.push(`lower(p.brand) = lower(${add(product.brand.trim())})`);
  if (product.category?.trim()) clauses.push(`p.category = upper(${add(product.category.trim().replace(/\s+/g, ''))})`);
  if (product.available === true) clauses.push(`not ${outTodaySql(todayParam())}`);
  if (product.available === false) clauses.push(outTodaySql(todayParam()));

  const ids = [...new Set(filter.attributeValueIds ?? [])];
  if (ids.length > 0) {
    const known = await attributesOf(db, ids);
    if (known.length < ids.length) clauses.push('false');
    const groups = new Map<number, number[]>();
    for (const row of known) groups.set(row.attribute_id, [...(groups.get(row.attribute_id) ?? []), row.id]);
    for (const group of groups.values()) clauses.push(`p.attribute_value_ids && ${add(group)}::int[]`);
  }

  if (filter.freeFrom && filter.freeTo) clauses.push(`not ${takenSql(add(filter.freeFrom), add(filter.freeTo), todayParam())}`);
  if (filter.productIds) clauses.push(`p.id = any(${add([...new Set(filter.productIds)])}::int[])`);
  // One clause for any number of words, so the statement's text stays one of a few (prepared once per connection).
  const words = searchWords(filter.search);
  if (words.length > 0) clauses.push(`p.search_text like all (array(select lower(w) from unnest(${add(words.map(likePattern))}::text[]) w))`);
  const sort = sortCode(filter.sort);
  const order = SORTS[sort](todayParam);
  const byText = Boolean(product.title?.trim() || product.brand?.trim() || product.category?.trim() || words.length > 0);
  return { where: clauses.join(' and '), order, params, add, today: todayParam, sort, byIndex: !byText, available: typeof product.available === 'boolean' };
}
