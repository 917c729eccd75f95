import type { Queryable } from '../db/database';
import type { Product } from '../../src/api/shapes/product';
import type { IsoDate } from './iso-date';
import { availabilityOf, productFactsJson, productJson } from './product-json';
import { findProductFacts, listProductPage, loadAttributes, loadAvailability, type ProductRow } from './product-record';
import type { ProductSelection } from './product-selection-record';
import { findSimilarProducts } from './similar-record';

// The catalogue's answers: the records read the rows, product-json.ts shapes them.

/** Products with their attributes and availability, in the order given (two reads for all of them). */
export async function productsJson(db: Queryable, rows: ProductRow[], today: IsoDate): Promise<Product[]> {
  const ids = rows.map((r) => r.id);
  const [attributes, availability] = await Promise.all([loadAttributes(db, ids), loadAvailability(db, ids, today)]);
  return rows.map((row) => productJson(row, attributes.get(row.id), availabilityOf(availability, row.id, today)));
}

/** One page of the products a selection picks, as the client reads them. */
export async function listProductsJson(db: Queryable, selection: ProductSelection, limit: number, offset: number, today: IsoDate): Promise<Product[]> {
  return (await listProductPage(db, selection, limit, offset)).map((row) => productFactsJson(row, today));
}

/** An active product by id or url as the client reads it, with `waitlisted` when a user is given; undefined when there is none. */
export async function findProductJson(db: Queryable, by: { id: number } | { url: string }, today: IsoDate, userId?: number): Promise<Product | undefined> {
  const row = await findProductFacts(db, by, today, userId);
  return row && productFactsJson(row, today);
}

/** "More like this" under a bag (similar-record.ts picks them), as the client reads them. */
export async function similarProductsJson(db: Queryable, productId: number, limit: number, today: IsoDate): Promise<Product[]> {
  return productsJson(db, await findSimilarProducts(db, productId, limit), today);
}
