import { is } from 'superstruct';
import { array } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BookingExpiryShape, BookingShape } from '../../src/api/shapes/booking';
import { BECOME_MEMBER, MEMBERSHIP_NOT_CURRENT } from '../../server/bookings/booking-rules';
import { BOOKING_ENDED } from '../../server/bookings/booking-service';
import { addDays } from '../../server/catalogue/iso-date';
import { sendReturnDueReminders } from '../../server/notifications/return-due-reminders';
import { bagIds, book, data, member, putJson, startCollectionServer } from './support/collection-fixtures';
import { postJson, type TestServer } from './support/test-server';

let server: TestServer & { today: string };
let bags: number[];
let nextBag = 0;
/** A bag no other test has booked. */
const freshBag = () => bags[nextBag++];
const day = (offset: number) => addDays(server.today, offset);
const BASE = 7300000000;

beforeAll(async () => {
  server = await startCollectionServer();
  bags = await bagIds(server.db);
});
afterAll(() => server.close());

const expiry = (who: { userId: number; accessToken: string }, body: Record<string, unknown> = {}) =>
  postJson(server.app, '/api/booking/check-expiry', { userId: who.userId, ...body }, who.accessToken);

describe('check-expiry', () => {
  it('tells an ACTIVE member their membership and plan, and whether given dates are covered', async () => {
    const me = await member(server, BASE, { plan: 'SIGNATURE', months: 3 });
    const answer = await data(await expiry(me));
    expect(is(answer, BookingExpiryShape)).toBe(true);
    expect(answer).toMatchObject({ expired: false, expiryDate: '2026-06-01', planName: 'Signature', bagsAtATime: 2, maxRentalDays: 14, openBookings: 0 });
    expect(answer.message).toBe('Your Signature membership runs until 1 June 2026: 2 bags at a time, each rental up to 14 days.');

    expect(await data(await expiry(me, { startDate: day(1), returnDate: day(14) }))).toMatchObject({
      covers: true,
      message: 'Your membership covers these 14 days, 3 March 2026 to 16 March 2026.',
    });
    const tooLong = await data(await expiry(me, { startDate: day(1), returnDate: day(15) }));
    expect(tooLong).toMatchObject({
      expired: false,
      covers: false,
      message: 'Your Signature plan allows rentals of up to 14 days (the start and return days both count).',
    });
    const pastEnd = await data(await expiry(me, { startDate: '2026-05-30', returnDate: '2026-06-02' }));
    expect(pastEnd).toMatchObject({ covers: false, message: 'Your membership ends on 1 June 2026: choose a return date on or before it.' });
  });

  it('says expired for a member without a current membership or not ACTIVE', async () => {
    const ended = await member(server, BASE, { plan: 'CLASSIC', months: 3, startDate: '2025-10-01' });
    expect(await data(await expiry(ended, { startDate: day(1), returnDate: day(2) }))).toMatchObject({
      expired: true,
      covers: false,
      expiryDate: '2025-12-31',
      message: MEMBERSHIP_NOT_CURRENT,
    });
    const draft = await member(server, BASE, { plan: null, status: 'DRAFT' });
    expect(await data(await expiry(draft))).toMatchObject({ expired: true, expiryDate: null, message: BECOME_MEMBER });
  });

  it('400 for half a date pair or a bad date, 403 for another user, 401 without a token', async () => {
    const me = await member(server, BASE);
    const other = await member(server, BASE);
    expect((await expiry(me, { startDate: day(1) })).status).toBe(400);
    const bad = await expiry(me, { startDate: '2026-02-30', returnDate: day(2) });
    expect(bad.status).toBe(400);
    expect((await bad.json()).message).toBe('The field "startDate" is invalid: a calendar date as yyyy-mm-dd.');
    expect((await postJson(server.app, '/api/booking/check-expiry', { userId: other.userId }, me.accessToken)).status).toBe(403);
    expect((await postJson(server.app, '/api/booking/check-expiry', { userId: me.userId })).status).toBe(401);
  });
});

describe('save', () => {
  it('books a free bag for an ACTIVE member and answers the BookingShape', async () => {
    const me = await member(server, BASE, { plan: 'CLASSIC' });
    const bag = freshBag();
    const booking = await data(await book(server.app, me, bag, day(0), day(6)));
    expect(is(booking, BookingShape)).toBe(true);
    expect(booking).toMatchObject({
      productId: bag,
      userId: me.userId,
      startDate: day(0),
      returnDate: day(6),
      status: { name: 'BOOKED' },
      open: true,
      maxReturnDate: day(6),
    });
    expect(booking.product).toMatchObject({ productId: bag, available: false, nextAvailableDate: day(7) });
  });

  it('validates the dates: 400 with a message for each rule', async () => {
    const me = await member(server, BASE, { plan: 'CLASSIC', months: 3 });
    const bag = freshBag();
    const cases: [string, string, string][] = [
      [day(-1), day(2), 'The start date cannot be in the past.'],
      [day(3), day(2), 'The return date cannot be before the start date.'],
      [day(1), day(8), 'Your Classic plan allows rentals of up to 7 days (the start and return days both count).'],
      ['2026-05-30', '2026-06-02', 'Your membership ends on 1 June 2026: choose a return date on or before it.'],
    ];
    for (const [start, end, message] of cases) {
      const res = await book(server.app, me, bag, start, end);
      expect(res.status, message).toBe(400);
      expect((await res.json()).message).toBe(message);
    }
    expect((await postJson(server.app, '/api/booking/save', { productId: bag, userId: me.userId, startDate: day(1) }, me.accessToken)).status).toBe(400);
    expect(
      (await postJson(server.app, '/api/booking/save', { productId: bag, userId: me.userId, startDate: '3/4/2026', returnDate: day(2) }, me.accessToken))
        .status,
    ).toBe(400);
    const missing = await book(server.app, me, 999999, day(1), day(2));
    expect(missing.status).toBe(404);
  });

  it('403 with a become-a-member message for users who are not ACTIVE; 403 for an ended membership or another userId', async () => {
    const bag = freshBag();
    for (const status of ['DRAFT', 'APPROVED', 'DEACTIVE', 'EXPIRE']) {
      const user = await member(server, BASE, { plan: 'CLASSIC', status });
      const res = await book(server.app, user, bag, day(1), day(2));
      expect(res.status, status).toBe(403);
      expect((await res.json()).message).toBe(BECOME_MEMBER);
    }
    const ended = await member(server, BASE, { plan: 'CLASSIC', startDate: '2025-10-01' });
    const res = await book(server.app, ended, bag, day(1), day(2));
    expect(res.status).toBe(403);
    expect((await res.json()).message).toBe(MEMBERSHIP_NOT_CURRENT);

    const me = await member(server, BASE);
    const other = await member(server, BASE);
    expect(
      (await postJson(server.app, '/api/booking/save', { productId: bag, userId: other.userId, startDate: day(1), returnDate: day(2) }, me.accessToken)).status,
    ).toBe(403);
    expect((await postJson(server.app, '/api/booking/save', { productId: bag, userId: me.userId, startDate: day(1), returnDate: day(2) })).status).toBe(401);
  });

  it('refuses overlapping dates of a booked bag with 409, and allows the day after its return', async () => {
    const bag = freshBag();
    const first = await member(server, BASE);
    const second = await member(server, BASE);
    await data(await book(server.app, first, bag, day(2), day(5)));
    for (const [start, end] of [
      [day(5), day(6)],
      [day(0), day(2)],
      [day(3), day(4)],
    ]) {
      const res = await book(server.app, second, bag, start, end);
      expect(res.status).toBe(409);
      expect((await res.json()).message).toBe('Sorry, this bag is already booked for some of these dates. Choose other dates or join its waiting list.');
    }
    await data(await book(server.app, second, bag, day(6), day(8)));
    await data(await book(server.app, await member(server, BASE), bag, day(0), day(1)));
  });

  it('two members booking the same bag for overlapping dates at once: one booking, one 409', async () => {
    const bag = freshBag();
    const a = await member(server, BASE);
    const b = await member(server, BASE);
    const results = await Promise.all([book(server.app, a, bag, day(1), day(4)), book(server.app, b, bag, day(3), day(6))]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const rows = await server.db.query("select user_id from bookings where product_id = $1 and status = 'BOOKED'", [bag]);
    expect(rows.rows).toHaveLength(1);
  });

  it('one Classic member booking two bags for the same days at once: one booking, one 409', async () => {
    const classic = await member(server, BASE, { plan: 'CLASSIC' });
    const results = await Promise.all([book(server.app, classic, freshBag(), day(1), day(2)), book(server.app, classic, freshBag(), day(2), day(3))]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
  });

  it('the database itself refuses an overlapping BOOKED row (exclusion constraint), whatever the code does', async () => {
    const bag = freshBag();
    const a = await member(server, BASE);
    await data(await book(server.app, a, bag, day(1), day(3)));
    await expect(
      server.db.query('insert into bookings (product_id, user_id, start_date, return_date) values ($1, $2, $3, $4)', [bag, a.userId, day(3), day(4)]),
    ).rejects.toMatchObject({ code: '23P01' });
  });

  it('keeps to the plan’s bags at a time: same days refused, later days allowed', async () => {
    const classic = await member(server, BASE, { plan: 'CLASSIC' });
    const [one, two] = [freshBag(), freshBag()];
    await data(await book(server.app, classic, one, day(1), day(5)));
    const res = await book(server.app, classic, two, day(4), day(8));
    expect(res.status).toBe(409);
    expect((await res.json()).message).toBe('Your Classic plan allows 1 bag at a time, and you already have a bag booked on some of these days.');
    await data(await book(server.app, classic, two, day(6), day(9)));

    const signature = await member(server, BASE, { plan: 'SIGNATURE' });
    const [three, four, five] = [freshBag(), freshBag(), freshBag()];
    await data(await book(server.app, signature, three, day(1), day(3)));
    await data(await book(server.app, signature, four, day(2), day(4)));
    const third = await book(server.app, signature, five, day(3), day(3));
    expect(third.status).toBe(409);
    expect((await third.json()).message).toBe('Your Signature plan allows 2 bags at a time, and you already have 2 bags booked on some of these days.');
    await data(await book(server.app, signature, five, day(5), day(6)));
  });
});

describe('update, list and count', () => {
  it('changes the return date of an open booking within the limits and availability', async () => {
    const me = await member(server, BASE, { plan: 'CLASSIC' });
    const other = await member(server, BASE, { plan: 'CLASSIC' });
    const bag = freshBag();
    const booking = await data(await book(server.app, me, bag, day(1), day(3)));
    await data(await book(server.app, other, bag, day(8), day(9)));

    const longer = await data(await putJson(server.app, '/api/booking/update', { bookingId: booking.bookingId, returnDate: day(6) }, me.accessToken));
    expect(longer).toMatchObject({ bookingId: booking.bookingId, returnDate: day(6), startDate: day(1) });

    // day(1)..day(8) would be 8 days: over Classic's 7, refused before the other booking on day(8) is even looked at.
    const tooLong = await putJson(server.app, '/api/booking/update', { bookingId: booking.bookingId, returnDate: day(8) }, me.accessToken);
    expect(tooLong.status).toBe(400);
    expect(
      (await data(await putJson(server.app, '/api/booking/update', { bookingId: booking.bookingId, returnDate: day(7) }, me.accessToken))).returnDate,
    ).toBe(day(7));

    const shorter = await data(await putJson(server.app, '/api/booking/update', { bookingId: booking.bookingId, returnDate: day(2) }, me.accessToken));
    expect(shorter.returnDate).toBe(day(2));
    const before = await putJson(server.app, '/api/booking/update', { bookingId: booking.bookingId, returnDate: day(0) }, me.accessToken);
    expect(before.status).toBe(400);
    expect((await before.json()).message).toBe('The return date cannot be before the start date.');
  });

  it('refuses an extension into another member’s booking with 409', async () => {
    const me = await member(server, BASE, { plan: 'SIGNATURE' });
    const other = await member(server, BASE);
    const bag = freshBag();
    const booking = await data(await book(server.app, me, bag, day(1), day(3)));
    await data(await book(server.app, other, bag, day(5), day(6)));
    const res = await putJson(server.app, '/api/booking/update', { bookingId: booking.bookingId, returnDate: day(5) }, me.accessToken);
    expect(res.status).toBe(409);
    expect(
      (await data(await putJson(server.app, '/api/booking/update', { bookingId: booking.bookingId, returnDate: day(4) }, me.accessToken))).returnDate,
    ).toBe(day(4));
  });

  it('moves the return pickup with an extension: the member is told the new day and is reminded again the day before it', async () => {
    const me = await member(server, BASE, { plan: 'SIGNATURE' });
    const booking = await data(await book(server.app, me, freshBag(), day(0), day(1)));
    // The "due back tomorrow" reminder for the old day (day 1) has gone out.
    expect(await sendReturnDueReminders(server.db, new Date(`${day(0)}T10:00:00Z`))).toBeGreaterThanOrEqual(1);

    expect(
      (await data(await putJson(server.app, '/api/booking/update', { bookingId: booking.bookingId, returnDate: day(5) }, me.accessToken))).returnDate,
    ).toBe(day(5));
    const notes = await data(await postJson(server.app, '/api/communication/list', { toUserId: me.userId }, me.accessToken));
    const moved = notes.find((n: { title: string }) => n.title.endsWith('rental extended'));
    expect(moved.message).toContain('now ends on Sat, 7 Mar, 2026. Our courier will collect it that day');

    const remindedForNewDay = async () =>
      (await postJson(server.app, '/api/communication/list', { toUserId: me.userId }, me.accessToken).then(data)).filter(
        (n: { title: string }) => n.title === 'Return due tomorrow',
      ).length;
    expect(await remindedForNewDay()).toBe(1);
    await sendReturnDueReminders(server.db, new Date(`${day(4)}T10:00:00Z`));
    expect(await remindedForNewDay()).toBe(2);
  });

  it("403 for someone else's booking, 404 for none, 409 once the booking has ended", async () => {
    const me = await member(server, BASE);
    const other = await member(server, BASE);
    const booking = await data(await book(server.app, me, freshBag(), day(0), day(1)));
    const res = await putJson(server.app, '/api/booking/update', { bookingId: booking.bookingId, returnDate: day(1) }, other.accessToken);
    expect(res.status).toBe(403);
    expect((await putJson(server.app, '/api/booking/update', { bookingId: 999999, returnDate: day(1) }, me.accessToken)).status).toBe(404);
    expect((await putJson(server.app, '/api/booking/update', { bookingId: booking.bookingId }, me.accessToken)).status).toBe(400);

    await server.db.query('update bookings set start_date = $2, return_date = $3 where id = $1', [booking.bookingId, day(-5), day(-1)]);
    const ended = await putJson(server.app, '/api/booking/update', { bookingId: booking.bookingId, returnDate: day(1) }, me.accessToken);
    expect(ended.status).toBe(409);
    expect((await ended.json()).message).toBe(BOOKING_ENDED);
    // Ended but not checked in by an operator yet: still BOOKED, no longer open.
    const list = await data(await postJson(server.app, '/api/booking/list', { userId: me.userId }, me.accessToken));
    expect(list[0]).toMatchObject({ bookingId: booking.bookingId, status: { name: 'BOOKED' }, open: false });
  });

  it('lists and counts only the caller’s bookings, newest start first, paged; 403 for another userId', async () => {
    const me = await member(server, BASE, { plan: 'COUTURE' });
    const other = await member(server, BASE);
    await data(await book(server.app, other, freshBag(), day(1), day(2)));
    const starts = [day(1), day(3), day(5)];
    for (const start of starts) await data(await book(server.app, me, freshBag(), start, addDays(start, 1)));

    const list = await data(await postJson(server.app, '/api/booking/list', { userId: me.userId }, me.accessToken));
    expect(is(list, array(BookingShape))).toBe(true);
    expect(list.map((b: { startDate: string }) => b.startDate)).toEqual([...starts].reverse());
    expect(list.every((b: { userId: number }) => b.userId === me.userId)).toBe(true);
    expect(await data(await postJson(server.app, '/api/booking/count', { userId: me.userId }, me.accessToken))).toBe(3);
    expect(await data(await postJson(server.app, '/api/booking/count', {}, me.accessToken))).toBe(3);
    const page = await data(await postJson(server.app, '/api/booking/list', { page: 1, size: 2 }, me.accessToken));
    expect(page.map((b: { startDate: string }) => b.startDate)).toEqual([day(1)]);
    expect(await data(await postJson(server.app, '/api/booking/count', { status: 'RETURNED' }, me.accessToken))).toBe(0);

    for (const path of ['list', 'count']) {
      expect((await postJson(server.app, `/api/booking/${path}`, { userId: other.userId }, me.accessToken)).status).toBe(403);
      expect((await postJson(server.app, `/api/booking/${path}`, { userId: me.userId })).status).toBe(401);
    }
    expect((await postJson(server.app, '/api/booking/list', { size: 1000 }, me.accessToken)).status).toBe(400);
  });
});
