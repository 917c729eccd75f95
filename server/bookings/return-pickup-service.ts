import type { ServerContext } from '../context';
import { isoDay } from '../catalogue/iso-date';
import { conflict, notFound } from '../domain-error';
import { returnPickedUp } from '../notifications/delivery-events';
import type { Actor } from '../operators/actor';
import { writeAudit } from '../operators/audit-record';
import { fulfilmentJson } from './fulfilment-json';
import { findFulfilment } from './fulfilment-record';
import { markReturnPickedUp } from './return-pickup-record';

export const RETURN_PICKUP_MESSAGES = {
  noBooking: 'No such booking.',
  notOut: 'This booking is not out: it has been checked in or cancelled.',
  notDelivered: 'This bag has not reached the member yet: mark it delivered before its return is picked up.',
  already: 'The return of this booking has already been picked up.',
} as const;

/**
 * Our courier collected a bag from the member for its return: recorded once (the booking locked), the
 * member told once ("on its way back", SMS), the action audited. The bag is checked in when it arrives.
 */
export async function recordReturnPickup(ctx: ServerContext, actor: Actor, bookingId: number) {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const row = await findFulfilment(tx, bookingId, true);
    if (!row) throw notFound(RETURN_PICKUP_MESSAGES.noBooking);
    if (row.status !== 'BOOKED') throw conflict(RETURN_PICKUP_MESSAGES.notOut);
    if (row.delivered_at === null) throw conflict(RETURN_PICKUP_MESSAGES.notDelivered);
    if (!(await markReturnPickedUp(tx, bookingId, now))) throw conflict(RETURN_PICKUP_MESSAGES.already);
    await returnPickedUp(tx, row.user_id, { bookingId, bagTitle: row.title, returnDate: isoDay(now) });
    await writeAudit(tx, actor, now, {
      action: 'booking.return-pickup',
      subjectType: 'booking',
      subjectId: bookingId,
      summary: `Return of booking ${bookingId} of ${row.title} for ${row.first_name} ${row.last_name} picked up`,
      before: { returnPickedUpAt: null },
      after: { returnPickedUpAt: now.toISOString() },
    });
    return fulfilmentJson((await findFulfilment(tx, bookingId))!, isoDay(now), ctx.config.shippingLeadDays);
  });
}
