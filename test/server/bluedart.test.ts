import { is } from 'superstruct';
import { ShipmentDetailsShape } from '../../src/api/shapes/bluedart';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approved, pay } from './support/membership-journey';
import { freshNumber, postJson, startTestServer, type TestServer } from './support/test-server';
import type { Hono } from 'hono';

const number = () => freshNumber(8900000000);
let server: TestServer;
let productId: number;

beforeAll(async () => {
  server = await startTestServer();
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
/** An ACTIVE member with one booking; returns its waybill number. */
async function memberWithBooking() {
  const me = await approved(server.app, server.db, number());
  await pay(server.app, me.accessToken, { orderId: me.orderId, idempotencyKey: `courier-${me.orderId}-key` });
  day += 10;
  // Booked through SQL: this file tests tracking, not booking. The start is a week before the test clock's today.
  const booking = await server.db.query<{ wb_no: string }>(
    "insert into bookings (product_id, user_id, start_date, return_date) values ($1, $2, date '2026-02-20' + $3::int, date '2026-02-24' + $3::int) returning wb_no",
    [productId, me.userId, day - 10],
  );
  return { me, wbNo: booking.rows[0].wb_no };
}

describe('POST /api/bluedart/shipment-details', () => {
  it('every booking gets an 11-digit waybill; its owner sees a scan history, the same each time', async () => {
    const { me, wbNo } = await memberWithBooking();
    expect(wbNo).toMatch(/^5[0-9]{10}$/);
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
