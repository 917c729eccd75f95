import { Hono } from 'hono';
import { type } from 'superstruct';
import type { ServerContext } from '../../context';
import { addDays, isoDay } from '../../catalogue/iso-date';
import { BOARD_PAGE_SIZE, fulfilmentBoard, upcomingFulfilments } from '../../bookings/fulfilment-record';
import { checkInBooking, markBookingDelivered, shipBooking } from '../../bookings/fulfilment-service';
import { recordReturnPickup } from '../../bookings/return-pickup-service';
import { json, param, query } from '../../http/parse';
import { CheckInRequestShape, FulfilmentBoardQueryShape, FulfilmentRangeQueryShape, ShipRequestShape } from '../../../src/api/shapes/requests/operator';
import { EmptyBodyShape } from '../../../src/api/shapes/requests/parts';
import { IdParam } from '../../../src/api/shapes/requests/parts';
import type { OperatorEnv } from '../../http/require-operator';
import { badRequest, ok } from '../../http/respond';
import { queryPaging } from './params';

const BookingParam = type({ bookingId: IdParam });
const BoardPaging = queryPaging(BOARD_PAGE_SIZE, 200);
const UpcomingPaging = queryPaging(100, 200);
/** The longest range one call lists (a quarter); the default is the next 30 days. */
export const UPCOMING_MAX_DAYS = 92;
export const UPCOMING_MESSAGES = {
  order: 'The range must end on or after the day it starts.',
  tooLong: `Choose a range of at most ${UPCOMING_MAX_DAYS} days.`,
};

/** Fulfilment: what to ship today, what is out, due and overdue; ship, deliver, return picked up, check in. */
export function operatorFulfilmentRoutes(ctx: ServerContext) {
  const app = new Hono<OperatorEnv>();

  // A page of each list (`page`, `size`: the first 50 when absent) and how many each holds (`counts`).
  app.get('/fulfilment', query(FulfilmentBoardQueryShape), async (c) => {
    const page = BoardPaging.of(c.req.valid('query'));
    return ok(c, { ...(await fulfilmentBoard(ctx.db, isoDay(ctx.now()), ctx.config.shippingLeadDays, page)), page: page.page, size: page.size });
  });

  // Every upcoming booking not yet shipped, however far out it starts (the board shows only what is due to ship), a page at a time (100 when no `size`).
  app.get('/fulfilment/upcoming', query(FulfilmentRangeQueryShape), async (c) => {
    const today = isoDay(ctx.now());
    const q = c.req.valid('query');
    const from = q.from ?? today;
    const to = q.to ?? addDays(from, 30);
    if (to < from) throw badRequest(UPCOMING_MESSAGES.order, { to: UPCOMING_MESSAGES.order });
    if (to > addDays(from, UPCOMING_MAX_DAYS - 1)) throw badRequest(UPCOMING_MESSAGES.tooLong, { to: UPCOMING_MESSAGES.tooLong });
    const page = UpcomingPaging.of(q);
    const found = await upcomingFulfilments(ctx.db, { from, to }, today, ctx.config.shippingLeadDays, page);
    return ok(c, { from, to, ...found, page: page.page, size: page.size });
  });

  app.post('/bookings/:bookingId{[0-9]+}/ship', param(BookingParam), json(ShipRequestShape), async (c) =>
    ok(c, await shipBooking(ctx, c.get('operator'), c.req.valid('param').bookingId, c.req.valid('json').wbNo, c.req.valid('json').trackingUrl)),
  );

  app.post('/bookings/:bookingId{[0-9]+}/deliver', param(BookingParam), json(EmptyBodyShape, { optional: true }), async (c) =>
    ok(c, await markBookingDelivered(ctx, c.get('operator'), c.req.valid('param').bookingId)),
  );

  app.post('/bookings/:bookingId{[0-9]+}/return-picked-up', param(BookingParam), json(EmptyBodyShape, { optional: true }), async (c) =>
    ok(c, await recordReturnPickup(ctx, c.get('operator'), c.req.valid('param').bookingId)),
  );

  app.post('/bookings/:bookingId{[0-9]+}/check-in', param(BookingParam), json(CheckInRequestShape), async (c) =>
    ok(c, await checkInBooking(ctx, c.get('operator'), c.req.valid('param').bookingId, c.req.valid('json'))),
  );

  return app;
}
