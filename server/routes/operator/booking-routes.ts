import { Hono } from 'hono';
import { type } from 'superstruct';
import type { ServerContext } from '../../context';
import { bookingDetail, cancelBooking, changeBooking } from '../../bookings/booking-change-service';
import { json, param } from '../../http/parse';
import { ReasonRequestShape } from '../../../src/api/shapes/requests/operator';
import { BookingChangeRequestShape } from '../../../src/api/shapes/requests/operator-operations';
import { IdParam } from '../../../src/api/shapes/requests/parts';
import type { OperatorEnv } from '../../http/require-operator';
import { ok } from '../../http/respond';

const BookingParam = type({ bookingId: IdParam });

/** One booking: what it is and may become; cancel it before it ships, or move it to other days or another bag. */
export function operatorBookingRoutes(ctx: ServerContext) {
  const app = new Hono<OperatorEnv>();

  app.get('/bookings/:bookingId{[0-9]+}', param(BookingParam), async (c) => ok(c, await bookingDetail(ctx, c.req.valid('param').bookingId)));

  app.post('/bookings/:bookingId{[0-9]+}/cancel', param(BookingParam), json(ReasonRequestShape), async (c) =>
    ok(c, await cancelBooking(ctx, c.get('operator'), c.req.valid('param').bookingId, c.req.valid('json').reason)),
  );

  app.post('/bookings/:bookingId{[0-9]+}/change', param(BookingParam), json(BookingChangeRequestShape), async (c) =>
    ok(c, await changeBooking(ctx, c.get('operator'), c.req.valid('param').bookingId, c.req.valid('json'))),
  );

  return app;
}
