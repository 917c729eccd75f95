import type { ServerContext } from '../context';
import type { Queryable } from '../db/database';
import { isoDay, type IsoDate } from '../catalogue/iso-date';
import { loadAvailability } from '../catalogue/product-record';
import { setConditionGrade } from '../catalogue/bag-details-record';
import { lockProduct, setProductActive } from '../catalogue/catalogue-admin-record';
import type { ConditionGrade } from '../../src/api/shapes/product';
import { normalizeWaybill, waybillProblem } from '../../src/validation/waybill';
import { conflict, invalidInput, notFound } from '../domain-error';
import { bagDelivered, bagReturned, bagShipped } from '../notifications/member-events';
import type { Actor } from '../operators/actor';
import { writeAudit } from '../operators/audit-record';
import { fulfilmentJson, stageOf } from './fulfilment-json';
import { findFulfilment, type FulfilmentRow, markCheckedIn, markDelivered, markShipped, type ReturnCondition } from './fulfilment-record';
import { notifyFirstWaiter } from './wait-list';
import { chooseCourier } from '../courier/choose-courier';

export const NOTE_MAX = 500;

export const FULFILMENT_MESSAGES = {
  noBooking: 'No such booking.',
  waybillRequired: 'Enter the courier’s waybill number.',
  waybillInvalid: 'A waybill number is 6 to 20 letters and digits.',
  waybillTaken: 'This waybill number is already on another booking.',
  trackingUrlRequired: 'We ship by hand: enter the courier’s tracking link for this waybill, so the member can follow the parcel.',
  trackingUrlInvalid: 'A tracking link is the courier’s web address for the parcel, starting https:// (at most 500 characters).',
  alreadyShipped: 'This booking has already been shipped.',
  notShipped: 'This booking has not been shipped yet.',
  alreadyDelivered: 'This booking has already been marked delivered.',
  notDelivered: 'This bag is still on its way to the member: mark it delivered before checking it in.',
  notOut: 'This booking is not out: it has been checked in or cancelled.',
  ended: 'The return date of this booking has passed: check the bag in instead.',
  noteRequired: 'Describe the damage in the note.',
  noteTooLong: `The note must be at most ${NOTE_MAX} characters.`,
} as const;

const UNIQUE_VIOLATION = '23505';

async function lockedBooking(tx: Queryable, bookingId: number): Promise<FulfilmentRow> {
  const row = await findFulfilment(tx, bookingId, true);
  if (!row) throw notFound(FULFILMENT_MESSAGES.noBooking);
  if (row.status !== 'BOOKED') throw conflict(FULFILMENT_MESSAGES.notOut);
  return row;
}

const label = (row: FulfilmentRow) => `booking ${row.id} of ${row.title} for ${row.first_name} ${row.last_name}`;

/** The waybill as entered (spaces dropped), or the 400 saying what is wrong with it. */
export function parseWaybill(value: string | null | undefined): string {
  const wbNo = normalizeWaybill(value ?? '');
  const problem = waybillProblem(wbNo);
  if (problem === 'required') throw invalidInput(FULFILMENT_MESSAGES.waybillRequired, { wbNo: FULFILMENT_MESSAGES.waybillRequired });
  if (problem === 'invalid') throw invalidInput(FULFILMENT_MESSAGES.waybillInvalid, { wbNo: FULFILMENT_MESSAGES.waybillInvalid });
  return wbNo;
}

/** The courier's tracking link as typed: an http(s) address, required when the club ships by hand (no courier API to ask). */
export function parseTrackingUrl(value: string | null | undefined, required: boolean): string | null {
  const text = (value ?? '').trim();
  if (!text) {
    if (required) throw invalidInput(FULFILMENT_MESSAGES.trackingUrlRequired, { trackingUrl: FULFILMENT_MESSAGES.trackingUrlRequired });
    return null;
  }
  const url = URL.canParse(text) ? new URL(text) : null;
  if (!url || !/^https?:$/.test(url.protocol) || text.length > 500) {
    throw invalidInput(FULFILMENT_MESSAGES.trackingUrlInvalid, { trackingUrl: FULFILMENT_MESSAGES.trackingUrlInvalid });
  }
  return url.href;
}

/**
 * The bag left with the courier: the waybill the courier gave (and, shipping by
 * hand, its tracking link) is stored on the booking (the member's tracking reads
 * it from there) and the member is told.
 */
export async function shipBooking(ctx: ServerContext, actor: Actor, bookingId: number, waybill: string | null | undefined, link?: string | null) {
  const wbNo = parseWaybill(waybill);
  const trackingUrl = parseTrackingUrl(link, (ctx.courier ?? chooseCourier()).name === 'manual');
  const now = ctx.now();
  const today = isoDay(now);
  try {
    return await ctx.db.transaction(async (tx) => {
      const row = await lockedBooking(tx, bookingId);
      if (row.shipped_at !== null) throw conflict(FULFILMENT_MESSAGES.alreadyShipped);
      if (row.return_date < today) throw conflict(FULFILMENT_MESSAGES.ended);
      await markShipped(tx, bookingId, wbNo, now, trackingUrl);
      await bagShipped(tx, row.user_id, { bagTitle: row.title, wbNo, startDate: row.start_date, trackingUrl }, `booking-${bookingId}`);
      await writeAudit(tx, actor, now, {
        action: 'booking.ship',
        subjectType: 'booking',
        subjectId: bookingId,
        summary: `Shipped ${label(row)} with waybill ${wbNo}${trackingUrl ? ` (tracking ${trackingUrl})` : ''}`,
        before: { stage: stageOf(row), wbNo: row.wb_no },
        after: { stage: 'IN_TRANSIT', wbNo, trackingUrl },
      });
      return fulfilmentJson((await findFulfilment(tx, bookingId))!, today, ctx.config.shippingLeadDays);
    });
  } catch (error) {
    if ((error as { code?: string })?.code === UNIQUE_VIOLATION) throw conflict(FULFILMENT_MESSAGES.waybillTaken);
    throw error;
  }
}

/** The courier delivered the bag to the member. */
export async function markBookingDelivered(ctx: ServerContext, actor: Actor, bookingId: number) {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const row = await lockedBooking(tx, bookingId);
    if (row.shipped_at === null) throw conflict(FULFILMENT_MESSAGES.notShipped);
    if (row.delivered_at !== null) throw conflict(FULFILMENT_MESSAGES.alreadyDelivered);
    await markDelivered(tx, bookingId, now);
    await bagDelivered(tx, row.user_id, { bagTitle: row.title, returnDate: row.return_date }, `booking-${bookingId}`);
    await writeAudit(tx, actor, now, {
      action: 'booking.deliver',
      subjectType: 'booking',
      subjectId: bookingId,
      summary: `Marked ${label(row)} delivered`,
      before: { stage: 'IN_TRANSIT' },
      after: { stage: 'OUT' },
    });
    return fulfilmentJson((await findFulfilment(tx, bookingId))!, isoDay(now), ctx.config.shippingLeadDays);
  });
}

/** The note as stored: trimmed, at most NOTE_MAX characters, required when the bag came back damaged. */
export function conditionNote(condition: ReturnCondition, note: string | null | undefined): string | null {
  const text = (note ?? '').trim();
  if (text.length > NOTE_MAX) throw invalidInput(FULFILMENT_MESSAGES.noteTooLong, { note: FULFILMENT_MESSAGES.noteTooLong });
  if (condition === 'DAMAGED' && !text) throw invalidInput(FULFILMENT_MESSAGES.noteRequired, { note: FULFILMENT_MESSAGES.noteRequired });
  return text || null;
}

/** Tells the first member waiting for the bag when it is free today (nothing booked or overdue on it). */
export async function tellWaiterIfFree(tx: Queryable, productId: number, today: IsoDate): Promise<number | null> {
  const availability = (await loadAvailability(tx, [productId], today)).get(productId);
  return availability?.available ? notifyFirstWaiter(tx, productId, today, today) : null;
}

/**
 * The bag is back: the booking is RETURNED with the bag's condition. Only now
 * is the bag bookable again, and the first member waiting is told. A damaged
 * bag leaves the collection until an operator puts it back (Catalogue).
 */
export async function checkInBooking(
  ctx: ServerContext,
  actor: Actor,
  bookingId: number,
  input: { condition: ReturnCondition; note?: string | null; grade?: ConditionGrade | null },
) {
  const note = conditionNote(input.condition, input.note);
  const now = ctx.now();
  const today = isoDay(now);
  return ctx.db.transaction(async (tx) => {
    const row = await lockedBooking(tx, bookingId);
    if (row.shipped_at === null && row.start_date > today) throw conflict(FULFILMENT_MESSAGES.notShipped);
    // A bag with the courier cannot come back yet: checking it in would free it for another member while it travels.
    if (row.shipped_at !== null && row.delivered_at === null) throw conflict(FULFILMENT_MESSAGES.notDelivered);
    await lockProduct(tx, row.product_id);
    await markCheckedIn(tx, bookingId, { condition: input.condition, note, today, at: now });
    await bagReturned(tx, row.user_id, { bagTitle: row.title }, `booking-${bookingId}`);
    const damaged = input.condition === 'DAMAGED';
    // The grade its page shows from now on (a damaged bag leaves the collection; it is graded when put back).
    const grade = damaged ? null : (input.grade ?? null);
    if (grade) await setConditionGrade(tx, row.product_id, grade);
    if (damaged) await setProductActive(tx, row.product_id, false, now);
    const told = damaged ? null : await tellWaiterIfFree(tx, row.product_id, today);
    await writeAudit(tx, actor, now, {
      action: 'booking.check-in',
      subjectType: 'booking',
      subjectId: bookingId,
      summary: `Checked in ${label(row)}: ${input.condition.toLowerCase().replace('_', ' ')}${note ? ` (${note})` : ''}${damaged ? '; the bag left the collection' : ''}`,
      before: { stage: stageOf(row), status: row.status },
      after: { stage: 'RETURNED', status: 'RETURNED', condition: input.condition, note, grade, bagInCollection: !damaged, waitingMemberTold: told },
    });
    return {
      booking: fulfilmentJson((await findFulfilment(tx, bookingId))!, today, ctx.config.shippingLeadDays),
      bagInCollection: !damaged,
      waitingMemberTold: told !== null,
    };
  });
}
