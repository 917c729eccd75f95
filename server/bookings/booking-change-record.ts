import type { Queryable } from '../db/database';
import type { IsoDate } from '../catalogue/iso-date';

// The back office's changes to a booking: cancel it, or move it to other days or another bag.

/** Cancels a booking: its days are free again (the exclusion constraint counts only BOOKED rows). */
export async function setBookingCancelled(tx: Queryable, bookingId: number): Promise<void> {
  await tx.query("update bookings set status = 'CANCELLED', updated_at = now() where id = $1", [bookingId]);
  await tx.query('delete from return_reminders where booking_id = $1', [bookingId]);
}

/** Moves a booking to `productId` on `startDate`..`returnDate`; the "due back tomorrow" reminder comes again for the new day. */
export async function moveBooking(tx: Queryable, bookingId: number, to: { productId: number; startDate: IsoDate; returnDate: IsoDate }): Promise<void> {
  await tx.query('update bookings set product_id = $2, start_date = $3, return_date = $4, updated_at = now() where id = $1', [
    bookingId,
    to.productId,
    to.startDate,
    to.returnDate,
  ]);
  await tx.query('delete from return_reminders where booking_id = $1', [bookingId]);
}

/** The membership the booking was made under (its plan's limits judge a change), when it still exists. */
export async function bookingMembershipId(db: Queryable, bookingId: number): Promise<number | null> {
  return (await db.query<{ id: number | null }>('select user_membership_id as id from bookings where id = $1', [bookingId])).rows[0]?.id ?? null;
}

/** A bag's title, when it is in the collection (active). */
export async function activeBagTitle(db: Queryable, productId: number): Promise<string | undefined> {
  return (await db.query<{ title: string }>('select title from products where id = $1 and active', [productId])).rows[0]?.title;
}
