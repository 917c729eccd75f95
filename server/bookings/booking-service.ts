import type { ServerContext } from '../context';
import type { BookingExpiry } from '../../src/api/shapes/booking';
import type { Queryable } from '../db/database';
import { type IsoDate, isoDay } from '../catalogue/iso-date';
import { loadAvailability } from '../catalogue/product-record';
import { conflict, DomainError, forbidden, invalidInput, notFound } from '../domain-error';
import { findCurrentMembership, findMembershipById, hasMembershipOnHold, latestMembershipEnd } from '../memberships/membership-record';
import { findBooking, isOpen, moveReturnDate, type BookingRow } from './booking-record';
import { returnPickupMoved } from '../notifications/rental-changed';
import { overdueProductIds } from './fulfilment-record';
import { findBagNames, leaveWaitingList } from './waiting-record';
import { bookingConfirmed } from '../notifications/member-events';
import { bagIsTaken, countOpenBookings, insertBooking, lockActiveProduct, lockBooking, memberBookingsDuring } from './booking-guard-record';
import { lockedUserStatus } from '../users/user-record';
import { BAG_TAKEN, BECOME_MEMBER, busiestDay, judgeBagsAtATime, judgeDates, judgeMember, longDate, rentalDays, RETURN_IN_PAST } from './booking-rules';
import { notifyFirstWaiter } from './wait-list';
import { extensionRefusal } from './extension-rules';
import { pausedRefusal } from '../memberships/pause-service';

export const BOOKING_ENDED = 'This booking has ended: its return date can no longer change.';
export const NO_SUCH_BAG = 'This bag is not in the collection.';
export const NO_SUCH_BOOKING = 'No such booking.';
export const BAG_NOT_BACK =
  'This bag has not come back from its last booking yet: it can be booked again once we have checked it in. Join its waiting list to be told.';

const EXCLUSION_VIOLATION = '23P01';

/** The exclusion constraint is the last word on double bookings: its violation is the same 409. */
async function guardOverlap<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if ((error as { code?: string })?.code === EXCLUSION_VIOLATION) throw conflict(BAG_TAKEN);
    throw error;
  }
}

/** Locks the user's row (bookings of one member are judged one at a time) and returns their status. */
async function lockUser(tx: Queryable, userId: number): Promise<string> {
  const status = await lockedUserStatus(tx, userId);
  if (status === undefined) throw forbidden(BECOME_MEMBER);
  return status;
}

/** Locks the bag's row: bookings of one bag are judged one at a time. */
async function lockProduct(tx: Queryable, productId: number): Promise<void> {
  if (!(await lockActiveProduct(tx, productId))) throw notFound(NO_SUCH_BAG);
}

export interface NewBookingInput {
  userId: number;
  productId: number;
  startDate: IsoDate;
  returnDate: IsoDate;
}

/** POST /api/booking/save: every rule of server/memberships/PLANS.md, then the booking; the member leaves the bag's waiting list. */
export async function createBooking(ctx: ServerContext, input: NewBookingInput): Promise<number> {
  const today = isoDay(ctx.now());
  return guardOverlap(() =>
    ctx.db.transaction(async (tx) => {
      const status = await lockUser(tx, input.userId);
      const membership = await findCurrentMembership(tx, input.userId, today);
      const onHold = !membership && (await hasMembershipOnHold(tx, input.userId, today));
      const refusal =
        judgeMember(status, membership, onHold) ??
        (await pausedRefusal(tx, input.userId, today)) ??
        judgeDates(input.startDate, input.returnDate, today, membership!);
      if (refusal) throw refusal;
      await lockProduct(tx, input.productId);
      if ((await overdueProductIds(tx, [input.productId], today)).size > 0) throw conflict(BAG_NOT_BACK);
      if (await bagIsTaken(tx, input.productId, input.startDate, input.returnDate)) throw conflict(BAG_TAKEN);
      const limit = judgeBagsAtATime(
        membership!,
        busiestDay(await memberBookingsDuring(tx, input.userId, input.startDate, input.returnDate), input.startDate, input.returnDate),
      );
      if (limit) throw limit;
      // Booked at the server's clock, the one fulfilment's "today" is read by (the day it is due to ship at the earliest).
      const id = await insertBooking(tx, { ...input, membershipId: membership!.id, createdAt: ctx.now() });
      await leaveWaitingList(tx, input.productId, input.userId);
      const bag = await findBagNames(tx, input.productId);
      await bookingConfirmed(tx, input.userId, { bagTitle: bag?.title ?? 'your bag', startDate: input.startDate, endDate: input.returnDate }, `booking-${id}`);
      return id;
    }),
  );
}

/**
 * PUT /api/booking/update: a new return date for an open booking of the
 * caller. Shortening is always allowed (it frees days, and the first member
 * waiting for the bag is told); extending follows the plan, the membership
 * and the bag's other bookings like a new booking.
 */
export async function changeReturnDate(ctx: ServerContext, userId: number, bookingId: number, returnDate: IsoDate): Promise<void> {
  const today = isoDay(ctx.now());
  await guardOverlap(() =>
    ctx.db.transaction(async (tx) => {
      if (!(await lockBooking(tx, bookingId))) throw notFound(NO_SUCH_BOOKING);
      const booking = (await findBooking(tx, bookingId)) as BookingRow;
      if (booking.user_id !== userId) throw forbidden();
      if (!isOpen(booking, today)) throw conflict(BOOKING_ENDED);
      if (returnDate === booking.return_date) return;

      const status = await lockUser(tx, userId);
      const extending = returnDate > booking.return_date;
      // Extending is booking more days: it needs an ACTIVE member with a membership covering today, whose plan rules.
      // Shortening needs neither; it keeps to the plan the booking was made under (if that membership still exists).
      const current = await findCurrentMembership(tx, userId, today);
      if (extending) {
        const refusal = judgeMember(status, current, !current && (await hasMembershipOnHold(tx, userId, today))) ?? (await pausedRefusal(tx, userId, today));
        if (refusal) throw refusal;
      }
      const membership = extending ? current : ((booking.user_membership_id ? await findMembershipById(tx, booking.user_membership_id) : undefined) ?? current);
      const refusal = membership
        ? judgeDates(booking.start_date, returnDate, today, membership, false)
        : returnDate < today
          ? invalidInput(RETURN_IN_PAST, { returnDate: RETURN_IN_PAST })
          : null;
      if (refusal) throw refusal;

      await lockProduct(tx, booking.product_id);
      if (extending) {
        const from = booking.return_date;
        const blocked = await extensionRefusal(tx, booking, returnDate);
        if (blocked) throw blocked;
        if (await bagIsTaken(tx, booking.product_id, from, returnDate, bookingId)) throw conflict(BAG_TAKEN);
        const limit = judgeBagsAtATime(membership!, busiestDay(await memberBookingsDuring(tx, userId, from, returnDate, bookingId), from, returnDate));
        if (limit) throw limit;
      }
      const bagTitle = await moveReturnDate(tx, bookingId, returnDate);
      await returnPickupMoved(tx, userId, { bagTitle, returnDate, extended: extending });
      if (!extending) {
        const next = (await loadAvailability(tx, [booking.product_id], today)).get(booking.product_id)?.nextAvailableDate ?? today;
        await notifyFirstWaiter(tx, booking.product_id, next, today);
      }
    }),
  );
}

export type ExpiryAnswer = BookingExpiry;

/** POST /api/booking/check-expiry: the caller's membership, and with dates whether a booking of them would be within it. */
export async function checkExpiry(
  ctx: ServerContext,
  userId: number,
  statusCode: string,
  dates?: { startDate: IsoDate; returnDate: IsoDate },
): Promise<ExpiryAnswer> {
  const today = isoDay(ctx.now());
  const membership = await findCurrentMembership(ctx.db, userId, today);
  const openBookings = await countOpenBookings(ctx.db, userId, today);
  const latestEnd = membership ? undefined : await latestMembershipEnd(ctx.db, userId);
  const answer: ExpiryAnswer = {
    expired: statusCode !== 'ACTIVE' || !membership,
    expiryDate: membership?.end_date ?? latestEnd ?? null,
    message: '',
    planName: membership?.plan_name ?? null,
    bagsAtATime: membership?.bags_at_a_time ?? null,
    maxRentalDays: membership?.max_rental_days ?? null,
    openBookings,
  };
  const memberRefusal =
    judgeMember(statusCode, membership, !membership && (await hasMembershipOnHold(ctx.db, userId, today))) ?? (await pausedRefusal(ctx.db, userId, today));
  if (memberRefusal) {
    answer.message = memberRefusal.message;
    if (dates) answer.covers = false;
    return answer;
  }
  const m = membership!;
  answer.message = `Your ${m.plan_name} membership runs until ${longDate(m.end_date)}: ${m.bags_at_a_time} ${m.bags_at_a_time === 1 ? 'bag' : 'bags'} at a time, each rental up to ${m.max_rental_days} days.`;
  if (!dates) return answer;
  const refusal: DomainError | null =
    judgeDates(dates.startDate, dates.returnDate, today, m) ??
    judgeBagsAtATime(m, busiestDay(await memberBookingsDuring(ctx.db, userId, dates.startDate, dates.returnDate), dates.startDate, dates.returnDate));
  answer.covers = refusal === null;
  const days = rentalDays(dates.startDate, dates.returnDate);
  answer.message = refusal
    ? refusal.message
    : `Your membership covers these ${days} ${days === 1 ? 'day' : 'days'}, ${longDate(dates.startDate)} to ${longDate(dates.returnDate)}.`;
  return answer;
}
