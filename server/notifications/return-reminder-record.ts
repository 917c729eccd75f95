import type { Queryable } from '../db/database';

/** Bookings still out whose return day is `day`, not yet reminded. */
export async function listReturnsDueWithoutReminder(
  db: Queryable,
  day: string,
): Promise<{ id: number; user_id: number; title: string; return_date: string | Date }[]> {
  const due = await db.query<{ id: number; user_id: number; title: string; return_date: string | Date }>(
    `select b.id, b.user_id, p.title, b.return_date::text as return_date from bookings b
     join products p on p.id = b.product_id
     where b.status = 'BOOKED' and b.return_date = $1::date
       and not exists (select 1 from return_reminders r where r.booking_id = b.id)`,
    [day],
  );
  return due.rows;
}

/** Records the booking's reminder; false when another run recorded it first. */
export async function claimReturnReminder(tx: Queryable, bookingId: number): Promise<boolean> {
  const mark = await tx.query('insert into return_reminders (booking_id) values ($1) on conflict do nothing returning booking_id', [bookingId]);
  return mark.rows.length > 0;
}
