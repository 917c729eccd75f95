import type { Queryable } from '../db/database';
import type { IsoDate } from '../catalogue/iso-date';

// What stands after an open booking on its bag's calendar: the next booking of the bag, and a promise made to a
// member on its waiting list (told the bag is free from a day after this booking's return). An extension stops
// the day before either.

/** The first day after `after` on which another open booking of the bag starts, or a waiting member was promised it. */
export async function nextTakenDay(db: Queryable, productId: number, after: IsoDate, bookingId: number, userId: number) {
  const rows = await db.query<{ booked: IsoDate | null; promised: IsoDate | null }>(
    `select (select min(start_date)::text from bookings where product_id = $1 and status = 'BOOKED' and id <> $3 and start_date > $2::date) as booked,
       (select min(coalesce(promised_from, notified_at::date))::text from waiting_list
         where product_id = $1 and user_id <> $4 and notified_at is not null and coalesce(promised_from, notified_at::date) > $2::date) as promised`,
    [productId, after, bookingId, userId],
  );
  return rows.rows[0];
}

/** For the booking `b` (bookings), the day before the next taken day of its bag, as text: how far it could be extended. */
export const EXTENSION_LIMIT = `(least(
    (select min(o.start_date) from bookings o where o.product_id = b.product_id and o.status = 'BOOKED' and o.id <> b.id and o.start_date > b.return_date),
    (select min(coalesce(w.promised_from, w.notified_at::date)) from waiting_list w where w.product_id = b.product_id and w.user_id <> b.user_id
       and w.notified_at is not null and coalesce(w.promised_from, w.notified_at::date) > b.return_date)
  ) - 1)::text`;

/** For each booking (id, bag, owner, return day), the day before the next taken day of its bag: how far it could be extended. */
export async function extensionLimits(
  db: Queryable,
  bookings: readonly { id: number; product_id: number; user_id: number; return_date: IsoDate }[],
): Promise<Map<number, IsoDate | null>> {
  const limits = new Map<number, IsoDate | null>();
  if (bookings.length === 0) return limits;
  const rows = await db.query<{ id: number; until: IsoDate | null }>(`select b.id, ${EXTENSION_LIMIT} as until from bookings b where b.id = any($1::int[])`, [
    bookings.map((b) => b.id),
  ]);
  for (const row of rows.rows) limits.set(row.id, row.until);
  return limits;
}
