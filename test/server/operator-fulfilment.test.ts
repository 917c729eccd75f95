import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FULFILMENT_MESSAGES } from '../../server/bookings/fulfilment-service';
import { RETURN_PICKUP_MESSAGES } from '../../server/bookings/return-pickup-service';
import { addDays } from '../../server/catalogue/iso-date';
import { fulfilmentBoard } from '../../server/bookings/fulfilment-answers';
import { bagIds, book, data, member, renewed, startCollectionServer } from './support/collection-fixtures';
import { operator, operatorGet, operatorPost, shaped } from './support/operator';
import { CheckInResultShape, FulfilmentBoardShape, OperatorCountsShape, UpcomingFulfilmentShape } from '../../src/api/shapes/operator';
import { UPCOMING_MESSAGES } from '../../server/routes/operator/fulfilment-routes';
import { postJson, type Session, type TestServer } from './support/test-server';

let server: TestServer & { today: string };
let staff: Session;
let bags: number[];
let nextBag = 10;
const freshBag = () => bags[nextBag++];
const day = (offset: number) => addDays(server.today, offset);
const DAY = 24 * 60 * 60 * 1000;
let waybill = 51_000_000_000;
const freshWaybill = () => String((waybill += 1));

beforeAll(async () => {
  server = await startCollectionServer();
  staff = await operator(server);
  bags = await bagIds(server.db);
});
afterAll(() => server.close());

const board = async () => shaped(await data(await operatorGet(server.app, '/fulfilment', (await renewed(server, staff)).accessToken)), FulfilmentBoardShape);
const act = async (bookingId: number, action: string, body: unknown = {}) =>
  operatorPost(server.app, `/bookings/${bookingId}/${action}`, body, (await renewed(server, staff)).accessToken);
const bell = async (who: Session) =>
  data(await postJson(server.app, '/api/communication/list', { toUserId: who.userId }, (await renewed(server, who)).accessToken));
const ids = (list: { bookingId: number }[]) => list.map((b) => b.bookingId);
function track(who: Session, wbNo: string) {
  const form = new FormData();
  form.append('wbNo', wbNo);
  return Promise.resolve(
    server.app.request('/api/bluedart/shipment-details', { method: 'POST', body: form, headers: { authorization: `Bearer ${who.accessToken}` } }),
  );
}

describe('fulfilment', () => {
  it('lists what to ship (dispatch two days before the start) with the delivery address; ships with the waybill; tracking then works for the member', async () => {
    const me = await member(server, 7510000000);
    const soon = await data(await book(server.app, me, freshBag(), day(2), day(4)));
    const later = await data(await book(server.app, me, freshBag(), day(6), day(7)));
    expect(soon.wbNo).toBeNull();
    const before = await board();
    expect(ids(before.toShip)).toContain(soon.bookingId);
    expect(ids(before.toShip)).not.toContain(later.bookingId);
    expect(before.toShip.find((b: { bookingId: number }) => b.bookingId === soon.bookingId)).toMatchObject({
      stage: 'TO_SHIP',
      dispatchDate: server.today,
      lateToShip: false,
      member: { userId: me.userId, mobile: me.username, name: 'Neha Sharma' },
      address: { city: 'Jaipur', state: 'Rajasthan', zipcode: '302001' },
      bag: { productId: soon.productId, image: expect.stringMatching(/^\/(api\/product|media\/bags)\//) },
    });

    for (const [body, message] of [
      [{}, FULFILMENT_MESSAGES.waybillRequired],
      [{ wbNo: 'ab' }, FULFILMENT_MESSAGES.waybillInvalid],
      [{ wbNo: '<script>' }, FULFILMENT_MESSAGES.waybillInvalid],
    ] as const) {
      const res = await act(soon.bookingId, 'ship', body);
      expect(res.status).toBe(400);
      expect((await res.json()).message).toBe(message);
    }
    expect((await track(me, '59999999998')).status).toBe(404);

    const wbNo = freshWaybill();
    const shipped = await data(await act(soon.bookingId, 'ship', { wbNo }));
    expect(shipped).toMatchObject({ stage: 'IN_TRANSIT', wbNo, shippedAt: server.clock.now().toISOString() });
    expect((await bell(me))[0]).toMatchObject({ title: expect.stringContaining('is on its way'), message: expect.stringContaining(wbNo) });
    const mine = await data(await postJson(server.app, '/api/booking/list', {}, me.accessToken));
    expect(mine.find((b: { bookingId: number }) => b.bookingId === soon.bookingId).wbNo).toBe(wbNo);
    const tracking = await data(await track(me, wbNo));
    expect(tracking).toMatchObject({ wbNo, bookingId: soon.bookingId });
    // The courier's own news reaches the member as they follow the parcel: "out for delivery" once, however often they look.
    const later27h = 27.5 * 60 * 60 * 1000;
    server.clock.advance(later27h);
    try {
      const now = await renewed(server, me);
      expect(await data(await track(now, wbNo))).toMatchObject({ status: 'OUT FOR DELIVERY' });
      await data(await track(now, wbNo));
      expect((await bell(me)).filter((n: { title: string }) => n.title.endsWith('arrives today'))).toHaveLength(1);
    } finally {
      server.clock.advance(-later27h);
    }

    const twice = await act(soon.bookingId, 'ship', { wbNo: freshWaybill() });
    expect(twice.status).toBe(409);
    expect((await twice.json()).message).toBe(FULFILMENT_MESSAGES.alreadyShipped);
    const taken = await act(later.bookingId, 'ship', { wbNo });
    expect(taken.status).toBe(409);
    expect((await taken.json()).message).toBe(FULFILMENT_MESSAGES.waybillTaken);
    expect((await act(999999, 'ship', { wbNo: freshWaybill() })).status).toBe(404);
    const after = await board();
    expect(ids(after.toShip)).not.toContain(soon.bookingId);
    expect(ids(after.inTransit)).toContain(soon.bookingId);
  });

  it('marks delivered only what was shipped, once; the member is told', async () => {
    const me = await member(server, 7520000000);
    const booking = await data(await book(server.app, me, freshBag(), day(0), day(3)));
    const early = await act(booking.bookingId, 'deliver');
    expect(early.status).toBe(409);
    expect((await early.json()).message).toBe(FULFILMENT_MESSAGES.notShipped);
    await data(await act(booking.bookingId, 'ship', { wbNo: freshWaybill() }));
    expect(await data(await act(booking.bookingId, 'deliver'))).toMatchObject({ stage: 'OUT', deliveredAt: server.clock.now().toISOString() });
    expect((await bell(me))[0].title).toContain('has arrived');
    expect((await act(booking.bookingId, 'deliver')).status).toBe(409);
    expect(ids((await board()).out)).toContain(booking.bookingId);
  });

  it('records a return picked up only for a delivered bag, once, audited; the member is told and cannot record it', async () => {
    const me = await member(server, 7525000000);
    const booking = await data(await book(server.app, me, freshBag(), day(0), day(3)));
    await data(await act(booking.bookingId, 'ship', { wbNo: freshWaybill() }));
    const early = await act(booking.bookingId, 'return-picked-up');
    expect(early.status).toBe(409);
    expect((await early.json()).message).toBe(RETURN_PICKUP_MESSAGES.notDelivered);
    await data(await act(booking.bookingId, 'deliver'));
    expect((await operatorPost(server.app, `/bookings/${booking.bookingId}/return-picked-up`, {}, me.accessToken)).status).toBe(403);
    expect(await data(await act(booking.bookingId, 'return-picked-up'))).toMatchObject({ stage: 'OUT', returnPickedUpAt: server.clock.now().toISOString() });
    expect((await bell(me))[0].title).toContain('is on its way back');
    const again = await act(booking.bookingId, 'return-picked-up');
    expect(again.status).toBe(409);
    expect((await again.json()).message).toBe(RETURN_PICKUP_MESSAGES.already);
    const audit = await data(
      await operatorGet(server.app, `/audit?subjectType=booking&subjectId=${booking.bookingId}`, (await renewed(server, staff)).accessToken),
    );
    expect(audit.map((e: { action: string }) => e.action)).toEqual(['booking.return-pickup', 'booking.deliver', 'booking.ship']);
    expect((await board()).out.find((b: { bookingId: number }) => b.bookingId === booking.bookingId)?.returnPickedUpAt).toBe(server.clock.now().toISOString());
    // The member's own booking says so too, for My Account's timeline ("Return picked up" beside shipped and delivered).
    const mine = await data(await postJson(server.app, '/api/booking/list', { userId: me.userId }, me.accessToken));
    expect(mine.find((b: { bookingId: number }) => b.bookingId === booking.bookingId)).toMatchObject({ returnPickedUpAt: server.clock.now().toISOString() });
  });

  it('lists returns due today and overdue ones; checks a bag in with its condition, then it is bookable and the first member waiting is told', async () => {
    const holder = await member(server, 7530000000);
    const waiter = await member(server, 7530000000);
    const bag = freshBag();
    const booking = await data(await book(server.app, holder, bag, day(0), day(1)));
    await data(await act(booking.bookingId, 'ship', { wbNo: freshWaybill() }));
    await data(await act(booking.bookingId, 'deliver'));
    await data(await postJson(server.app, '/api/waiting/save', { productId: bag, userId: waiter.userId }, waiter.accessToken));

    server.clock.advance(DAY);
    expect(ids((await board()).dueToday)).toContain(booking.bookingId);
    server.clock.advance(DAY);
    const overdue = (await board()).overdue.find((b: { bookingId: number }) => b.bookingId === booking.bookingId);
    expect(overdue).toMatchObject({ overdueDays: 1, stage: 'OUT' });
    expect((await data(await server.app.request(`/api/product/${bag}`))).available).toBe(false);
    expect(await bell(waiter)).toHaveLength(0);

    for (const [body, status] of [
      [{}, 400],
      [{ condition: 'LIKE_NEW' }, 400],
      [{ condition: 'DAMAGED' }, 400],
      [{ condition: 'GOOD', note: 'x'.repeat(501) }, 400],
    ] as const) {
      expect((await act(booking.bookingId, 'check-in', body)).status, JSON.stringify(body).slice(0, 40)).toBe(status);
    }
    const checked = shaped(
      await data(await act(booking.bookingId, 'check-in', { condition: 'NEEDS_CLEANING', note: 'Lipstick mark inside.' })),
      CheckInResultShape,
    );
    expect(checked).toMatchObject({
      bagInCollection: true,
      waitingMemberTold: true,
      booking: { stage: 'RETURNED', condition: 'NEEDS_CLEANING', note: 'Lipstick mark inside.', returnedOn: day(2) },
    });
    expect((await act(booking.bookingId, 'check-in', { condition: 'GOOD' })).status).toBe(409);
    expect((await data(await server.app.request(`/api/product/${bag}`))).available).toBe(true);
    expect((await bell(waiter))[0].message).toContain('can be booked from today');
    expect((await bell(holder))[0].title).toContain('is back with us');
    const checkedIn = (await board()).checkedIn;
    expect(ids(checkedIn)).toContain(booking.bookingId);
    const audit = (
      await data(await operatorGet(server.app, `/audit?subjectType=booking&subjectId=${booking.bookingId}`, (await renewed(server, staff)).accessToken))
    ).map((e: { action: string }) => e.action);
    expect(audit).toEqual(['booking.check-in', 'booking.deliver', 'booking.ship']);
    server.clock.advance(-2 * DAY);
  });

  it('refuses to check in a bag still with the courier; one checked in damaged leaves the collection until an operator puts it back', async () => {
    const holder = await member(server, 7540000000);
    const bag = freshBag();
    const booking = await data(await book(server.app, holder, bag, day(0), day(1)));
    await data(await act(booking.bookingId, 'ship', { wbNo: freshWaybill() }));
    const inTransit = await act(booking.bookingId, 'check-in', { condition: 'DAMAGED', note: 'Strap torn off.' });
    expect(inTransit.status).toBe(409);
    expect((await inTransit.json()).message).toBe(FULFILMENT_MESSAGES.notDelivered);
    await data(await act(booking.bookingId, 'deliver'));
    const checked = await data(await act(booking.bookingId, 'check-in', { condition: 'DAMAGED', note: 'Strap torn off.' }));
    expect(checked).toMatchObject({ bagInCollection: false, waitingMemberTold: false });
    expect((await server.app.request(`/api/product/${bag}`)).status).toBe(404);
    const restored = await data(await operatorPost(server.app, `/products/${bag}/restore`, {}, staff.accessToken));
    expect(restored.active).toBe(true);
    expect((await server.app.request(`/api/product/${bag}`)).status).toBe(200);
  });

  it('refuses to check in a booking that has not started or shipped', async () => {
    const me = await member(server, 7550000000);
    const booking = await data(await book(server.app, me, freshBag(), day(5), day(6)));
    const res = await act(booking.bookingId, 'check-in', { condition: 'GOOD' });
    expect(res.status).toBe(409);
    expect((await res.json()).message).toBe(FULFILMENT_MESSAGES.notShipped);
  });

  it("counts what waits for the navigation by the board's rules: a bag due to ship adds one, shipping it takes it off; members are refused", async () => {
    const counts = async () => shaped(await data(await operatorGet(server.app, '/counts', (await renewed(server, staff)).accessToken)), OperatorCountsShape);
    const me = await member(server, 7560000000);
    const before = await counts();
    const due = await data(await book(server.app, me, freshBag(), day(1), day(2)));
    await data(await book(server.app, me, freshBag(), day(8), day(9)));
    const booked = await counts();
    expect(booked.bagsToShip).toBe((before.bagsToShip ?? 0) + 1);
    expect(booked.bagsToShip).toBe((await board()).toShip.length);
    await data(await act(due.bookingId, 'ship', { wbNo: freshWaybill() }));
    expect((await counts()).bagsToShip).toBe(before.bagsToShip);
    const { oldestApplicationAt, ...figures } = booked;
    expect(Object.values(figures).every((n) => Number.isInteger(n) && n! >= 0)).toBe(true);
    expect(oldestApplicationAt === null || !Number.isNaN(Date.parse(oldestApplicationAt!))).toBe(true);
    // The dashboard's other figures follow the board's lists.
    const [figuresNow, now] = [await counts(), await board()];
    expect(figuresNow).toMatchObject({ deliveriesExpected: now.inTransit.length, returnsDueToday: now.dueToday.length, returnsOverdue: now.overdue.length });
    expect(figuresNow.lateToShip).toBe(now.toShip.filter((b: { lateToShip: boolean }) => b.lateToShip).length);
    expect((await operatorGet(server.app, '/counts', (await renewed(server, me)).accessToken)).status).toBe(403);
    // The board and the weeks ahead (members' addresses) only for operators, gzipped or not.
    for (const path of ['/fulfilment', '/fulfilment/upcoming']) {
      expect((await operatorGet(server.app, path, (await renewed(server, me)).accessToken)).status).toBe(403);
      expect((await operatorGet(server.app, path)).status).toBe(401);
    }
  });

  it('a bag booked inside the lead time is due the day it was booked, never late by construction; late only once that day has passed; the lead time is a setting', async () => {
    const me = await member(server, 7570000000);
    const sameDay = await data(await book(server.app, me, freshBag(), day(0), day(1)));
    const find = async () => (await board()).toShip.find((b: { bookingId: number }) => b.bookingId === sameDay.bookingId);
    const bookedOn = server.today;
    expect(await find()).toMatchObject({ dispatchDate: bookedOn, lateToShip: false });
    server.clock.advance(DAY);
    try {
      expect(await find()).toMatchObject({ dispatchDate: bookedOn, lateToShip: true });
      // The navigation's count of late ones (read from the bookings starting before the last start day to ship by) agrees.
      const late = (await board()).toShip.filter((b: { lateToShip: boolean }) => b.lateToShip).length;
      const nav = shaped(await data(await operatorGet(server.app, '/counts', (await renewed(server, staff)).accessToken)), OperatorCountsShape);
      expect([nav.lateToShip, late > 0]).toEqual([late, true]);
    } finally {
      server.clock.advance(-DAY);
    }
    // TOTE_SHIPPING_LEAD_DAYS=5 (config.shippingLeadDays): a rental four days out is due to ship already.
    const later = await data(await book(server.app, me, freshBag(), day(4), day(5)));
    expect(ids((await board()).toShip)).not.toContain(later.bookingId);
    const fiveDays = await fulfilmentBoard(server.db, server.today, 5);
    expect([(await board()).leadDays, fiveDays.leadDays]).toEqual([2, 5]);
    expect(fiveDays.toShip.find((b) => b.bookingId === later.bookingId)).toMatchObject({ dispatchDate: server.today, lateToShip: false });
  });

  it('lists every upcoming booking in a date range, however far out it starts, and refuses a reversed or too long range', async () => {
    const me = await member(server, 7580000000);
    const far = await data(await book(server.app, me, freshBag(), day(12), day(13)));
    const upcoming = async (q: string) => operatorGet(server.app, `/fulfilment/upcoming${q}`, (await renewed(server, staff)).accessToken);
    expect(ids((await board()).toShip)).not.toContain(far.bookingId);
    const next30 = shaped(await data(await upcoming('')), UpcomingFulfilmentShape);
    expect(next30).toMatchObject({ from: server.today, to: day(30) });
    expect(next30.bookings.find((b) => b.bookingId === far.bookingId)).toMatchObject({ startDate: day(12), dispatchDate: day(10), lateToShip: false });
    expect(next30.bookings.map((b) => b.startDate)).toEqual([...next30.bookings.map((b) => b.startDate)].sort());
    expect(ids((await data(await upcoming(`?from=${day(13)}&to=${day(40)}`))).bookings)).not.toContain(far.bookingId);
    // A page at a time, with the range's total: pages of one, in start order, make up the whole list.
    expect(next30.total).toBe(next30.bookings.length);
    const paged = [];
    for (let page = 0; page < Math.min(next30.total!, 3); page += 1) paged.push(...(await data(await upcoming(`?size=1&page=${page}`))).bookings);
    expect(ids(paged)).toEqual(ids(next30.bookings).slice(0, paged.length));
    // The board counts each list and shows a page of it.
    const now = await board();
    expect(now.counts!.toShip).toBeGreaterThanOrEqual(now.toShip.length);
    expect(now).toMatchObject({ page: 0, size: 20 });
    for (const [q, message] of [
      [`?from=${day(5)}&to=${day(4)}`, UPCOMING_MESSAGES.order],
      [`?from=${day(0)}&to=${day(92)}`, UPCOMING_MESSAGES.tooLong],
    ]) {
      const res = await upcoming(q);
      expect(res.status).toBe(400);
      expect((await res.json()).message).toBe(message);
    }
    expect((await upcoming('?from=2026-02-30')).status).toBe(400);
  });
});
