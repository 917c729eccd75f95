import { Hono } from 'hono';
import { enums, nullable, optional, type } from 'superstruct';
import type { ServerContext } from '../context';
import { isoDay } from '../catalogue/iso-date';
import { bookingJson, bookingsJson, countBookings, listBookings } from '../bookings/booking-record';
import { changeReturnDate, checkExpiry, createBooking } from '../bookings/booking-service';
import { paging } from '../http/paging';
import { json } from '../http/parse';
import { Id, IsoDateText, OptionalId } from '../../src/api/shapes/request-parts';
import { assertSelf, type AuthEnv, requireUser } from '../http/require-user';
import { badRequest, ok } from '../http/respond';

const BookingPaging = paging(20, 100);
const SaveBody = type({ productId: Id, userId: Id, startDate: IsoDateText, returnDate: IsoDateText });
const UpdateBody = type({ bookingId: Id, returnDate: IsoDateText });
const ExpiryBody = type({ userId: Id, startDate: optional(nullable(IsoDateText)), returnDate: optional(nullable(IsoDateText)) });
const ListBody = type({
  ...BookingPaging.fields,
  userId: OptionalId,
  status: optional(nullable(enums(['BOOKED', 'RETURNED', 'CANCELLED']))),
  /** Ours: only the bookings of this bag (the bag page lists the member's bookings of it alone). */
  productId: OptionalId,
});

/**
 * Bookings of the caller only (403 for another userId): check-expiry, save,
 * update (return date), list and count. The rules are in
 * server/memberships/PLANS.md and server/bookings/booking-service.ts.
 */
export function bookingRoutes(ctx: ServerContext) {
  const app = new Hono<AuthEnv>();
  app.use('*', requireUser(ctx));
  const today = () => isoDay(ctx.now());

  app.post('/check-expiry', json(ExpiryBody), async (c) => {
    const body = c.req.valid('json');
    assertSelf(c, body.userId);
    if (Boolean(body.startDate) !== Boolean(body.returnDate)) throw badRequest('Send both startDate and returnDate, or neither.');
    const dates = body.startDate && body.returnDate ? { startDate: body.startDate, returnDate: body.returnDate } : undefined;
    return ok(c, await checkExpiry(ctx, body.userId, c.get('user').status, dates));
  });

  app.post('/save', json(SaveBody), async (c) => {
    const body = c.req.valid('json');
    assertSelf(c, body.userId);
    return ok(c, await bookingJson(ctx.db, await createBooking(ctx, body), today()));
  });

  app.put('/update', json(UpdateBody), async (c) => {
    const body = c.req.valid('json');
    await changeReturnDate(ctx, c.get('user').userId, body.bookingId, body.returnDate);
    return ok(c, await bookingJson(ctx.db, body.bookingId, today()));
  });

  app.post('/list', json(ListBody, { optional: true }), async (c) => {
    const body = c.req.valid('json');
    assertSelf(c, body.userId);
    const rows = await listBookings(ctx.db, c.get('user').userId, body.status ?? null, BookingPaging.of(body), body.productId ?? null);
    return ok(c, await bookingsJson(ctx.db, rows, today()));
  });

  app.post('/count', json(ListBody, { optional: true }), async (c) => {
    const body = c.req.valid('json');
    assertSelf(c, body.userId);
    return ok(c, await countBookings(ctx.db, c.get('user').userId, body.status ?? null, body.productId ?? null));
  });

  return app;
}
