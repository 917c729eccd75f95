import { Hono } from 'hono';
import { enums, type } from 'superstruct';
import type { ServerContext } from '../../context';
import { isoDay } from '../../catalogue/iso-date';
import { fulfilmentBoard, RETURN_CONDITIONS } from '../../bookings/fulfilment-record';
import { checkInBooking, markBookingDelivered, shipBooking } from '../../bookings/fulfilment-service';
import { json, param } from '../../http/parse';
import { IdParam, OptionalText } from '../../http/request-shapes';
import type { OperatorEnv } from '../../http/require-operator';
import { ok } from '../../http/respond';

const BookingParam = type({ bookingId: IdParam });
// The waybill and the note are judged by the service (parseWaybill, conditionNote) with their own messages.
const ShipBody = type({ wbNo: OptionalText(100), trackingUrl: OptionalText(600) });
const CheckInBody = type({ condition: enums(RETURN_CONDITIONS), note: OptionalText(2000) });
const AnyBody = type({});

/** Fulfilment: what to ship today, what is out, due and overdue; ship, deliver, check in. */
export function operatorFulfilmentRoutes(ctx: ServerContext) {
  const app = new Hono<OperatorEnv>();

  app.get('/fulfilment', async (c) => ok(c, await fulfilmentBoard(ctx.db, isoDay(ctx.now()), ctx.config.shippingLeadDays)));

  app.post('/bookings/:bookingId{[0-9]+}/ship', param(BookingParam), json(ShipBody), async (c) =>
    ok(c, await shipBooking(ctx, c.get('operator'), c.req.valid('param').bookingId, c.req.valid('json').wbNo, c.req.valid('json').trackingUrl)),
  );

  app.post('/bookings/:bookingId{[0-9]+}/deliver', param(BookingParam), json(AnyBody, { optional: true }), async (c) =>
    ok(c, await markBookingDelivered(ctx, c.get('operator'), c.req.valid('param').bookingId)),
  );

  app.post('/bookings/:bookingId{[0-9]+}/check-in', param(BookingParam), json(CheckInBody), async (c) =>
    ok(c, await checkInBooking(ctx, c.get('operator'), c.req.valid('param').bookingId, c.req.valid('json'))),
  );

  return app;
}
