import type { Product } from '../../src/api/shapes/product';
import { bagDetailsJson } from './bag-details-record';
import { CATEGORIES } from './demo-catalogue';
import type { IsoDate } from './iso-date';
import { type Availability, nextFreeDay, type ProductAttribute, type ProductJsonBase, type ProductJsonRow, productPictureFields } from './product-record';

// The product as the client reads it, shaped from rows the records read: no queries here.

const CATEGORY_NAMES = new Map<string, string>(CATEGORIES.map((c) => [c.code, c.name]));

/** A bag with no bookings ahead: what loadAvailability says of it. */
const freeFrom = (today: IsoDate): Availability => ({ available: true, nextAvailableDate: today, bookedRanges: [], waitingCount: 0 });

/** The availability of a product loaded by loadAvailability (every id asked for is there). */
export const availabilityOf = (loaded: Map<number, Availability>, id: number, today: IsoDate) => loaded.get(id) ?? freeFrom(today);

/** The product as the client reads it (src/api/shapes/product.ts ProductShape). */
export function productJson(row: ProductJsonBase, attributes: ProductAttribute[] = [], availability: Availability, waitlisted?: boolean): Product {
  return {
    productId: row.id,
    title: row.title,
    url: row.url,
    brand: row.brand,
    description: row.description,
    ...productPictureFields(row),
    category: CATEGORY_NAMES.get(row.category) ?? row.category,
    retailPrice: Number(row.retail_price),
    attributes,
    available: availability.available,
    nextAvailableDate: availability.nextAvailableDate,
    bookedRanges: availability.bookedRanges,
    waitingCount: availability.waitingCount,
    ...bagDetailsJson(row),
    ...(waitlisted === undefined ? {} : { waitlisted }),
  };
}

/** A product read with its facts in one statement (listProductPage, findProductFacts), as the client reads it. */
export function productFactsJson(row: ProductJsonRow, today: IsoDate): Product {
  const bookedRanges = row.booked.map(([startDate, returnDate]) => ({ startDate, returnDate }));
  const next = row.booked.some(([, , overdue]) => overdue) ? null : nextFreeDay(bookedRanges, today);
  return productJson(row, row.attributes, { available: next === today, nextAvailableDate: next, bookedRanges, waitingCount: row.waiting }, row.waitlisted);
}
