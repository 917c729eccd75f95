import type { Queryable } from '../db/database';
import { addDays, type IsoDate } from '../catalogue/iso-date';
import type { UserMembershipRow } from '../memberships/membership-record';
import { prepared } from '../db/prepared';

export interface BookingRow {
  id: number;
  product_id: number;
  user_id: number;
  user_membership_id: number | null;
  start_date: IsoDate;
  return_date: IsoDate;
  status: string;
  created_at: Date | string;
  /** From the booking's membership, when it still exists. */
  max_rental_days: number | null;
  end_date: IsoDate | null;
  /** The courier waybill number given at booking time (migration 022). */
  wb_no: string | null;
  /** Fulfilment (migration 072): when the bag left, reached the member and was checked in back. */
  shipped_at: Date | string | null;
  delivered_at: Date | string | null;
  checked_in_at: Date | string | null;
  /** When our courier collected the bag from the member on its way back. */
  return_picked_up_at: Date | string | null;
}

export const BOOKING_COLUMNS = `b.id, b.product_id, b.user_id, b.user_membership_id, b.start_date::text as start_date,
  b.return_date::text as return_date, b.status, b.created_at, pl.max_rental_days, m.end_date::text as end_date, b.wb_no,
  b.shipped_at, b.delivered_at, b.checked_in_at, b.return_picked_up_at`;
export const BOOKING_FROM = `bookings b left join user_memberships m on m.id = b.user_membership_id
  left join membership_plan_slabs s on s.id = m.slab_id left join membership_plans pl on pl.id = s.plan_id`;

export async function findBooking(db: Queryable, id: number): Promise<BookingRow | undefined> {
  return (await db.query<BookingRow>(`select ${BOOKING_COLUMNS} from ${BOOKING_FROM} where b.id = $1`, [id])).rows[0];
}

interface WaybillBooking {
  id: number;
  user_id: number;
  start_date: IsoDate;
  shipped_at: Date | string | null;
  delivered_at: Date | string | null;
  tracking_url: string | null;
}

/** The booking that carries courier waybill `wbNo` (given at booking time, migration 022). */
export async function findBookingByWaybill(db: Queryable, wbNo: string): Promise<WaybillBooking | undefined> {
  return (
    await db.query<WaybillBooking>(
      'select id, user_id, start_date::text as start_date, shipped_at, delivered_at, tracking_url from bookings where wb_no = $1',
      [wbNo],
    )
  ).rows[0];
}

/**
 * Moves a booking's return day, and with it the return pickup: the "due back
 * tomorrow" reminder is forgotten so it comes again for the new day. Returns
 * the bag's title for the member's notification.
 */
export async function moveReturnDate(db: Queryable, bookingId: number, returnDate: IsoDate): Promise<string> {
  await db.query('update bookings set return_date = $2, updated_at = now() where id = $1', [bookingId, returnDate]);
  await db.query('delete from return_reminders where booking_id = $1', [bookingId]);
  const bag = await db.query<{ title: string }>('select p.title from bookings b join products p on p.id = b.product_id where b.id = $1', [bookingId]);
  return bag.rows[0].title;
}

export type BookingStatus = 'BOOKED' | 'RETURNED' | 'CANCELLED';

/** WHERE over `bookings b` for a member's own bookings (of one status, of one bag), with its parameters. */
export function ownWhere(userId: number, status: BookingStatus | null, productId: number | null) {
  const params: unknown[] = [userId];
  let where = 'b.user_id = $1';
  if (status) {
    params.push(status);
    where += ` and b.status = $${params.length}`;
  }
  if (productId !== null) {
    params.push(productId);
    where += ` and b.product_id = $${params.length}`;
  }
  return { where, params };
}

export async function countBookings(db: Queryable, userId: number, status: BookingStatus | null, productId: number | null = null): Promise<number> {
  const { where, params } = ownWhere(userId, status, productId);
  return (await db.query<{ n: number }>(prepared(`select count(*)::int as n from bookings b where ${where}`), params)).rows[0].n;
}

/** Open: BOOKED and not yet ended, so its return date may still change. */
export function isOpen(row: Pick<BookingRow, 'status' | 'return_date'>, today: IsoDate): boolean {
  return row.status === 'BOOKED' && row.return_date >= today;
}

/** The latest return date a booking starting on `startDate` may have under `membership`. */
export function maxReturnDate(startDate: IsoDate, membership: Pick<UserMembershipRow, 'max_rental_days' | 'end_date'>): IsoDate {
  const byPlan = addDays(startDate, membership.max_rental_days - 1);
  return byPlan < membership.end_date ? byPlan : membership.end_date;
}
