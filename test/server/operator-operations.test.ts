import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKING_CHANGE_MESSAGES } from '../../server/bookings/booking-change-service';
import { addDays } from '../../server/catalogue/iso-date';
import { bagIds, book, data, member, renewed, startCollectionServer } from './support/collection-fixtures';
import { operator, operatorGet, operatorPost, ship } from './support/operator';
import { postJson, type Session, type TestServer } from './support/test-server';

// The back office's everyday operations on bookings: cancel before shipping, change days or bag, each
// offered and allowed only in the states where it is valid, told to the member and audit logged.

let server: TestServer & { today: string };
let staff: Session;
let bags: number[];
let nextBag = 0;
const freshBag = () => bags[nextBag++];
const day = (offset: number) => addDays(server.today, offset);
let waybill = 61_000_000_000;
const freshWaybill = () => String((waybill += 1));

beforeAll(async () => {
  server = await startCollectionServer();
  staff = await operator(server);
  bags = await bagIds(server.db);
});
afterAll(() => server.close());

const token = async () => (await renewed(server, staff)).accessToken;
const act = async (bookingId: number, action: string, body: unknown, as?: Session) =>
  operatorPost(server.app, `/bookings/${bookingId}/${action}`, body, as ? (await renewed(server, as)).accessToken : await token());
const bell = async (who: Session) =>
  (await data(await postJson(server.app, '/api/communication/list', { toUserId: who.userId }, (await renewed(server, who)).accessToken))) as {
    title: string;
    message: string;
  }[];
const audit = async (bookingId: number) =>
  (
    await server.db.query<{ action: string; before: Record<string, unknown>; after: Record<string, unknown> }>(
      "select action, before, after from audit_log where subject_type = 'booking' and subject_id = $1 order by id",
      [String(bookingId)],
    )
  ).rows;

describe('operator booking operations', () => {
  it('cancels a booking before it ships: its days are free again, the member is told why, the audit row has before and after', async () => {
    const me = await member(server, 7520000000);
    const bag = freshBag();
    const booking = await data(await book(server.app, me, bag, day(3), day(5)));

    const detail = await data(await operatorGet(server.app, `/bookings/${booking.bookingId}`, await token()));
    expect(detail).toMatchObject({ bookingId: booking.bookingId, stage: 'TO_SHIP', actions: { cancel: true, changeDates: true, changeBag: true } });

    // Members never reach these calls, not even for their own booking; a reason is required.
    expect((await act(booking.bookingId, 'cancel', { reason: 'Changed my mind' }, me)).status).toBe(403);
    expect((await operatorGet(server.app, `/bookings/${booking.bookingId}`, me.accessToken)).status).toBe(403);
    const noReason = await act(booking.bookingId, 'cancel', { reason: '  ' });
    expect(noReason.status).toBe(400);
    expect((await noReason.json()).message).toBe(BOOKING_CHANGE_MESSAGES.reason);

    const cancelled = await data(await act(booking.bookingId, 'cancel', { reason: 'The bag needs repair.' }));
    expect(cancelled).toMatchObject({ stage: 'CANCELLED', actions: { cancel: false, changeDates: false, changeBag: false } });
    expect((await bell(me))[0]).toMatchObject({ title: expect.stringContaining('cancelled'), message: expect.stringContaining('The bag needs repair.') });
    expect(await audit(booking.bookingId)).toEqual([
      expect.objectContaining({
        action: 'booking.cancel',
        before: expect.objectContaining({ status: 'BOOKED', startDate: day(3) }),
        after: expect.objectContaining({ status: 'CANCELLED', reason: 'The bag needs repair.' }),
      }),
    ]);
    // Cancelled twice is refused; the days are bookable by another member.
    expect((await act(booking.bookingId, 'cancel', { reason: 'Again' })).status).toBe(409);
    const other = await member(server, 7520000000);
    expect((await book(server.app, other, bag, day(3), day(5))).status).toBe(200);
  });

  it('changes the days and the bag before shipping; after shipping only the return day, and no cancel', async () => {
    const me = await member(server, 7521000000);
    const booking = await data(await book(server.app, me, freshBag(), day(2), day(4)));
    const newBag = freshBag();

    const moved = await data(await act(booking.bookingId, 'change', { startDate: day(3), returnDate: day(6), productId: newBag }));
    expect(moved).toMatchObject({ startDate: day(3), returnDate: day(6), bag: { productId: newBag } });
    const told = (await bell(me))[0];
    expect(told.title).toMatch(/^Your booking is now /);
    expect(told.message).toContain('now runs from');
    expect((await audit(booking.bookingId)).at(-1)).toMatchObject({
      action: 'booking.change',
      before: { productId: booking.productId, startDate: day(2), returnDate: day(4) },
      after: { productId: newBag, startDate: day(3), returnDate: day(6) },
    });

    // Refusals: nothing changes, days in the past, a return before the start, a bag booked on those days, a bag not in the collection.
    const refusals: [unknown, number, string][] = [
      [{ startDate: day(3) }, 400, BOOKING_CHANGE_MESSAGES.nothing],
      [{ startDate: day(-1) }, 400, 'The start date cannot be in the past.'],
      [{ returnDate: day(2) }, 400, 'The return date cannot be before the start date.'],
      [{ productId: 999_999 }, 404, BOOKING_CHANGE_MESSAGES.noBag],
    ];
    const taken = freshBag();
    const someone = await member(server, 7521000000);
    await data(await book(server.app, someone, taken, day(5), day(7)));
    refusals.push([{ productId: taken }, 409, BOOKING_CHANGE_MESSAGES.bagTaken]);
    for (const [body, status, message] of refusals) {
      const res = await act(booking.bookingId, 'change', body);
      expect([res.status, (await res.json()).message]).toEqual([status, message]);
    }

    await ship(server.app, await token(), booking.bookingId, freshWaybill());
    const shipped = await data(await operatorGet(server.app, `/bookings/${booking.bookingId}`, await token()));
    expect(shipped.actions).toEqual({ cancel: false, changeDates: true, changeBag: false });
    for (const [action, body, message] of [
      ['cancel', { reason: 'Too late' }, BOOKING_CHANGE_MESSAGES.shippedCancel],
      ['change', { productId: freshBag() }, BOOKING_CHANGE_MESSAGES.shippedBag],
      ['change', { startDate: day(4) }, BOOKING_CHANGE_MESSAGES.shippedStart],
    ] as const) {
      const res = await act(booking.bookingId, action, body);
      expect([res.status, (await res.json()).message]).toEqual([409, message]);
    }
    expect(await data(await act(booking.bookingId, 'change', { returnDate: day(5) }))).toMatchObject({ returnDate: day(5), stage: 'IN_TRANSIT' });
  });
});
