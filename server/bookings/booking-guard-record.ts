import type { Queryable } from '../db/database';
import type { IsoDate } from '../catalogue/iso-date';

// The locks and clash checks a booking is judged under: bookings of one member, and of one bag, are judged
// one at a time, on PGlite and PostgreSQL alike. Called inside the booking's transaction.

/** Locks the bag's row; false when it is not (or no longer) in the collection. */
export async function lockActiveProduct(tx: Queryable, productId: number): Promise<boolean> {
  return (await tx.query('select id from products where id = $1 and active for update', [productId])).rows.length > 0;
}

/** Locks the booking's row; false when there is no such booking. */
export async function lockBooking(tx: Queryable, bookingId: number): Promise<boolean> {
  return (await tx.query('select id from bookings where id = $1 for update', [bookingId])).rows.length > 0;
}

/** Whether another open booking of the bag overlaps the days (both ends included). */
export async function bagIsTaken(tx: Queryable, productId: number, startDate: IsoDate, returnDate: IsoDate, exceptBookingId = 0): Promise<boolean> {
  const clash = await tx.query(
    `select 1 from bookings where product_id = $1 and status = 'BOOKED' and id <> $4
     and daterange(start_date, return_date, '[]') && daterange($2::date, $3::date, '[]') limit 1`,
    [productId, startDate, returnDate, exceptBookingId],
  );
  return clash.rows.length > 0;
}

/** The member's other open bookings overlapping the days, for the bags-at-a-time limit. */
export async function memberBookingsDuring(tx: Queryable, userId: number, startDate: IsoDate, returnDate: IsoDate, exceptBookingId = 0) {
  const rows = await tx.query<{ start_date: IsoDate; return_date: IsoDate }>(
    `select start_date::text as start_date, return_date::text as return_date from bookings
     where user_id = $1 and status = 'BOOKED' and id <> $4 and daterange(start_date, return_date, '[]') && daterange($2::date, $3::date, '[]')`,
    [userId, startDate, returnDate, exceptBookingId],
  );
  return rows.rows.map((r) => ({ startDate: r.start_date, returnDate: r.return_date }));
}

export interface NewBookingRow {
  productId: number;
  userId: number;
  membershipId: number;
  startDate: IsoDate;
  returnDate: IsoDate;
  createdAt: Date;
}

/** Inserts the booking and returns its id; the exclusion constraint refuses an overlap (23P01). */
export async function insertBooking(tx: Queryable, b: NewBookingRow): Promise<number> {
  const inserted = await tx.query<{ id: number }>(
    `insert into bookings (product_id, user_id, user_membership_id, start_date, return_date, created_at) values ($1, $2, $3, $4, $5, $6) returning id`,
    [b.productId, b.userId, b.membershipId, b.startDate, b.returnDate, b.createdAt.toISOString()],
  );
  return inserted.rows[0].id;
}

/** The member's open bookings not yet past their return day. */
export async function countOpenBookings(db: Queryable, userId: number, today: IsoDate): Promise<number> {
  const open = await db.query<{ n: number }>("select count(*)::int as n from bookings where user_id = $1 and status = 'BOOKED' and return_date >= $2::date", [
    userId,
    today,
  ]);
  return open.rows[0].n;
}
