import type { ServerContext } from '../context';
import { addDays, isoDay } from '../catalogue/iso-date';
import { findBookingByWaybill } from '../bookings/booking-record';
import { forbidden, notFound, upstreamFailed } from '../domain-error';
import type { ShipmentDetails } from '../../src/api/shapes/bluedart';
import { log } from '../log/logger';
import { chooseCourier } from './choose-courier';
import { tellCourierStatus } from './courier-status';
import { WAYBILL_MESSAGES as WAYBILL_RULE_MESSAGES } from '../../src/validation/waybill';

export const WAYBILL_MESSAGES = {
  ...WAYBILL_RULE_MESSAGES,
  unknown: 'No shipment with this waybill number.',
  courierUnknown: 'The courier has no tracking for this waybill yet. Please try again later.',
  courierDown: 'Tracking is not available right now. Please try again later.',
} as const;

/** The tracking of one of the member's own bookings, through the courier seam. */
export async function trackShipment(ctx: ServerContext, userId: number, wbNo: string): Promise<ShipmentDetails> {
  const booking = await findBookingByWaybill(ctx.db, wbNo);
  if (!booking) throw notFound(WAYBILL_MESSAGES.unknown);
  if (booking.user_id !== userId) throw forbidden();
  let tracking;
  try {
    // An operator enters the waybill when the bag leaves; older bookings were sent two days before the start.
    const dispatchDate = booking.shipped_at ? isoDay(new Date(booking.shipped_at)) : addDays(booking.start_date, -2);
    const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());
    const shipment = { shippedAt: iso(booking.shipped_at), deliveredAt: iso(booking.delivered_at), trackingUrl: booking.tracking_url };
    tracking = await (ctx.courier ?? chooseCourier()).track(wbNo, { now: ctx.now(), dispatchDate, shipment });
  } catch (error) {
    (ctx.log ?? log).error({ err: error }, 'courier tracking failed');
    throw upstreamFailed(WAYBILL_MESSAGES.courierDown);
  }
  if (!tracking) throw notFound(WAYBILL_MESSAGES.courierUnknown);
  // The member may learn it here first: out for delivery or delivered is told once, however often it is read.
  await tellCourierStatus(ctx.db, booking.id, tracking.status);
  return { ...tracking, bookingId: booking.id };
}
