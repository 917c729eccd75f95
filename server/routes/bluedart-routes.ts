import { Hono } from 'hono';
import { coerce, refine, string, unknown } from 'superstruct';
import type { ServerContext } from '../context';
import { trackShipment, WAYBILL_MESSAGES } from '../courier/tracking-service';
import { form, textPart } from '../http/parse';
import { type AuthEnv, requireUser } from '../http/require-user';
import { ok } from '../http/respond';

export { WAYBILL_MESSAGES } from '../courier/tracking-service';

/** A waybill number as typed: spaces dropped, then 6 to 20 letters and digits. */
const WaybillNumber = refine(
  coerce(string(), unknown(), (value) => (value === undefined || value === null ? '' : typeof value === 'string' ? value.replace(/\s/g, '') : value)),
  'rule:wbNo',
  (value) => (value === '' ? WAYBILL_MESSAGES.required : /^[0-9A-Za-z]{6,20}$/.test(value) || WAYBILL_MESSAGES.invalid),
);

/**
 * POST /api/bluedart/shipment-details (multipart, field wbNo): the tracking of
 * one of the caller's own bookings (an operator enters the waybill when the
 * bag ships, migration 072), through the courier seam.
 */
export function bluedartRoutes(ctx: ServerContext) {
  const app = new Hono<AuthEnv>();

  app.post('/shipment-details', requireUser(ctx), form({ wbNo: textPart(WaybillNumber) }), async (c) =>
    ok(c, await trackShipment(ctx, c.get('user').userId, c.req.valid('form').wbNo)),
  );

  return app;
}
