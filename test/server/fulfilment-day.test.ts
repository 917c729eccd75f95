import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../server/catalogue/iso-date';
import { bagIds, book, data, member, renewed, startCollectionServer } from './support/collection-fixtures';
import { operator, operatorGet, shaped } from './support/operator';
import { FulfilmentBoardShape } from '../../src/api/shapes/operator';
import type { Session, TestServer } from './support/test-server';

let server: TestServer & { today: string };
let staff: Session;
let bags: number[];
let nextBag = 30;
const freshBag = () => bags[nextBag++];
const day = (offset: number) => addDays(server.today, offset);

beforeAll(async () => {
  server = await startCollectionServer();
  staff = await operator(server);
  bags = await bagIds(server.db);
});
afterAll(() => server.close());

const get = async (path: string, who = staff) => operatorGet(server.app, path, (await renewed(server, who)).accessToken);
const board = async (q = '') => shaped(await data(await get(`/fulfilment${q}`)), FulfilmentBoardShape);
const csvLines = async (path: string) => {
  const res = await get(path);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
  return (await res.text())
    .replace(/^\ufeff/, '')
    .split('\r\n')
    .filter(Boolean);
};
/** The order `wanted` bookings come in, in a list holding others too. */
const orderOf = (ids: number[], wanted: number[]) => ids.filter((id) => wanted.includes(id));

describe('the fulfilment board, sorted and exported', () => {
  it('sorts every list by a fixed set of orders (no column name from the request reaches SQL) and exports it as sorted, one list or all, audited', async () => {
    const meera = await member(server, 7590000000);
    const aarti = await member(server, 7591000000);
    await server.db.query('update users set first_name = $2, last_name = $3, city = $4 where id = $1', [meera.userId, 'Meera', 'Iyer', '=SUM(1+2)']);
    await server.db.query('update users set first_name = $2, last_name = $3 where id = $1', [aarti.userId, 'Aarti', 'Bose']);
    const m = await data(await book(server.app, meera, freshBag(), day(1), day(3)));
    const a = await data(await book(server.app, aarti, freshBag(), day(2), day(4)));
    const mine = [m.bookingId, a.bookingId];
    const toShip = async (q: string) =>
      orderOf(
        (await board(q)).toShip.map((b) => b.bookingId),
        mine,
      );

    expect(await toShip('')).toEqual([m.bookingId, a.bookingId]);
    expect(await toShip('?sort=member')).toEqual([a.bookingId, m.bookingId]);
    expect(await toShip('?sort=member&dir=desc')).toEqual([m.bookingId, a.bookingId]);
    expect(await toShip('?sort=start&dir=desc')).toEqual([a.bookingId, m.bookingId]);
    for (const bad of ['?sort=b.id', '?sort=member;drop%20table%20bookings', '?sort=start&dir=sideways']) {
      expect((await get(`/fulfilment${bad}`)).status).toBe(400);
    }
    expect((await get('/fulfilment.csv?list=packed')).status).toBe(400);

    const lines = await csvLines('/fulfilment.csv?list=toShip&sort=member');
    expect(lines[0]).toBe('List,Booking,Bag,Member,Mobile (+91),Address,PIN code,Starts,Returns,Ship by,Late to ship,Days overdue,Waybill,Shipped,Delivered');
    const rows = lines.slice(1).filter((line) => mine.some((id) => line.startsWith(`To ship,${id},`)));
    expect(rows.map((line) => Number(line.split(',')[1]))).toEqual([a.bookingId, m.bookingId]);
    // A city that reads like a formula stays text in the spreadsheet; days are Indian.
    expect(rows[1]).toContain(`"'=SUM(1+2), Rajasthan"`);
    expect(rows[1]).toContain(`,${day(1).split('-').reverse().join('/')},`);
    expect(lines.slice(1).every((line) => line.startsWith('To ship,'))).toBe(true);

    const all = await csvLines('/fulfilment.csv');
    expect(all.length).toBeGreaterThanOrEqual(lines.length);
    expect(all.slice(1).filter((line) => mine.some((id) => line.includes(`,${id},`))).length).toBe(2);

    const exports = await data(await get(`/audit?action=export.csv&actorUserId=${staff.userId}`));
    expect(exports.slice(0, 2).map((e: { summary: string; after: unknown }) => [e.summary, e.after])).toEqual([
      ['Exported the fulfilment board as CSV', {}],
      ['Exported the fulfilment board as CSV (filtered)', { list: 'toShip', sort: 'member' }],
    ]);
    expect((await get('/fulfilment.csv', meera)).status).toBe(403);
  });
});
