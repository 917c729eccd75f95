import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../server/catalogue/iso-date';
import { bagIds, book, data, member, renewed, startCollectionServer } from './support/collection-fixtures';
import { operator, operatorGet, operatorPost, shaped } from './support/operator';
import { FulfilmentBoardShape, OperatorCountsShape, UpcomingFulfilmentShape } from '../../src/api/shapes/operator';
import type { Session, TestServer } from './support/test-server';

// The board's counts and the weeks ahead' total are read from booking_list_counts, which the bookings' own
// writes keep per list and day (migration 320). After each kind of write, and with two server instances
// writing at once on one database, they must equal a count of the bookings themselves.

let server: TestServer & { today: string };
let staff: Session;
let bags: number[];
const day = (offset: number) => addDays(server.today, offset);

beforeAll(async () => {
  server = await startCollectionServer();
  staff = await operator(server, 7520000000);
  bags = await bagIds(server.db);
});
afterAll(() => server.close());

/** The lists counted from the bookings, written out here rather than with the migration's functions. */
async function recounted() {
  const rows = await server.db.query<{ list: string; day: string; n: number }>(
    `select case when shipped_at is null then 'to_ship' when delivered_at is null then 'in_transit' else 'out' end as list,
       (case when shipped_at is null then start_date else return_date end)::text as day, count(*)::int as n
     from bookings where status = 'BOOKED' group by 1, 2 order by 1, 2`,
  );
  return rows.rows;
}
async function kept() {
  return (await server.db.query(`select list, day::text as day, n from booking_list_counts where n <> 0 order by list, day`)).rows;
}
const count = async (where: string, params: unknown[]) =>
  (await server.db.query<{ n: number }>(`select count(*)::int as n from bookings b where ${where}`, params)).rows[0].n;

/** The board's counts and a month's total as the operator gets them, beside the same lists counted on the bookings. */
async function expectCountsRight() {
  expect(await kept()).toEqual(await recounted());
  const token = (await renewed(server, staff)).accessToken;
  const board = shaped(await data(await operatorGet(server.app, '/fulfilment?size=1', token)), FulfilmentBoardShape);
  const today = server.today;
  expect(board.counts).toEqual({
    toShip: await count("b.status = 'BOOKED' and b.shipped_at is null and b.start_date <= $1::date", [addDays(today, board.leadDays!)]),
    inTransit: await count("b.status = 'BOOKED' and b.shipped_at is not null and b.delivered_at is null and b.return_date > $1::date", [today]),
    out: await count("b.status = 'BOOKED' and b.shipped_at is not null and b.delivered_at is not null and b.return_date > $1::date", [today]),
    dueToday: await count("b.status = 'BOOKED' and b.shipped_at is not null and b.return_date = $1::date", [today]),
    overdue: await count("b.status = 'BOOKED' and b.shipped_at is not null and b.return_date < $1::date", [today]),
  });
  // The navigation's counts (every back-office page) read the same table.
  const nav = shaped(await data(await operatorGet(server.app, '/counts', token)), OperatorCountsShape);
  expect([nav.bagsToShip, nav.deliveriesExpected, nav.returnsDueToday, nav.returnsOverdue]).toEqual([
    board.counts!.toShip,
    board.counts!.inTransit,
    board.counts!.dueToday,
    board.counts!.overdue,
  ]);
  const ahead = shaped(await data(await operatorGet(server.app, `/fulfilment/upcoming?from=${today}&to=${day(30)}&size=1`, token)), UpcomingFulfilmentShape);
  expect(ahead.total).toBe(await count("b.status = 'BOOKED' and b.shipped_at is null and b.start_date between $1::date and $2::date", [today, day(30)]));
}

describe('the fulfilment counts kept by the writes', () => {
  it('follow booking, shipping, delivery, a new return day, check-in, cancelling, a rolled-back write and a member deleted', async () => {
    const act = async (bookingId: number, action: string, body: unknown = {}) =>
      data(await operatorPost(server.app, `/bookings/${bookingId}/${action}`, body, (await renewed(server, staff)).accessToken));
    const me = await member(server, 7521000000);
    const other = await member(server, 7522000000);
    const [a, b, c] = [
      await data(await book(server.app, me, bags[0], day(1), day(3))),
      await data(await book(server.app, other, bags[1], day(2), day(5))),
      await data(await book(server.app, other, bags[2], day(20), day(22))),
    ];
    await expectCountsRight();
    expect((await kept()).find((r) => r.list === 'to_ship' && r.day === day(2))).toEqual({ list: 'to_ship', day: day(2), n: 1 });

    await act(a.bookingId, 'ship', { wbNo: '52000000001' });
    await act(b.bookingId, 'ship', { wbNo: '52000000002' });
    await expectCountsRight();
    await act(a.bookingId, 'deliver');
    await expectCountsRight();
    // Kept back a day longer, and one returned early: each moves between days and lists.
    await server.db.query('update bookings set return_date = return_date + 1 where id = $1', [a.bookingId]);
    await act(b.bookingId, 'deliver');
    await act(b.bookingId, 'check-in', { condition: 'GOOD' });
    await expectCountsRight();
    // A write that rolls back leaves the counts as they were.
    const before = await kept();
    await expect(
      server.db.transaction(async (tx) => {
        await tx.query('update bookings set shipped_at = now() where id = $1', [c.bookingId]);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await kept()).toEqual(before);
    await server.db.query("update bookings set status = 'CANCELLED' where id = $1", [c.bookingId]);
    await expectCountsRight();
    // Deleting a member deletes their bookings (on delete cascade): their counts go with them.
    await server.db.query('delete from users where id = $1', [me.userId]);
    await expectCountsRight();
    expect((await kept()).some((r) => r.day === day(4) && r.list === 'out')).toBe(false);
  });

  it('stay exact when two instances on one database book and ship at once', async () => {
    const second = server.secondInstance();
    try {
      const instances = [server.app, second.app];
      const members = await Promise.all(Array.from({ length: 12 }, (_, i) => member(server, 7523000000 + i * 1000)));
      // Every member books a bag of their own for the same days, half through each instance: all on one row of the counts.
      const booked = await Promise.all(members.map((who, i) => book(instances[i % 2], who, bags[10 + i], day(8), day(10)).then((res) => data(res))));
      await expectCountsRight();
      // Then both instances ship the first half's bags at once while those same members book a second bag each
      // (a member's row is locked for no key update, so the shipping notice's reference to it does not wait on it).
      const token = (await renewed(server, staff)).accessToken;
      await Promise.all([
        ...booked
          .slice(0, 6)
          .map((b, i) => operatorPost(instances[i % 2], `/bookings/${b.bookingId}/ship`, { wbNo: `5300000000${i}` }, token).then((res) => data(res))),
        ...members.slice(0, 6).map((who, i) => book(instances[(i + 1) % 2], who, bags[24 + i], day(12), day(14)).then((res) => data(res))),
      ]);
      await expectCountsRight();
    } finally {
      await second.close();
    }
  });
});
