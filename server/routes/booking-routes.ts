import { Hono } from 'hono';
import type { ServerContext } from '../context';
import { isoDay } from '../catalogue/iso-date';
import { bookingJson, listBookingsJson } from '../bookings/booking-answers';
import { countBookings } from '../bookings/booking-record';
import { changeReturnDate, checkExpiry, createBooking } from '../bookings/booking-service';
import { paging } from '../http/paging';
import { json } from '../http/parse';
import { BookingExpiryRequestShape, BookingListQueryShape, NewBookingShape, ReturnDateUpdateShape } from '../../src/api/shapes/requests/booking';
import { assertSelf, type AuthEnv, requireUser } from '../http/require-user';
import { badRequest, ok } from '../http/respond';

const BookingPaging = paging(20, 100);

/**
 * Bookings of the caller only (403 for another userId): check-expiry, save,
 * update (return date), list and count. The rules are in
 * server/memberships/PLANS.md and server/bookings/booking-service.ts.
 */
export function bookingRoutes(ctx: ServerContext) {
  const app = new Hono<AuthEnv>();
  app.use('*', requireUser(ctx));
  const today = () => isoDay(ctx.now());

  app.post('/check-expiry', json(BookingExpiryRequestShape), async (c) => {
    const body = c.req.valid('json');
    assertSelf(c, body.userId);
    if (Boolean(body.startDate) !== Boolean(body.returnDate)) throw badRequest('Send both startDate and returnDate, or neither.');
    const dates = body.startDate && body.returnDate ? { startDate: body.startDate, returnDate: body.returnDate } : undefined;
    return ok(c, await checkExpiry(ctx, body.userId, c.get('user').status, dates));
  });

  app.post('/save', json(NewBookingShape), async (c) => {
    const body = c.req.valid('json');
    assertSelf(c, body.userId);
    return ok(c, await bookingJson(ctx.db, await createBooking(ctx, body), today()));
  });

  app.put('/update', json(ReturnDateUpdateShape), async (c) => {
    const body = c.req.valid('json');
    await changeReturnDate(ctx, c.get('user').userId, body.bookingId, body.returnDate);
    return ok(c, await bookingJson(ctx.db, body.bookingId, today()));
  });

  app.post('/list', json(BookingListQueryShape, { optional: true }), async (c) => {
    const body = c.req.valid('json');
    assertSelf(c, body.userId);
    return ok(c, await listBookingsJson(ctx.db, c.get('user').userId, body.status ?? null, BookingPaging.of(body), body.productId ?? null, today()));
  });

  app.post('/count', json(BookingListQueryShape, { optional: true }), async (c) => {
    const body = c.req.valid('json');
    assertSelf(c, body.userId);
    return ok(c, await countBookings(ctx.db, c.get('user').userId, body.status ?? null, body.productId ?? null));
  });

  return app;
}
