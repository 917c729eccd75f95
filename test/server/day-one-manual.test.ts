import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, isoDay } from '../../server/catalogue/iso-date';
import { CLI_ACTOR } from '../../server/operators/actor';
import { changeOperatorRole } from '../../server/operators/grant-operator';
import { aadhaarNumber, applicationUser, registerApplication } from './support/membership-journey';
import { pdfText } from './support/pdf-text';
import { startRecordingServer, type RecordingServer } from './support/recording-server';
import { type ServerProcess, spawnServer } from './support/spawn-server';
import { onPglite, openTestDatabase, type TestDatabase } from './support/test-database';
import { freshNumber, getAuthed, newUser, postJson, registerRequest, type Session } from './support/test-server';

/**
 * A club's first day without payment-gateway or courier contracts: production
 * with MSG91 alone (a stand-in on loopback), TOTE_PAYMENT_GATEWAY=manual and
 * TOTE_COURIER=manual. A member signs up, applies, is approved, pays by UPI with
 * the reference shown, an operator marks the money received, the member is
 * ACTIVE with a tax invoice, books a bag, and an operator ships it with a waybill
 * and the courier's tracking link, which the member's tracking shows.
 */
describe.skipIf(onPglite())('production with only MSG91: manual payment and manual shipping', () => {
  let database: TestDatabase;
  let msg91: RecordingServer;
  let server: ServerProcess;
  let app: Hono;

  beforeAll(async () => {
    database = await openTestDatabase({ empty: true });
    msg91 = await startRecordingServer(() => ({ body: { type: 'success', message: 'ok' } }));
    server = await spawnServer({
      NODE_ENV: 'production',
      DATABASE_URL: database.url!,
      TOTE_SMS_PROVIDER: 'msg91',
      TOTE_MSG91_AUTH_KEY: 'msg91-key',
      TOTE_MSG91_TEMPLATE_ID: 'msg91-template',
      TOTE_MSG91_BASE_URL: msg91.url,
      TOTE_PAYMENT_GATEWAY: 'manual',
      TOTE_MANUAL_PAY_UPI_ID: 'toteluxe@icici',
      TOTE_COURIER: 'manual',
      TOTE_LOG_LEVEL: 'info',
      // Nothing of Razorpay or Blue Dart: not even their keys.
      TOTE_RAZORPAY_KEY_ID: '',
      TOTE_RAZORPAY_KEY_SECRET: '',
      TOTE_BLUEDART_LOGIN_ID: '',
      TOTE_BLUEDART_LICENCE_KEY: '',
    });
    await server.ready();
    // Whoever starts it is told what the manual modes mean.
    expect(server.output()).toContain('Payments by hand (TOTE_PAYMENT_GATEWAY=manual)');
    expect(server.output()).toContain('Shipping by hand (TOTE_COURIER=manual)');
    // The routes' helpers take an app; this one is the real process over HTTP.
    app = { request: (path: string, init?: RequestInit) => fetch(`${server.url}${path}`, init) } as unknown as Hono;
  });
  afterAll(async () => {
    await server?.stop();
    await msg91?.close();
    await database?.close();
  });

  /** Logs in with the OTP MSG91 was asked to send (signing up first when `register`). */
  async function login(mobile: string, register: boolean): Promise<Session> {
    // Each number logs in once here: a second OTP within the resend wait would be refused.
    const before = msg91.requests.length;
    expect((await postJson(app, '/api/user/send-otp', { username: mobile })).status).toBe(200);
    const otp = JSON.parse(msg91.requests[before].body.toString()).recipients[0].otp as string;
    expect((await postJson(app, '/api/user/verify-otp', { username: mobile, otp })).status).toBe(200);
    let userId = 0;
    if (register) {
      const reg = await registerRequest(app, newUser(mobile, { otp }));
      expect(reg.status).toBe(200);
      userId = (await reg.json()).data.userId;
    }
    const tokens = await postJson(app, '/api/auth/generate-token', { username: mobile, otp });
    expect(tokens.status).toBe(200);
    const data = (await tokens.json()).data;
    return { userId: userId || data.userId || data.user?.id, username: mobile, ...data };
  }

  it('a member goes from sign-up to ACTIVE paying by UPI by hand, and a booking ships with a typed waybill and tracking link', async () => {
    // The operator: signed up, then appointed as npm run admin -- grant-operator does (the role is read on every call).
    const staffMobile = freshNumber(7970000000);
    const staff = await login(staffMobile, true);
    await changeOperatorRole(database.db, CLI_ACTOR, staffMobile, true, new Date());
    const asStaff = (path: string, body?: unknown) =>
      body === undefined ? getAuthed(app, `/api/operator${path}`, staff.accessToken) : postJson(app, `/api/operator${path}`, body, staff.accessToken);

    // The member signs up and applies (manual Aadhaar review is production's default).
    const mobile = freshNumber(9470000000);
    const me = await login(mobile, true);
    me.userId = (await database.db.query<{ id: number }>('select id from users where username = $1', [mobile])).rows[0].id;
    const slab = (await database.db.query<{ id: number; amount: string }>('select s.id, s.amount from membership_plan_slabs s order by s.id limit 1')).rows[0];
    const aadhaar = aadhaarNumber();
    expect((await (await postJson(app, '/api/user/verifyAddhar', { aadhaarNumber: aadhaar }, me.accessToken)).json()).data.verification).toBe('manual');
    const applied = await registerApplication(app, me.accessToken, { user: applicationUser(me, aadhaar), memberslab: { membershipPlanSlabId: slab.id } });
    expect(applied.status, await applied.clone().text()).toBe(200);
    expect((await asStaff(`/applications/${me.userId}/decision`, { decision: 'APPROVED' })).status).toBe(200);

    // Checkout says plainly that we take UPI or bank transfer and confirm by hand.
    const due = (await (await getAuthed(app, `/api/order/payment-details/${slab.id}`, me.accessToken)).json()).data;
    expect(due).toMatchObject({ canPay: true, gateway: 'manual', currency: 'INR', totalAmount: Number(slab.amount) });
    expect(due.manualPayment).toMatchObject({ upiId: 'toteluxe@icici', reference: null });
    expect(due.manualPayment.note).toMatch(/UPI or bank transfer.*confirms it/);

    const paid = await postJson(
      app,
      '/api/payment/payNow',
      { orderId: due.orderId, userId: me.userId, amount: due.totalAmount, idempotencyKey: `day-one-${mobile}` },
      me.accessToken,
    );
    expect(paid.status).toBe(200);
    const attempt = (await paid.json()).data;
    expect(attempt).toMatchObject({ status: 'PROCESSING', redirectUrl: null, manualPayment: { upiId: 'toteluxe@icici', amount: Number(slab.amount) } });
    const reference = attempt.manualPayment.reference as string;
    expect(reference).toMatch(/^TOTE-\d+-\d+$/);
    // Asking again (a reload) shows the same reference at once; nothing is paid yet.
    const again = (await (await postJson(app, '/api/payment/payNow', { orderId: due.orderId, idempotencyKey: `day-one-${mobile}` }, me.accessToken)).json())
      .data;
    expect(again.manualPayment.reference).toBe(reference);
    expect((await (await getAuthed(app, `/api/user/${me.userId}`, me.accessToken)).json()).data.status.code).toBe('APPROVED');
    // A member cannot mark their own payment received.
    expect((await postJson(app, `/api/operator/payments/${attempt.paymentId}/received`, {}, me.accessToken)).status).toBe(403);

    // The operator finds it waiting, with the reference, and marks it received with the bank's UTR.
    const awaiting = (await (await asStaff('/payments/awaiting')).json()).data;
    expect(awaiting).toContainEqual(expect.objectContaining({ paymentId: attempt.paymentId, reference, mobile, amount: Number(slab.amount) }));
    const received = await asStaff(`/payments/${attempt.paymentId}/received`, { bankReference: '412345678901' });
    expect(received.status).toBe(200);
    expect((await received.json()).data).toMatchObject({ status: 'SUCCEEDED', userStatus: 'ACTIVE' });
    expect((await asStaff(`/payments/${attempt.paymentId}/received`, {})).status).toBe(409);
    const audit = (await (await asStaff(`/audit?subjectType=payment&subjectId=${attempt.paymentId}`)).json()).data;
    expect(audit.content ?? audit).toContainEqual(expect.objectContaining({ action: 'payment.received' }));

    // The member is ACTIVE, with a tax invoice (Rajasthan: IGST across states).
    expect((await (await getAuthed(app, `/api/user/${me.userId}`, me.accessToken)).json()).data.status.code).toBe('ACTIVE');
    const invoice = await getAuthed(app, `/api/order/generateInvoice/${due.orderId}`, me.accessToken);
    expect(invoice.status).toBe(200);
    const text = pdfText(new Uint8Array(await invoice.arrayBuffer()));
    expect(text).toContain('TAX INVOICE');
    expect(text[text.indexOf('Place of supply') + 1]).toBe('Rajasthan (08)');
    expect(text).toContain('IGST @ 18%');

    // A bag in the collection (production has none until an operator adds one), booked by the member.
    const form = new FormData();
    const bag = {
      title: 'Day One Tote',
      brand: 'Studio Kalki',
      category: 'Tote',
      colour: 'Saffron',
      colourHex: '#f4a300',
      size: 'Large',
      occasion: 'Work',
      material: 'Calf Leather',
      retailPrice: 185000,
    };
    form.append('product', new Blob([JSON.stringify(bag)], { type: 'application/json' }));
    const created = await app.request('/api/operator/products', { method: 'POST', body: form, headers: { authorization: `Bearer ${staff.accessToken}` } });
    expect(created.status).toBe(200);
    const productId = (await created.json()).data.productId as number;
    const today = isoDay(new Date());
    const booked = await postJson(
      app,
      '/api/booking/save',
      { productId, userId: me.userId, startDate: addDays(today, 3), returnDate: addDays(today, 5) },
      me.accessToken,
    );
    expect(booked.status).toBe(200);
    const bookingId = (await booked.json()).data.bookingId as number;

    // Shipping by hand needs the courier's tracking link as well as the waybill.
    const noLink = await asStaff(`/bookings/${bookingId}/ship`, { wbNo: 'DL123456789IN' });
    expect(noLink.status).toBe(400);
    expect((await noLink.json()).message).toMatch(/tracking link/);
    const link = 'https://www.indiapost.gov.in/track?consignment=DL123456789IN';
    const shipped = await asStaff(`/bookings/${bookingId}/ship`, { wbNo: 'DL123456789IN', trackingUrl: link });
    expect(shipped.status).toBe(200);
    expect((await shipped.json()).data).toMatchObject({ stage: 'IN_TRANSIT', wbNo: 'DL123456789IN', trackingUrl: link });

    const track = new FormData();
    track.append('wbNo', 'DL123456789IN');
    const tracking = await app.request('/api/bluedart/shipment-details', {
      method: 'POST',
      body: track,
      headers: { authorization: `Bearer ${me.accessToken}` },
    });
    expect(tracking.status).toBe(200);
    expect((await tracking.json()).data).toMatchObject({ wbNo: 'DL123456789IN', status: 'IN TRANSIT', trackingUrl: link, bookingId });
  });
});
