import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../server/catalogue/iso-date';
import { bagIds, book, data, member, renewed, startCollectionServer } from './support/collection-fixtures';
import { operator, operatorGet, operatorPost, shaped, ship } from './support/operator';
import { FulfilmentBoardShape } from '../../src/api/shapes/operator';
import { postJson, type Session, type TestServer } from './support/test-server';
import { syncCourierDeliveries } from '../../server/courier/courier-deliveries';
import { DemoCourier } from '../../server/courier/demo-courier';
import { ManualCourier } from '../../server/courier/manual-courier';
import { BlueDartCourier } from '../../server/courier/bluedart-courier';
import { FULFILMENT_MESSAGES } from '../../server/bookings/fulfilment-service';
import type { ServerContext } from '../../server/context';
import { startRecordingServer } from './support/recording-server';
import { PackingSlipShape } from '../../src/api/shapes/packing-slip';
import { CLUB_FACTS } from '../../src/config/club-facts';

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

const DAY = 24 * 60 * 60 * 1000;
let waybill = 52_000_000_000;
const freshWaybill = () => String((waybill += 1));
const context = (): ServerContext => ({ db: server.db, config: server.config, now: server.clock.now, sms: server.sms });
const find = async (bookingId: number) => {
  const b = await board();
  return [...b.inTransit, ...b.out].find((f) => f.bookingId === bookingId);
};
const deliveries = async (bookingId: number) =>
  (await data(await get(`/audit?action=booking.deliver`))).filter((e: { subjectId: string }) => e.subjectId === String(bookingId)) as {
    actor: unknown;
    summary: string;
  }[];
const arrivals = async (who: Session) =>
  (await data(await postJson(server.app, '/api/communication/list', { toUserId: who.userId }, (await renewed(server, who)).accessToken))).filter(
    (n: { title: string }) => n.title.endsWith('has arrived'),
  );
/** `day` (yyyy-mm-dd) as Blue Dart writes it: 03-Jun-2026. */
const blueDartDay = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-GB', { day: '2-digit', month: 'short', year: 'numeric', timeZone: 'UTC' }).replace(/ /g, '-');

describe("the courier's tracking on the board, and delivered from it", () => {
  it('shows the demo courier’s status beside the shipment, and marks the bag delivered once when the courier delivers it, however many instances ask', async () => {
    const me = await member(server, 7592000000);
    const booking = await data(await book(server.app, me, freshBag(), day(1), day(6)));
    const wbNo = freshWaybill();
    await ship(server.app, (await renewed(server, staff)).accessToken, booking.bookingId, wbNo);
    const courier = new DemoCourier();
    expect(await syncCourierDeliveries(context(), courier)).toMatchObject({ delivered: 0 });
    const onTheWay = await find(booking.bookingId);
    expect(onTheWay).toMatchObject({ stage: 'IN_TRANSIT', courierStatus: expect.stringMatching(/^(BOOKED|PICKED UP|IN TRANSIT)$/), deliveredAt: null });
    expect(onTheWay!.courierCheckedAt).toBe(server.clock.now().toISOString());
    // Asked again only after half an hour.
    expect((await syncCourierDeliveries(context(), courier)).asked).toBe(0);

    server.clock.advance(2 * DAY);
    try {
      const runs = await Promise.all([syncCourierDeliveries(context(), courier), syncCourierDeliveries(context(), courier)]);
      expect(runs.map((r) => r.delivered).sort()).toEqual([0, 1]);
      const delivered = await find(booking.bookingId);
      expect(delivered).toMatchObject({ stage: 'OUT', courierStatus: 'DELIVERED' });
      expect(Date.parse(delivered!.deliveredAt!)).toBeLessThanOrEqual(server.clock.now().getTime());
      expect((await syncCourierDeliveries(context(), courier)).asked).toBe(0);
      const audit = await deliveries(booking.bookingId);
      expect(audit).toHaveLength(1);
      expect(audit[0].summary).toMatch(new RegExp(`the courier \\(demo\\) reports waybill ${wbNo} delivered$`));
      expect(audit[0].actor).toMatchObject({ name: 'courier tracking' });
      expect(await arrivals(me)).toHaveLength(1);
      // The operator's button finds it done.
      const manual = await operatorPost(server.app, `/bookings/${booking.bookingId}/deliver`, {}, (await renewed(server, staff)).accessToken);
      expect(manual.status).toBe(409);
      expect((await manual.json()).message).toBe(FULFILMENT_MESSAGES.alreadyDelivered);
    } finally {
      server.clock.advance(-2 * DAY);
    }
  });

  it('reads Blue Dart’s delivery scan through the real adapter (a local server of its own), keeps a parcel it cannot read for later, and asks nothing of a courier without tracking', async () => {
    const blueDart = await startRecordingServer();
    try {
      const [me, other] = [await member(server, 7593000000), await member(server, 7594000000)];
      const [first, second] = [
        await data(await book(server.app, me, freshBag(), day(1), day(6))),
        await data(await book(server.app, other, freshBag(), day(2), day(7))),
      ];
      const [delivered, unreadable] = [freshWaybill(), freshWaybill()];
      const token = (await renewed(server, staff)).accessToken;
      await ship(server.app, token, first.bookingId, delivered);
      await ship(server.app, token, second.bookingId, unreadable);
      expect(await syncCourierDeliveries(context(), new ManualCourier())).toEqual({ asked: 0, delivered: 0 });

      server.clock.advance(2 * DAY);
      try {
        const scanDay = blueDartDay(day(1));
        blueDart.reply = (request) =>
          request.url.includes(`numbers=${delivered}`)
            ? {
                headers: { 'content-type': 'text/xml' },
                body: `<?xml version="1.0" encoding="utf-8"?><ShipmentData><Shipment WaybillNo="${delivered}"><Status>SHIPMENT DELIVERED</Status><StatusType>DL</StatusType><Scans>
                  <ScanDetail><Scan>SHIPMENT DELIVERED</Scan><ScanType>DL</ScanType><ScanDate>${scanDay}</ScanDate><ScanTime>13:05</ScanTime><ScannedLocation>JAIPUR</ScannedLocation></ScanDetail>
                  <ScanDetail><Scan>Shipment picked up</Scan><ScanType>PU</ScanType><ScanDate>${scanDay}</ScanDate><ScanTime>08:10</ScanTime><ScannedLocation>MUMBAI</ScannedLocation></ScanDetail>
                  </Scans></Shipment></ShipmentData>`,
              }
            : { status: 500, body: '<html>Service unavailable</html>' };
        const courier = new BlueDartCourier({ loginId: 'TOTE01', licenceKey: 'secret-licence', baseUrl: `${blueDart.url}/servlet/RoutingServlet` });
        expect(await syncCourierDeliveries(context(), courier)).toMatchObject({ delivered: 1 });
        expect(blueDart.requests.map((r) => new URL(r.url, blueDart.url).searchParams.get('numbers')).sort()).toEqual([delivered, unreadable].sort());
        expect(await find(first.bookingId)).toMatchObject({
          stage: 'OUT',
          courierStatus: 'DELIVERED',
          deliveredAt: new Date(`${day(1)}T13:05:00+05:30`).toISOString(),
        });
        // Blue Dart failed for the other: still on its way, and asked again half an hour on.
        expect(await find(second.bookingId)).toMatchObject({ stage: 'IN_TRANSIT', deliveredAt: null });
        server.clock.advance(31 * 60_000);
        expect(await syncCourierDeliveries(context(), courier)).toMatchObject({ delivered: 0 });
        expect(blueDart.requests.at(-1)!.url).toContain(`numbers=${unreadable}`);
      } finally {
        server.clock.advance(-2 * DAY - 31 * 60_000);
      }
    } finally {
      await blueDart.close();
    }
  });
});

describe('the packing slip and return label', () => {
  it('prints the member’s name, address and mobile, the booking’s number and dates, what is in the box, the waybill and the club’s return address; operators only', async () => {
    const me = await member(server, 7595000000);
    const bagId = freshBag();
    await server.db.query('update products set in_the_box = $2 where id = $1', [bagId, ['Dust bag', 'Authenticity card']]);
    const booking = await data(await book(server.app, me, bagId, day(1), day(4)));
    const wbNo = freshWaybill();
    await ship(server.app, (await renewed(server, staff)).accessToken, booking.bookingId, wbNo);
    const slip = shaped(await data(await get(`/bookings/${booking.bookingId}/packing-slip`)), PackingSlipShape);
    expect(slip).toMatchObject({
      bookingId: booking.bookingId,
      bookingNumber: `TOTE-BK-${String(booking.bookingId).padStart(6, '0')}`,
      member: { name: 'Neha Sharma', mobile: me.username },
      address: { city: 'Jaipur', state: 'Rajasthan', zipcode: '302001' },
      bag: { inTheBox: ['Dust bag', 'Authenticity card'] },
      startDate: day(1),
      returnDate: day(4),
      returnPickupDate: day(4),
      wbNo,
      returnTo: { address: CLUB_FACTS.registeredOffice, phone: CLUB_FACTS.support.phone },
    });
    expect((await get('/bookings/99999999/packing-slip')).status).toBe(404);
    expect((await get(`/bookings/${booking.bookingId}/packing-slip`, me)).status).toBe(403);
    expect((await operatorGet(server.app, `/bookings/${booking.bookingId}/packing-slip`)).status).toBe(401);
  });
});
