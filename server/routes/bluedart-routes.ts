import { Hono } from 'hono';
import type { ServerContext } from '../context';
import { trackShipment } from '../courier/tracking-service';
import { form, textPart } from '../http/parse';
import { WaybillNumberShape } from '../../src/api/shapes/requests/bluedart';
import { type AuthEnv, requireUser } from '../http/require-user';
import { ok } from '../http/respond';

export { WAYBILL_MESSAGES } from '../courier/tracking-service';

/**
 * POST /api/bluedart/shipment-details (multipart, field wbNo): the tracking of
 * one of the caller's own bookings (an operator enters the waybill when the
 * bag ships, migration 072), through the courier seam.
 */
export function bluedartRoutes(ctx: ServerContext) {
  const app = new Hono<AuthEnv>();

  app.post('/shipment-details', requireUser(ctx), form({ wbNo: textPart(WaybillNumberShape) }), async (c) =>
    ok(c, await trackShipment(ctx, c.get('user').userId, c.req.valid('form').wbNo)),
  );

  return app;
}
