import type { Queryable } from '../db/database';
import type { IsoDate } from '../catalogue/iso-date';
import { bagJsonColumns, type ProductJsonRow } from '../catalogue/product-record';
import type { Page } from '../db/page';
import { prepared } from '../db/prepared';
import { BOOKING_COLUMNS, BOOKING_FROM, type BookingRow, type BookingStatus, ownWhere } from './booking-record';
import { EXTENSION_LIMIT } from './extension-record';

/** A booking of a member's list with its bag (null when the bag is gone) and, when open, how far it could be extended. */
export interface BookingListRow extends BookingRow {
  bag: ProductJsonRow | string | null;
  until: IsoDate | null;
}

/**
 * A member's bookings page (latest start first), each with what its answer needs, in one statement: the page's
 * ids from bookings_user_page (migration 310), then per booking its bag as bagJsonColumns reads it (the row,
 * attributes, bookings not checked in, waiting-list size) and, for an open one, EXTENSION_LIMIT. Each is a few
 * index probes; one round trip instead of five one after another (list, bags, their bookings, their waiting
 * lists, extension limits), and planned once per connection.
 */
export async function listBookingsWithBags(
  db: Queryable,
  userId: number,
  status: BookingStatus | null,
  page: Page,
  productId: number | null,
  today: IsoDate,
): Promise<BookingListRow[]> {
  const { where, params } = ownWhere(userId, status, productId);
  const day = `$${params.push(today)}`;
  const [limit, offset] = [`$${params.push(page.limit)}`, `$${params.push(page.offset)}`];
  // Prepared: a few texts (with or without status and bag) and a plan that is the same for every member.
  const rows = await db.query<BookingListRow>(
    prepared(`select ${BOOKING_COLUMNS},
       case when b.status = 'BOOKED' and b.return_date >= ${day}::date then ${EXTENSION_LIMIT} end as until,
       (select to_json(bag) from (select ${bagJsonColumns(day)} from products p where p.id = b.product_id) bag) as bag
     from ${BOOKING_FROM}
     where b.id = any(array(select b.id from bookings b where ${where} order by b.start_date desc, b.id desc limit ${limit}::int offset ${offset}::int))
     order by b.start_date desc, b.id desc`),
    params,
  );
  return rows.rows;
}
