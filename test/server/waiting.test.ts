import { is } from 'superstruct';
import { array } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WaitingEntryShape } from '../../src/api/shapes/waiting';
import { WAITING_FOR_MEMBERS } from '../../server/bookings/booking-rules';
import { BAG_NOT_BACK } from '../../server/bookings/booking-service';
import { addDays } from '../../server/catalogue/iso-date';
import { ALREADY_WAITING, BAG_IS_FREE, NOT_WAITING, YOU_HAVE_IT } from '../../server/routes/waiting-routes';
import { bagIds, book, data, member, putJson, renewed, startCollectionServer } from './support/collection-fixtures';
import { operator, ship } from './support/operator';
import { getAuthed, postJson, type Session, type TestServer } from './support/test-server';

let server: TestServer & { today: string };
let bags: number[];
let nextBag = 0;
const freshBag = () => bags[nextBag++];
const day = (offset: number) => addDays(server.today, offset);
const BASE = 7400000000;

beforeAll(async () => {
  server = await startCollectionServer();
  bags = await bagIds(server.db);
});
afterAll(() => server.close());

const join = (who: Session, productId: number, userId = who.userId) => postJson(server.app, '/api/waiting/save', { productId, userId }, who.accessToken);
const leave = (who: Session, productId: number, userId = who.userId) =>
  Promise.resolve(
    server.app.request(`/api/waiting/delete/${productId}/${userId}`, { method: 'DELETE', headers: { authorization: `Bearer ${who.accessToken}` } }),
  );
const notifications = async (who: Session) => data(await postJson(server.app, '/api/communication/list', { toUserId: who.userId }, who.accessToken));

/** A bag out today with `holder`, till day(5). */
async function bagOut(holder: Session): Promise<{ bag: number; bookingId: number }> {
  const bag = freshBag();
  const booking = await data(await book(server.app, holder, bag, day(0), day(5)));
  return { bag, bookingId: booking.bookingId };
}

describe('joining and leaving', () => {
  it('puts an ACTIVE member on the list of a bag that is out, once, in line', async () => {
    const holder = await member(server, BASE);
    const first = await member(server, BASE);
    const second = await member(server, BASE);
    const { bag } = await bagOut(holder);

    const entry = await data(await join(first, bag));
    expect(is(entry, WaitingEntryShape)).toBe(true);
    expect(entry).toMatchObject({ productId: bag, userId: first.userId, position: 1, notifiedAt: null });
    expect((await data(await join(second, bag))).position).toBe(2);

    const again = await join(first, bag);
    expect(again.status).toBe(409);
    expect((await again.json()).message).toBe(ALREADY_WAITING);

    const product = await data(await getAuthed(server.app, `/api/product/${bag}`, first.accessToken));
    expect(product).toMatchObject({ waitlisted: true, waitingCount: 2 });
    const mine = await data(await getAuthed(server.app, `/api/product/${bag}`, holder.accessToken));
    expect(mine.waitlisted).toBe(false);
  });

  it('refuses a free bag, the holder’s own bag, members who are not ACTIVE and another userId', async () => {
    const holder = await member(server, BASE);
    const me = await member(server, BASE);
    const { bag } = await bagOut(holder);

    const free = await join(me, freshBag());
    expect(free.status).toBe(409);
    expect((await free.json()).message).toBe(BAG_IS_FREE);
    const own = await join(holder, bag);
    expect(own.status).toBe(409);
    expect((await own.json()).message).toBe(YOU_HAVE_IT);

    const draft = await member(server, BASE, { plan: null, status: 'DRAFT' });
    const refused = await join(draft, bag);
    expect(refused.status).toBe(403);
    expect((await refused.json()).message).toBe(WAITING_FOR_MEMBERS);

    expect((await join(me, bag, holder.userId)).status).toBe(403);
    expect((await postJson(server.app, '/api/waiting/save', { productId: bag, userId: me.userId })).status).toBe(401);
    expect((await join(me, 999999)).status).toBe(404);
    expect((await postJson(server.app, '/api/waiting/save', { productId: bag }, me.accessToken)).status).toBe(400);
  });

  it('lists and counts only the caller’s entries; leaving is own only', async () => {
    const holder = await member(server, BASE);
    const me = await member(server, BASE);
    const other = await member(server, BASE);
    const { bag } = await bagOut(holder);
    const { bag: bag2 } = await bagOut(await member(server, BASE));
    await data(await join(me, bag));
    await data(await join(me, bag2));
    await data(await join(other, bag));

    const list = await data(await postJson(server.app, '/api/waiting/list', { userId: me.userId }, me.accessToken));
    expect(is(list, array(WaitingEntryShape))).toBe(true);
    expect(list.map((e: { productId: number }) => e.productId).sort()).toEqual([bag, bag2].sort());
    expect(list[0].product.productId).toBe(list[0].productId);
    expect(await data(await postJson(server.app, '/api/waiting/count', { userId: me.userId }, me.accessToken))).toBe(2);
    expect((await postJson(server.app, '/api/waiting/list', { userId: other.userId }, me.accessToken)).status).toBe(403);
    expect((await postJson(server.app, '/api/waiting/count', { userId: other.userId }, me.accessToken)).status).toBe(403);

    expect((await leave(me, bag, other.userId)).status).toBe(403);
    expect(await data(await postJson(server.app, '/api/waiting/count', {}, other.accessToken))).toBe(1);
    expect(await data(await leave(me, bag))).toEqual({ productId: bag, userId: me.userId });
    const gone = await leave(me, bag);
    expect(gone.status).toBe(404);
    expect((await gone.json()).message).toBe(NOT_WAITING);
    expect(await data(await postJson(server.app, '/api/waiting/count', {}, me.accessToken))).toBe(1);
  });

  it('booking the bag takes the member off its list', async () => {
    const holder = await member(server, BASE);
    const me = await member(server, BASE);
    const { bag } = await bagOut(holder);
    await data(await join(me, bag));
    await data(await book(server.app, me, bag, day(6), day(7)));
    expect(await data(await postJson(server.app, '/api/waiting/count', {}, me.accessToken))).toBe(0);
  });
});

describe('a bag that comes back free', () => {
  it('tells the first member in line when the holder shortens the booking, then the next one at the next free-up', async () => {
    const holder = await member(server, BASE, { plan: 'SIGNATURE' });
    const first = await member(server, BASE);
    const second = await member(server, BASE);
    const { bag, bookingId } = await bagOut(holder);
    await data(await join(first, bag));
    await data(await join(second, bag));
    const product = await data(await server.app.request(`/api/product/${bag}`));

    await data(await putJson(server.app, '/api/booking/update', { bookingId, returnDate: day(2) }, holder.accessToken));
    const told = await notifications(first);
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({
      title: `Good news: ${product.title} is free`,
      message: `The ${product.title} by ${product.brand} you are waiting for can be booked from 5 March 2026. Book it before someone else does.`,
      link: `#/book-bag/${product.url}`,
    });
    expect(await notifications(second)).toHaveLength(0);
    const entry = (await data(await postJson(server.app, '/api/waiting/list', {}, first.accessToken)))[0];
    expect(entry.notifiedAt).not.toBeNull();

    await data(await putJson(server.app, '/api/booking/update', { bookingId, returnDate: day(1) }, holder.accessToken));
    expect(await notifications(first)).toHaveLength(1);
    expect(await notifications(second)).toHaveLength(1);
  });

  it('keeps a bag out past its return date until an operator checks it in; then the first member in line is told it is free today', async () => {
    const holder = await member(server, BASE);
    const waiter = await member(server, BASE);
    const staff = await operator(server);
    const { bag, bookingId } = await bagOut(holder);
    await ship(server.app, staff.accessToken, bookingId, `5${String(bookingId).padStart(10, '0')}`);
    // It reached the member (a bag still with the courier cannot be checked in).
    await data(await postJson(server.app, `/api/operator/bookings/${bookingId}/deliver`, {}, staff.accessToken));
    await data(await join(waiter, bag));

    server.clock.advance(7 * 24 * 60 * 60 * 1000);
    const [holderNow, waiterNow, staffNow] = [await renewed(server, holder), await renewed(server, waiter), await renewed(server, staff)];
    const overdue = await data(await server.app.request(`/api/product/${bag}`));
    expect(overdue).toMatchObject({ available: false, nextAvailableDate: null, bookedRanges: [{ startDate: day(0), returnDate: addDays(server.today, 7) }] });
    expect(await notifications(waiterNow)).toHaveLength(0);
    const early = await book(server.app, waiterNow, bag, addDays(server.today, 9), addDays(server.today, 10));
    expect(early.status).toBe(409);
    expect((await early.json()).message).toBe(BAG_NOT_BACK);

    await data(await postJson(server.app, `/api/operator/bookings/${bookingId}/check-in`, { condition: 'GOOD' }, staffNow.accessToken));
    const product = await data(await server.app.request(`/api/product/${bag}`));
    expect(product).toMatchObject({ available: true, bookedRanges: [] });
    const told = await notifications(waiterNow);
    expect(told).toHaveLength(1);
    expect(told[0].title).toBe(`Good news: ${product.title} is free`);
    expect(told[0].message).toContain('can be booked from today');
    const bookings = await data(await postJson(server.app, '/api/booking/list', {}, holderNow.accessToken));
    expect(bookings.find((b: { bookingId: number }) => b.bookingId === bookingId)).toMatchObject({ status: { name: 'RETURNED' }, open: false });
  });
});
