import { is } from 'superstruct';
import { ShipmentDetailsShape } from '../../src/api/shapes/bluedart';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approved, pay } from './support/membership-journey';
import { renewed } from './support/collection-fixtures';
import { operator, ship } from './support/operator';
import { freshNumber, postJson, type Session, startTestServer, type TestServer } from './support/test-server';
import type { Hono } from 'hono';

const number = () => freshNumber(8900000000);
let server: TestServer;
let productId: number;

let staff: Session;

beforeAll(async () => {
  server = await startTestServer();
  staff = await operator(server);
  productId = (await server.db.query<{ id: number }>(
    "insert into products (title, url, brand, category, retail_price) values ('Demo Tote', 'demo-tote-courier', 'Demo', 'TOTE', 1000) returning id",
  )).rows[0].id;
});
afterAll(() => server.close());

function track(app: Hono, token: string | undefined, wbNo: string) {
  const form = new FormData();
  form.append('wbNo', wbNo);
  return Promise.resolve(app.request('/api/bluedart/shipment-details', { method: 'POST', body: form, headers: token ? { authorization: `Bearer ${token}` } : {} }));
}

let day = 0;
let waybill = 50_000_000_000;
/** An ACTIVE member with one booking, shipped by an operator two days ago; returns its waybill number. */
async function memberWithBooking() {
  const me = await approved(server.app, server.db, number());
  await pay(server.app, me.accessToken, { orderId: me.orderId, idempotencyKey: `courier-${me.orderId}-key` });
  day += 10;
  // Booked through SQL: this file tests tracking, not booking. It starts today; the bag left two days ago.
  const booking = await server.db.query<{ id: number; wb_no: string | null }>(
    "insert into bookings (product_id, user_id, start_date, return_date) values ($1, $2, date '2026-03-02' + $3::int, date '2026-03-04' + $3::int) returning id, wb_no",
    [productId, me.userId, day - 10],
  );
  expect(booking.rows[0].wb_no).toBeNull();
  const wbNo = String((waybill += 1));
  server.clock.advance(-2 * 24 * 60 * 60 * 1000);
  try {
    await ship(server.app, (await renewed(server, staff)).accessToken, booking.rows[0].id, ` ${wbNo.slice(0, 5)} ${wbNo.slice(5)} `);
  } finally {
    server.clock.advance(2 * 24 * 60 * 60 * 1000);
  }
  return { me, wbNo };
}

describe('POST /api/bluedart/shipment-details', () => {
  it('a booking has the waybill the operator entered when shipping it; its owner sees a scan history, the same each time', async () => {
    const { me, wbNo } = await memberWithBooking();
    const res = await track(server.app, me.accessToken, wbNo);
    expect(res.status).toBe(200);
    const { data } = await res.json();
    expect(is(data, ShipmentDetailsShape)).toBe(true);
    expect(data.wbNo).toBe(wbNo);
    expect(data.status).toBe('DELIVERED');
    expect(data.scans.length).toBeGreaterThan(3);
    expect(data.scans[0].description).toBe('Shipment booked, awaiting pickup');
    expect(data.scans.at(-1)).toMatchObject({ description: 'Delivered' });
    for (const scan of data.scans) expect(Date.parse(scan.date)).toBeLessThanOrEqual(server.clock.now().getTime());
    const again = (await (await track(server.app, me.accessToken, ` ${wbNo} `)).json()).data;
    expect(again).toEqual(data);
    // The account page finds the waybill on the booking.
    const bookings = (await (await postJson(server.app, '/api/booking/list', { userId: me.userId }, me.accessToken)).json()).data;
    expect(bookings.map((b: { wbNo: string }) => b.wbNo)).toEqual([wbNo]);
  });

  it("403 for another member's waybill, 404 for an unknown one, 400 for a malformed one, 401 without login", async () => {
    const { wbNo } = await memberWithBooking();
    const { me } = await memberWithBooking();
    expect((await track(server.app, me.accessToken, wbNo)).status).toBe(403);
    const unknown = await track(server.app, me.accessToken, '59999999999');
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).message).toBe('No shipment with this waybill number.');
    const bad = await track(server.app, me.accessToken, 'x!');
    expect(bad.status).toBe(400);
    expect((await bad.json()).message).toBe('Please enter a valid waybill number.');
    expect((await track(server.app, me.accessToken, '')).status).toBe(400);
    expect((await track(server.app, undefined, wbNo)).status).toBe(401);
  });
});
