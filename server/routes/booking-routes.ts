import { Hono } from 'hono';
import { enums, optional, nullable, type } from 'superstruct';
import type { ServerContext } from '../context';
import { Id, IsoDateText, optionalInt } from '../catalogue/body-shapes';
import { isoDay } from '../catalogue/iso-date';
import { paging } from '../catalogue/paging';
import { BOOKING_COLUMNS, BOOKING_FROM, bookingsJson, findBooking, type BookingRow } from '../bookings/booking-record';
import { changeReturnDate, checkExpiry, createBooking } from '../bookings/booking-service';
import { readJson } from '../http/read-json';
import { assertSelf, type AuthEnv, requireUser } from '../http/require-user';
import { badRequest } from '../http/respond';
import { ok } from '../http/respond';
import { findUserById } from '../users/user-record';

const SaveBody = type({ productId: Id, userId: Id, startDate: IsoDateText, returnDate: IsoDateText });
const UpdateBody = type({ bookingId: Id, returnDate: IsoDateText });
const ExpiryBody = type({ userId: Id, startDate: optional(nullable(IsoDateText)), returnDate: optional(nullable(IsoDateText)) });
const ListBody = type({
  userId: optional(nullable(Id)),
  page: optionalInt,
  size: optionalInt,
  status: optional(nullable(enums(['BOOKED', 'RETURNED', 'CANCELLED']))),
});

/**
 * Bookings of the caller only (403 for another userId): check-expiry, save,
 * update (return date), list and count. The rules are in
 * server/memberships/PLANS.md and server/bookings/booking-service.ts.
 */
export function bookingRoutes(ctx: ServerContext): Hono {
  const app = new Hono<AuthEnv>();
  app.use('*', requireUser(ctx));
  const today = () => isoDay(ctx.now());

  app.post('/check-expiry', async (c) => {
    const body = await readJson(c, ExpiryBody);
    assertSelf(c, body.userId);
    if (Boolean(body.startDate) !== Boolean(body.returnDate)) throw badRequest('Send both startDate and returnDate, or neither.');
    const user = await findUserById(ctx.db, body.userId);
    const dates = body.startDate && body.returnDate ? { startDate: body.startDate, returnDate: body.returnDate } : undefined;
    return ok(c, await checkExpiry(ctx, body.userId, user?.status_code ?? 'DRAFT', dates));
  });

  app.post('/save', async (c) => {
    const body = await readJson(c, SaveBody);
    assertSelf(c, body.userId);
    const id = await createBooking(ctx, body);
    return ok(c, (await bookingsJson(ctx.db, [(await findBooking(ctx.db, id)) as BookingRow], today()))[0]);
  });

  app.put('/update', async (c) => {
    const body = await readJson(c, UpdateBody);
    await changeReturnDate(ctx, c.get('user').userId, body.bookingId, body.returnDate);
    return ok(c, (await bookingsJson(ctx.db, [(await findBooking(ctx.db, body.bookingId)) as BookingRow], today()))[0]);
  });

  const listQuery = async (c: Parameters<typeof assertSelf>[0]) => {
    const text = (await c.req.text()).trim();
    const body = text ? await readJson(c, ListBody) : {};
    if (body.userId !== undefined && body.userId !== null) assertSelf(c, body.userId);
    const params: unknown[] = [c.get('user').userId];
    let where = 'b.user_id = $1';
    if (body.status) {
      params.push(body.status);
      where += ` and b.status = $${params.length}`;
    }
    return { body, where, params };
  };

  app.post('/list', async (c) => {
    const { body, where, params } = await listQuery(c);
    const { limit, offset } = paging(body.page, body.size, 20, 100);
    const rows = await ctx.db.query<BookingRow>(
      `select ${BOOKING_COLUMNS} from ${BOOKING_FROM} where ${where} order by b.start_date desc, b.id desc limit ${limit} offset ${offset}`,
      params,
    );
    return ok(c, await bookingsJson(ctx.db, rows.rows, today()));
  });

  app.post('/count', async (c) => {
    const { where, params } = await listQuery(c);
    const result = await ctx.db.query<{ n: number }>(`select count(*)::int as n from bookings b where ${where}`, params);
    return ok(c, result.rows[0].n);
  });

  return app as unknown as Hono;
}
