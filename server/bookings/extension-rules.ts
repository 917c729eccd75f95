import { addDays, type IsoDate } from '../catalogue/iso-date';
import { conflict, type DomainError } from '../domain-error';
import type { Queryable } from '../db/database';
import { numericDay } from '../memberships/pause-dates';
import { nextTakenDay } from './extension-record';

const upTo = (returnDate: IsoDate, next: IsoDate) =>
  addDays(next, -1) > returnDate ? `You can extend it up to ${numericDay(addDays(next, -1))} at the latest.` : 'So this rental cannot be extended.';

export const bookedAfter = (returnDate: IsoDate, next: IsoDate) => `Another member has booked this bag from ${numericDay(next)}. ${upTo(returnDate, next)}`;
export const promisedAfter = (returnDate: IsoDate, next: IsoDate) =>
  `A member on this bag's waiting list has been promised it from ${numericDay(next)}. ${upTo(returnDate, next)}`;

/**
 * Why the booking may not be extended to `newReturn` on its bag's calendar: another booking of the bag, or a
 * promise to a waiting member, on one of the added days. Null when the days are free. Called with the bag locked.
 */
export async function extensionRefusal(
  tx: Queryable,
  booking: { id: number; product_id: number; user_id: number; return_date: IsoDate },
  newReturn: IsoDate,
): Promise<DomainError | null> {
  const next = await nextTakenDay(tx, booking.product_id, booking.return_date, booking.id, booking.user_id);
  if (next.booked && next.booked <= newReturn) return conflict(bookedAfter(booking.return_date, next.booked));
  if (next.promised && next.promised <= newReturn) return conflict(promisedAfter(booking.return_date, next.promised));
  return null;
}
