import { Writable } from 'node:stream';
import { is } from 'superstruct';
import { ShipmentDetailsShape } from '../../src/api/shapes/bluedart';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { ConfigError } from '../../server/config';
import { BlueDartCourier } from '../../server/courier/bluedart-courier';
import { chooseCourier } from '../../server/courier/choose-courier';
import { createLogger } from '../../server/log/logger';
import { startRecordingServer, type RecordingServer } from './support/recording-server';
import { approved, pay } from './support/membership-journey';
import { renewed } from './support/collection-fixtures';
import { operator, ship } from './support/operator';
import { freshNumber, postJson, type Session, startTestServer, type TestServer } from './support/test-server';
import type { Hono } from 'hono';

const number = () => freshNumber(8900000000);
let server: TestServer;
let productId: number;

let staff: Session;

let blueDart: RecordingServer;

beforeAll(async () => {
  server = await startTestServer();
  blueDart = await startRecordingServer();
  staff = await operator(server);
  productId = (
    await server.db.query<{ id: number }>(
      "insert into products (title, url, brand, category, retail_price) values ('Demo Tote', 'demo-tote-courier', 'Demo', 'TOTE', 1000) returning id",
    )
  ).rows[0].id;
});
afterAll(async () => {
  await blueDart.close();
  await server.close();
});

function track(app: Hono, token: string | undefined, wbNo: string) {
  const form = new FormData();
  form.append('wbNo', wbNo);
  return Promise.resolve(
    app.request('/api/bluedart/shipment-details', { method: 'POST', body: form, headers: token ? { authorization: `Bearer ${token}` } : {} }),
  );
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

/** Blue Dart's custawbquery answer for one waybill: its scans newest first, as Blue Dart sends them. */
const shipmentXml = (wbNo: string) => `<?xml version="1.0" encoding="utf-8"?>
<ShipmentData>
  <Shipment WaybillNo="${wbNo}" RefNo="TOTE-1">
    <Service>Domestic Priority</Service>
    <PickUpDate>01 June 2026</PickUpDate>
    <Origin>MUMBAI</Origin>
    <Destination>BENGALURU</Destination>
    <ExpectedDeliveryDate>03 June 2026</ExpectedDeliveryDate>
    <Status>SHIPMENT DELIVERED</Status>
    <StatusType>DL</StatusType>
    <Scans>
      <ScanDetail><Scan>SHIPMENT DELIVERED</Scan><ScanType>DL</ScanType><ScanDate>03-Jun-2026</ScanDate><ScanTime>13:05</ScanTime><ScannedLocation>KORAMANGALA</ScannedLocation></ScanDetail>
      <ScanDetail><Scan>SHIPMENT OUT FOR DELIVERY</Scan><ScanType>UD</ScanType><ScanDate>03-Jun-2026</ScanDate><ScanTime>09:40</ScanTime><ScannedLocation>KORAMANGALA</ScannedLocation></ScanDetail>
      <ScanDetail><Scan>Shipment Outscan &amp; Network</Scan><ScanType>UD</ScanType><ScanDate>02-Jun-2026</ScanDate><ScanTime>05:12</ScanTime><ScannedLocation>MUMBAI HUB</ScannedLocation></ScanDetail>
      <ScanDetail><Scan><![CDATA[Shipment picked up]]></Scan><ScanType>PU</ScanType><ScanDate>01-Jun-2026</ScanDate><ScanTime>18:30</ScanTime><ScannedLocation>ANDHERI EAST</ScannedLocation></ScanDetail>
    </Scans>
  </Shipment>
</ShipmentData>`;

const notFoundXml = (wbNo: string) =>
  `<?xml version="1.0" encoding="utf-8"?><ShipmentData><Shipment WaybillNo="${wbNo}"><StatusType>NF</StatusType><Status>Incorrect Waybill number or No Information</Status></Shipment></ShipmentData>`;

describe("Blue Dart's tracking API on the wire (TOTE_COURIER=bluedart)", () => {
  const LICENCE = 'bd-licence-key-never-logged';
  const lines: string[] = [];
  const withBlueDart = (baseUrl = `${blueDart.url}/servlet/RoutingServlet`) =>
    createApp({
      db: server.db,
      config: server.config,
      sms: server.sms,
      now: server.clock.now,
      courier: new BlueDartCourier({ loginId: 'TOTE01', licenceKey: LICENCE, baseUrl }),
      log: createLogger({ json: true, level: 'info', destination: new Writable({ write: (c, _e, done) => (lines.push(String(c)), done()) }) }),
    });

  it('asks with the login and licence for the waybill, and shows its scans oldest first in UTC, with the expected day', async () => {
    const { me, wbNo } = await memberWithBooking();
    blueDart.requests.length = 0;
    blueDart.reply = () => ({ headers: { 'content-type': 'text/xml' }, body: shipmentXml(wbNo) });
    const res = await track(withBlueDart(), me.accessToken, wbNo);
    expect(res.status).toBe(200);
    const { data } = await res.json();
    expect(is(data, ShipmentDetailsShape)).toBe(true);
    expect(data).toMatchObject({ wbNo, status: 'DELIVERED', expectedDeliveryDate: '2026-06-03' });
    expect(data.scans).toEqual([
      { date: '2026-06-01T13:00:00.000Z', location: 'Andheri East', description: 'Shipment picked up' },
      { date: '2026-06-01T23:42:00.000Z', location: 'Mumbai Hub', description: 'Shipment Outscan & Network' },
      { date: '2026-06-03T04:10:00.000Z', location: 'Koramangala', description: 'SHIPMENT OUT FOR DELIVERY' },
      { date: '2026-06-03T07:35:00.000Z', location: 'Koramangala', description: 'SHIPMENT DELIVERED' },
    ]);
    const [asked] = blueDart.requests;
    const url = new URL(asked.url, blueDart.url);
    expect(asked.method).toBe('GET');
    expect(url.pathname).toBe('/servlet/RoutingServlet');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      handler: 'tnt',
      action: 'custawbquery',
      loginid: 'TOTE01',
      awb: 'awb',
      numbers: wbNo,
      format: 'xml',
      lickey: LICENCE,
      verno: '1.3',
      scan: '1',
    });
  });

  it('a waybill Blue Dart does not know yet is a 404 saying so', async () => {
    const { me, wbNo } = await memberWithBooking();
    blueDart.reply = () => ({ headers: { 'content-type': 'text/xml' }, body: notFoundXml(wbNo) });
    const res = await track(withBlueDart(), me.accessToken, wbNo);
    expect(res.status).toBe(404);
    expect((await res.json()).message).toBe('The courier has no tracking for this waybill yet. Please try again later.');
  });

  it('Blue Dart down, answering an error page, or unreachable is a 502 saying tracking is unavailable; the licence key is never logged', async () => {
    const { me, wbNo } = await memberWithBooking();
    lines.length = 0;
    const answers = [
      () => ({ status: 503, body: 'Service Unavailable' }),
      () => ({ headers: { 'content-type': 'text/html' }, body: '<html><body>Error 500: <b>servlet failed</b></html>' }),
    ];
    for (const answer of answers) {
      blueDart.reply = answer;
      const res = await track(withBlueDart(), me.accessToken, wbNo);
      expect(res.status).toBe(502);
      expect(await res.json()).toMatchObject({ code: 'UPSTREAM_FAILED', message: 'Tracking is not available right now. Please try again later.' });
    }
    const closed = await startRecordingServer();
    await closed.close();
    expect((await track(withBlueDart(`${closed.url}/servlet/RoutingServlet`), me.accessToken, wbNo)).status).toBe(502);
    const logged = lines.join('');
    expect(logged).toContain('Blue Dart answered HTTP 503');
    expect(logged).not.toContain(LICENCE);
  });

  it('is chosen by TOTE_COURIER; production must name one, and a half-configured one names what is missing', () => {
    const env = { NODE_ENV: 'production', TOTE_COURIER: 'bluedart', TOTE_BLUEDART_LOGIN_ID: 'TOTE01', TOTE_BLUEDART_LICENCE_KEY: LICENCE };
    expect(chooseCourier(env).name).toBe('bluedart');
    expect(chooseCourier({}).name).toBe('demo');
    expect(() => chooseCourier({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => chooseCourier({ NODE_ENV: 'production' })).toThrow(/TOTE_COURIER/);
    for (const variable of ['TOTE_BLUEDART_LOGIN_ID', 'TOTE_BLUEDART_LICENCE_KEY']) {
      expect(() => chooseCourier({ ...env, [variable]: '' })).toThrow(new ConfigError(`TOTE_COURIER=bluedart needs ${variable}.`));
    }
    expect(() => chooseCourier({ ...env, TOTE_COURIER: 'dtdc' })).toThrow(/Unknown courier "dtdc"/);
  });
});
