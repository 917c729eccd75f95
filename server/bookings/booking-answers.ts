import type { Booking } from '../../src/api/shapes/booking';
import type { Product } from '../../src/api/shapes/product';
import type { WaitingEntry } from '../../src/api/shapes/waiting';
import type { IsoDate } from '../catalogue/iso-date';
import { productsJson } from '../catalogue/product-answers';
import { productFactsJson } from '../catalogue/product-json';
import { findProductsByIds, type ProductJsonRow } from '../catalogue/product-record';
import type { Queryable } from '../db/database';
import type { Page } from '../db/page';
import { bookingRowJson, entryRowJson } from './booking-json';
import { listBookingsWithBags } from './booking-list-record';
import { type BookingRow, type BookingStatus, findBooking, isOpen } from './booking-record';
import { extensionLimits } from './extension-record';
import { type EntryRow, findEntryRow, listEntryRows } from './waiting-record';

// What the booking and waiting-list routes answer: the records read the rows, booking-json.ts shapes them,
// and the bags of a whole list are read together (three reads however long the list, and one for how far the open
// bookings could be extended).

/** The bags of the given ids as the client reads them, by id. */
async function bagsById(db: Queryable, ids: number[], today: IsoDate): Promise<Map<number, Product>> {
  const products = await productsJson(db, await findProductsByIds(db, [...new Set(ids)]), today);
  return new Map(products.map((p) => [p.productId, p]));
}

/** Bookings as the client reads them, with their bags. */
export async function bookingsJson(db: Queryable, rows: BookingRow[], today: IsoDate): Promise<Booking[]> {
  const [bags, calendar] = await Promise.all([
    bagsById(
      db,
      rows.map((r) => r.product_id),
      today,
    ),
    extensionLimits(
      db,
      rows.filter((r) => isOpen(r, today)),
    ),
  ]);
  return rows.map((row) => bookingRowJson(row, bags.get(row.product_id) ?? null, today, calendar.get(row.id) ?? null));
}

/** A member's bookings page as the client reads it, with their bags (the same answer as bookingsJson, in one statement). */
export async function listBookingsJson(
  db: Queryable,
  userId: number,
  status: BookingStatus | null,
  page: Page,
  productId: number | null,
  today: IsoDate,
): Promise<Booking[]> {
  const rows = await listBookingsWithBags(db, userId, status, page, productId, today);
  return rows.map((row) => {
    const bag = typeof row.bag === 'string' ? (JSON.parse(row.bag) as ProductJsonRow) : row.bag;
    return bookingRowJson(row, bag && productFactsJson(bag, today), today, row.until);
  });
}

/** One booking as the client reads it, by id (it must exist). */
export async function bookingJson(db: Queryable, id: number, today: IsoDate): Promise<Booking> {
  const row = await findBooking(db, id);
  if (!row) throw new Error(`Booking ${id} vanished`);
  return (await bookingsJson(db, [row], today))[0];
}

/** Waiting-list entries as the client reads them, each with its bag. */
async function entriesJson(db: Queryable, rows: EntryRow[], today: IsoDate): Promise<WaitingEntry[]> {
  const bags = await bagsById(
    db,
    rows.map((r) => r.product_id),
    today,
  );
  return rows.map((row) => entryRowJson(row, bags.get(row.product_id) ?? null));
}

/** The member's entry for the bag, undefined when they do not wait for it. */
export async function findEntry(db: Queryable, productId: number, userId: number, today: IsoDate): Promise<WaitingEntry | undefined> {
  const row = await findEntryRow(db, productId, userId);
  return row && (await entriesJson(db, [row], today))[0];
}

/** The member's entries, latest first. */
export async function listEntries(db: Queryable, userId: number, page: Page, today: IsoDate): Promise<WaitingEntry[]> {
  return entriesJson(db, await listEntryRows(db, userId, page), today);
}
