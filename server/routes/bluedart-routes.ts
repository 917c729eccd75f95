import { Hono } from 'hono';
import { addDays } from '../catalogue/iso-date';
import type { ServerContext } from '../context';
import { chooseCourier } from '../courier/choose-courier';
import { readForm } from '../http/read-json-part';
import { type AuthEnv, requireUser } from '../http/require-user';
import { badRequest, forbidden, HttpError, notFound, ok } from '../http/respond';
import { log } from '../log/logger';

export const WAYBILL_MESSAGES = {
  required: 'Waybill number is required.',
  invalid: 'Please enter a valid waybill number.',
  unknown: 'No shipment with this waybill number.',
  courierUnknown: 'The courier has no tracking for this waybill yet. Please try again later.',
  courierDown: 'Tracking is not available right now. Please try again later.',
} as const;

/**
 * POST /api/bluedart/shipment-details (multipart, field wbNo): the tracking of
 * one of the caller's own bookings (waybills are given at booking time,
 * migration 022), through the courier seam.
 */
export function bluedartRoutes(ctx: ServerContext): Hono {
  const app = new Hono<AuthEnv>();

  app.post('/shipment-details', requireUser(ctx), async (c) => {
    const form = await readForm(c);
    const part = form.wbNo;
    if (part === undefined || part === '') throw badRequest(WAYBILL_MESSAGES.required, { wbNo: WAYBILL_MESSAGES.required });
    if (typeof part !== 'string') throw badRequest('Send wbNo as one text field.');
    const wbNo = part.replace(/\s/g, '');
    if (!/^[0-9A-Za-z]{6,20}$/.test(wbNo)) throw badRequest(WAYBILL_MESSAGES.invalid, { wbNo: WAYBILL_MESSAGES.invalid });

    const booking = (await ctx.db.query<{ id: number; user_id: number; start_date: string }>(
      'select id, user_id, start_date::text as start_date from bookings where wb_no = $1',
      [wbNo],
    )).rows[0];
    if (!booking) throw notFound(WAYBILL_MESSAGES.unknown);
    if (booking.user_id !== c.get('user').userId) throw forbidden();

    let tracking;
    try {
      // The club sends a bag two days before the booking starts.
      tracking = await (ctx.courier ?? chooseCourier()).track(wbNo, { now: ctx.now(), dispatchDate: addDays(booking.start_date, -2) });
    } catch (error) {
      log.error({ err: error }, 'courier tracking failed');
      throw new HttpError(502, WAYBILL_MESSAGES.courierDown);
    }
    if (!tracking) throw notFound(WAYBILL_MESSAGES.courierUnknown);
    return ok(c, { ...tracking, bookingId: booking.id });
  });

  return app as unknown as Hono;
}
