import { Hono } from 'hono';
import { type } from 'superstruct';
import type { ServerContext } from '../../context';
import { addDays, isoDay } from '../../catalogue/iso-date';
import { fulfilmentBoard, fulfilmentExport, type ListedFulfilment, upcomingFulfilments } from '../../bookings/fulfilment-answers';
import { BOARD_PAGE_SIZE } from '../../bookings/fulfilment-record';
import { checkInBooking, markBookingDelivered, shipBooking } from '../../bookings/fulfilment-service';
import { recordReturnPickup } from '../../bookings/return-pickup-service';
import { json, param, query } from '../../http/parse';
import {
  CheckInRequestShape,
  FulfilmentBoardQueryShape,
  FulfilmentExportQueryShape,
  FulfilmentRangeQueryShape,
  ShipRequestShape,
} from '../../../src/api/shapes/requests/operator';
import { packingSlip } from '../../bookings/packing-slip';
import { csvResponse, type CsvColumn } from '../../http/csv-response';
import { recordExport } from '../../operators/list-export';
import { indianDay, indianMobile, indianMoment } from '../../text/csv';
import { EmptyBodyShape } from '../../../src/api/shapes/requests/parts';
import { IdParam } from '../../../src/api/shapes/requests/parts';
import type { OperatorEnv } from '../../http/require-operator';
import { badRequest, ok } from '../../http/respond';
import { queryPaging } from './params';
import { okCompressed } from './compressed-answer';

const BookingParam = type({ bookingId: IdParam });
const LIST_WORDS = { toShip: 'To ship', dueToday: 'Due back today', overdue: 'Overdue', inTransit: 'On the way', out: 'Out with member' } as const;
const FULFILMENT_COLUMNS: CsvColumn<ListedFulfilment>[] = [
  { heading: 'List', cell: (f) => LIST_WORDS[f.list] },
  { heading: 'Booking', cell: (f) => f.bookingId },
  { heading: 'Bag', cell: (f) => `${f.bag.title} by ${f.bag.brand}` },
  { heading: 'Member', cell: (f) => f.member.name },
  { heading: 'Mobile (+91)', cell: (f) => indianMobile(f.member.mobile) },
  { heading: 'Address', cell: (f) => [f.address.addressLine1, f.address.addressLine2, f.address.city, f.address.state].filter(Boolean).join(', ') },
  { heading: 'PIN code', cell: (f) => f.address.zipcode },
  { heading: 'Starts', cell: (f) => indianDay(f.startDate) },
  { heading: 'Returns', cell: (f) => indianDay(f.returnDate) },
  { heading: 'Ship by', cell: (f) => indianDay(f.dispatchDate) },
  { heading: 'Late to ship', cell: (f) => f.lateToShip },
  { heading: 'Days overdue', cell: (f) => f.overdueDays || null },
  { heading: 'Waybill', cell: (f) => f.wbNo },
  { heading: 'Shipped', cell: (f) => indianMoment(f.shippedAt) },
  { heading: 'Delivered', cell: (f) => indianMoment(f.deliveredAt) },
];
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

  // A page of each list (`page`, `size`: the first 20 when absent, BOARD_PAGE_SIZE) and how many each holds (`counts`).
  app.get('/fulfilment', query(FulfilmentBoardQueryShape), async (c) => {
    const q = c.req.valid('query');
    const page = BoardPaging.of(q);
    return okCompressed(c, { ...(await fulfilmentBoard(ctx.db, isoDay(ctx.now()), ctx.config.shippingLeadDays, page, q)), page: page.page, size: page.size });
  });

  // The board as sorted on screen, one list (`list`) or all of them, every page, as a spreadsheet; audited (members' addresses leave the club).
  app.get('/fulfilment.csv', query(FulfilmentExportQueryShape), async (c) => {
    const q = c.req.valid('query');
    const filename = await recordExport(ctx.db, c.get('operator'), ctx.now(), 'fulfilment', { list: q.list, sort: q.sort, dir: q.dir });
    const today = isoDay(ctx.now());
    return csvResponse(c, filename, FULFILMENT_COLUMNS, (page) => fulfilmentExport(ctx.db, today, ctx.config.shippingLeadDays, q, page));
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
    return okCompressed(c, { from, to, ...found, page: page.page, size: page.size });
  });

  // The packing slip and return label of one shipment, printed from the back office.
  app.get('/bookings/:bookingId{[0-9]+}/packing-slip', param(BookingParam), async (c) => ok(c, await packingSlip(ctx, c.req.valid('param').bookingId)));

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
