import type { ServerContext } from '../context';
import type { Queryable } from '../db/database';
import { isoDay, type IsoDate } from '../catalogue/iso-date';
import { conflict, invalidInput, notFound } from '../domain-error';
import { findMembershipById } from '../memberships/membership-record';
import { tellMember, words } from '../notifications/operator-changes';
import type { Actor } from '../operators/actor';
import { writeAudit } from '../operators/audit-record';
import { bagIsTaken, lockActiveProduct } from './booking-guard-record';
import { judgeDates, RETURN_BEFORE_START, START_IN_PAST } from './booking-rules';
import { activeBagTitle, bookingMembershipId, moveBooking, setBookingCancelled } from './booking-change-record';
import { fulfilmentJson, stageOf } from './fulfilment-json';
import { findFulfilment, type FulfilmentRow, overdueProductIds } from './fulfilment-record';
import { tellWaiterIfFree } from './fulfilment-service';

export const BOOKING_CHANGE_MESSAGES = {
  noBooking: 'No such booking.',
  notOpen: 'This booking has been checked in or cancelled: it can no longer change.',
  shippedCancel: 'This bag has already shipped: it cannot be cancelled now. Check it in when it comes back.',
  shippedBag: 'This bag has already shipped: the booking can no longer change to another bag.',
  shippedStart: 'This bag has already shipped: only the return date can change now.',
  reason: 'Say why the booking is cancelled (at most 500 characters): the member reads it.',
  nothing: 'Change the dates or the bag: this is the booking as it stands.',
  noBag: 'That bag is not in the collection.',
  bagTaken: 'That bag is booked on some of these days. Choose other days or another bag.',
  bagNotBack: 'That bag has not come back from its last booking yet. Choose another bag.',
  returnPast: 'The return date cannot be in the past.',
} as const;

const EXCLUSION_VIOLATION = '23P01';

/** What an operator may do with a booking now: the page offers only these, and the server refuses the rest. */
export function bookingActions(row: Pick<FulfilmentRow, 'status' | 'shipped_at'>) {
  const open = row.status === 'BOOKED';
  const notShipped = open && row.shipped_at === null;
  return { cancel: notShipped, changeDates: open, changeBag: notShipped };
}

const detailJson = (row: FulfilmentRow, ctx: ServerContext) => ({
  ...fulfilmentJson(row, isoDay(ctx.now()), ctx.config.shippingLeadDays),
  actions: bookingActions(row),
});

/** GET /api/operator/bookings/{id}: one booking as fulfilment shows it, with what may be done with it. */
export async function bookingDetail(ctx: ServerContext, bookingId: number) {
  const row = await findFulfilment(ctx.db, bookingId);
  if (!row) throw notFound(BOOKING_CHANGE_MESSAGES.noBooking);
  return detailJson(row, ctx);
}

async function lockedOpen(tx: Queryable, bookingId: number): Promise<FulfilmentRow> {
  const row = await findFulfilment(tx, bookingId, true);
  if (!row) throw notFound(BOOKING_CHANGE_MESSAGES.noBooking);
  if (row.status !== 'BOOKED') throw conflict(BOOKING_CHANGE_MESSAGES.notOpen);
  return row;
}

const who = (row: FulfilmentRow) => `${row.first_name} ${row.last_name}`;

/** Cancels a booking that has not shipped: its days are free, the first member waiting for the bag is told, and so is the member. */
export async function cancelBooking(ctx: ServerContext, actor: Actor, bookingId: number, reasonText: string | null | undefined) {
  const reason = (reasonText ?? '').trim();
  if (!reason || reason.length > 500) throw invalidInput(BOOKING_CHANGE_MESSAGES.reason, { reason: BOOKING_CHANGE_MESSAGES.reason });
  const now = ctx.now();
  const today = isoDay(now);
  return ctx.db.transaction(async (tx) => {
    const row = await lockedOpen(tx, bookingId);
    if (row.shipped_at !== null) throw conflict(BOOKING_CHANGE_MESSAGES.shippedCancel);
    await setBookingCancelled(tx, bookingId);
    await tellMember(tx, row.user_id, words.bookingCancelled({ bagTitle: row.title, startDate: row.start_date, reason }));
    const told = await tellWaiterIfFree(tx, row.product_id, today);
    await writeAudit(tx, actor, now, {
      action: 'booking.cancel',
      subjectType: 'booking',
      subjectId: bookingId,
      summary: `Cancelled booking ${bookingId} of ${row.title} for ${who(row)}: ${reason}`,
      before: { status: 'BOOKED', stage: stageOf(row), startDate: row.start_date, returnDate: row.return_date },
      after: { status: 'CANCELLED', reason, waitingMemberTold: told },
    });
    return detailJson((await findFulfilment(tx, bookingId))!, ctx);
  });
}

export interface BookingChange {
  startDate?: IsoDate | null;
  returnDate?: IsoDate | null;
  productId?: number | null;
}

/**
 * Moves a booking to other days or another bag, under the plan it was booked with (rental length, the
 * membership's end) and the bag's other bookings. Before it ships anything may change; once shipped, only
 * the return date (the bag is with the member).
 */
export async function changeBooking(ctx: ServerContext, actor: Actor, bookingId: number, change: BookingChange) {
  const now = ctx.now();
  const today = isoDay(now);
  try {
    return await ctx.db.transaction(async (tx) => {
      const row = await lockedOpen(tx, bookingId);
      const to = {
        productId: change.productId ?? row.product_id,
        startDate: change.startDate ?? row.start_date,
        returnDate: change.returnDate ?? row.return_date,
      };
      const bagChanges = to.productId !== row.product_id;
      const startChanges = to.startDate !== row.start_date;
      if (!bagChanges && !startChanges && to.returnDate === row.return_date) throw invalidInput(BOOKING_CHANGE_MESSAGES.nothing);
      const shipped = row.shipped_at !== null;
      if (shipped && bagChanges) throw conflict(BOOKING_CHANGE_MESSAGES.shippedBag);
      if (shipped && startChanges) throw conflict(BOOKING_CHANGE_MESSAGES.shippedStart);
      if (startChanges && to.startDate < today) throw invalidInput(START_IN_PAST, { startDate: START_IN_PAST });
      if (to.returnDate < to.startDate) throw invalidInput(RETURN_BEFORE_START, { returnDate: RETURN_BEFORE_START });
      if (to.returnDate < today) throw invalidInput(BOOKING_CHANGE_MESSAGES.returnPast, { returnDate: BOOKING_CHANGE_MESSAGES.returnPast });
      const membershipId = await bookingMembershipId(tx, bookingId);
      const membership = membershipId ? await findMembershipById(tx, membershipId) : undefined;
      const refusal = membership ? judgeDates(to.startDate, to.returnDate, today, membership, false) : null;
      if (refusal) throw refusal;
      if (!(await lockActiveProduct(tx, to.productId))) throw notFound(BOOKING_CHANGE_MESSAGES.noBag);
      if (bagChanges && (await overdueProductIds(tx, [to.productId], today)).size > 0) throw conflict(BOOKING_CHANGE_MESSAGES.bagNotBack);
      if (await bagIsTaken(tx, to.productId, to.startDate, to.returnDate, bookingId)) throw conflict(BOOKING_CHANGE_MESSAGES.bagTaken);
      await moveBooking(tx, bookingId, to);
      const bagTitle = bagChanges ? ((await activeBagTitle(tx, to.productId)) ?? row.title) : row.title;
      await tellMember(
        tx,
        row.user_id,
        words.bookingChanged({ bagTitle, startDate: to.startDate, returnDate: to.returnDate, previousBagTitle: bagChanges ? row.title : null }),
      );
      // The days given up may be what someone on the old bag's waiting list needs.
      const told = await tellWaiterIfFree(tx, row.product_id, today);
      await writeAudit(tx, actor, now, {
        action: 'booking.change',
        subjectType: 'booking',
        subjectId: bookingId,
        summary: `Changed booking ${bookingId} for ${who(row)}: ${row.title} ${row.start_date} to ${row.return_date} → ${bagTitle} ${to.startDate} to ${to.returnDate}`,
        before: { productId: row.product_id, bag: row.title, startDate: row.start_date, returnDate: row.return_date },
        after: { productId: to.productId, bag: bagTitle, startDate: to.startDate, returnDate: to.returnDate, waitingMemberTold: told },
      });
      return detailJson((await findFulfilment(tx, bookingId))!, ctx);
    });
  } catch (error) {
    // Two changes racing for the same days: the exclusion constraint has the last word.
    if ((error as { code?: string })?.code === EXCLUSION_VIOLATION) throw conflict(BOOKING_CHANGE_MESSAGES.bagTaken);
    throw error;
  }
}
