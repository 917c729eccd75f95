import { Hono } from 'hono';
import { enums, nullable, optional, string, type } from 'superstruct';
import type { ServerContext } from '../../context';
import { isoDay } from '../../catalogue/iso-date';
import { fulfilmentBoard, RETURN_CONDITIONS } from '../../bookings/fulfilment-record';
import { checkInBooking, markBookingDelivered, shipBooking } from '../../bookings/fulfilment-service';
import { readJson } from '../../http/read-json';
import type { OperatorEnv } from '../../http/require-operator';
import { ok } from '../../http/respond';
import { ID, idParam } from './params';

const ShipBody = type({ wbNo: optional(nullable(string())) });
const CheckInBody = type({ condition: enums(RETURN_CONDITIONS), note: optional(nullable(string())) });

/** Fulfilment: what to ship today, what is out, due and overdue; ship, deliver, check in (issue 13). */
export function operatorFulfilmentRoutes(ctx: ServerContext) {
  const app = new Hono<OperatorEnv>();

  app.get('/fulfilment', async (c) => ok(c, await fulfilmentBoard(ctx.db, isoDay(ctx.now()))));

  app.post(`/bookings/:bookingId${ID}/ship`, async (c) => {
    const { wbNo } = await readJson(c, ShipBody);
    return ok(c, await shipBooking(ctx, c.get('operator'), idParam(c, 'bookingId'), wbNo));
  });

  app.post(`/bookings/:bookingId${ID}/deliver`, async (c) => ok(c, await markBookingDelivered(ctx, c.get('operator'), idParam(c, 'bookingId'))));

  app.post(`/bookings/:bookingId${ID}/check-in`, async (c) => {
    const body = await readJson(c, CheckInBody);
    return ok(c, await checkInBooking(ctx, c.get('operator'), idParam(c, 'bookingId'), body));
  });

  return app;
}
