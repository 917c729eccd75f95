import type { Product } from '../../src/api/shapes/product';
import type { Queryable } from '../db/database';
import type { Page } from '../db/page';
import type { IsoDate } from './iso-date';
import { listProductsJson } from './product-answers';
import { type ProductCriteria, type ProductFilter, searchWords, selectProducts, sortCode } from './product-selection-record';

/** The cache key of a selection: the criteria that change the answer, in one order. */
export function selectionKey(product: ProductCriteria, filter: ProductFilter): string {
  return JSON.stringify([
    product.title?.trim() || null,
    product.brand?.trim().toLowerCase() || null,
    product.category?.trim().toUpperCase() || null,
    product.available ?? null,
    [...new Set(filter.attributeValueIds ?? [])].sort((x, y) => x - y),
    filter.productIds ? [...new Set(filter.productIds)].sort((x, y) => x - y) : null,
    searchWords(filter.search),
    filter.freeFrom ?? null,
    filter.freeTo ?? null,
  ]);
}

/**
 * One page of the collection (POST /api/product/filter/list) as the catalogue cache keeps it: its key and how
 * to make it. index.html's first row (server/http/first-row-block.ts) asks for the default first page through
 * this too, so the page and the boot script's call that follows it share one kept answer and one query.
 * Anonymous: the answer is the same for every member, so it never carries a member's data.
 */
export function filterListAnswer(
  db: Queryable,
  product: ProductCriteria,
  filter: ProductFilter,
  { limit, offset }: Page,
  day: IsoDate,
): { key: string; make: () => Promise<Product[]> } {
  const sort = sortCode(filter.sort);
  return {
    key: `filter:${day}:${sort}:${limit}:${offset}:${selectionKey(product, filter)}`,
    make: async () => listProductsJson(db, await selectProducts(db, product, filter, day), limit, offset, day),
  };
}
