import { Writable } from 'node:stream';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { ConfigError } from '../../server/config';
import { createLogger } from '../../server/log/logger';
import { choosePaymentGateway } from '../../server/payments/choose-payment-gateway';
import { OPEN_ATTEMPT_SWEEP_AFTER_MS, PAYMENT_MESSAGES, settleOpenPayments } from '../../server/payments/payment-service';
import { RazorpayPaymentGateway } from '../../server/payments/razorpay-payment-gateway';
import { approved, pay, statusOf } from './support/membership-journey';
import { startRecordingServer, type RecordedRequest, type RecordingServer } from './support/recording-server';
import { freshNumber, getAuthed, startTestServer, type TestServer } from './support/test-server';

const KEY_ID = 'rzp_test_Tote1234';
const KEY_SECRET = 'razorpay-secret-never-logged';
const SITE = 'https://tote.example/';
const number = () => freshNumber(8650000000);

interface Link {
  id: string;
  amount: number;
  currency: string;
  status: string;
  short_url: string;
  reference_id: string;
  callback_url: string;
  payments: { payment_id: string; status: string; amount: number; method: string }[];
}

/** Razorpay's Payment Links API as far as we use it, with its books in `links`. */
function playRazorpay(state: { links: Map<string, Link>; down: boolean }) {
  return (req: RecordedRequest) => {
    if (state.down) return { status: 503, body: { error: { code: 'SERVER_ERROR', description: 'The server encountered an error.' } } };
    const url = new URL(req.url, 'http://razorpay.local');
    if (req.method === 'POST' && url.pathname === '/v1/payment_links') {
      const body = JSON.parse(req.body.toString());
      if ([...state.links.values()].some((l) => l.reference_id === body.reference_id)) {
        return { status: 400, body: { error: { code: 'BAD_REQUEST_ERROR', description: 'Payment Link with this reference_id already exists' } } };
      }
      const n = state.links.size + 1;
      const link: Link = { ...body, id: `plink_Tote${n}`, status: 'created', short_url: `https://rzp.io/i/tote${n}`, payments: [] };
      state.links.set(link.id, link);
      return { body: link };
    }
    if (req.method === 'GET' && url.pathname === '/v1/payment_links') {
      return { body: { payment_links: [...state.links.values()].filter((l) => l.reference_id === url.searchParams.get('reference_id')) } };
    }
    const one = state.links.get(url.pathname.replace('/v1/payment_links/', ''));
    if (req.method === 'GET' && one) return { body: one };
    return { status: 400, body: { error: { code: 'BAD_REQUEST_ERROR', description: 'The id provided does not exist' } } };
  };
}

let server: TestServer;
let razorpay: RecordingServer;
const books = { links: new Map<string, Link>(), down: false };
const logLines: string[] = [];
let key = 0;
const newKey = () => `rzp-key-${Date.now()}-${(key += 1)}`;

const gateway = () =>
  new RazorpayPaymentGateway({ keyId: KEY_ID, keySecret: KEY_SECRET, baseUrl: razorpay.url, callbackUrl: `${SITE}api/payment/return`, siteUrl: SITE });
let app: ReturnType<typeof createApp>;
let razorpayGateway: RazorpayPaymentGateway;

beforeAll(async () => {
  server = await startTestServer();
  razorpay = await startRecordingServer(playRazorpay(books));
  const log = createLogger({ json: true, level: 'info', destination: new Writable({ write: (c, _e, done) => (logLines.push(String(c)), done()) }) });
  razorpayGateway = gateway();
  app = createApp({ db: server.db, config: { ...server.config, demo: false }, sms: server.sms, now: server.clock.now, payments: razorpayGateway, log });
});
afterAll(async () => {
  await razorpay.close();
  await server.close();
});
beforeEach(() => {
  books.down = false;
  razorpay.requests.length = 0;
});

const paidOnRazorpay = (linkId: string, paymentId: string) => {
  const link = books.links.get(linkId)!;
  link.status = 'paid';
  link.payments = [{ payment_id: paymentId, status: 'captured', amount: link.amount, method: 'upi' }];
};
const linkIdOf = (redirectUrl: string) => [...books.links.values()].find((l) => l.short_url === redirectUrl)!.id;
const paymentRow = async (orderId: number) =>
  (
    await server.db.query<{ status: string; gateway_payment_id: string | null; method_hint: string | null }>(
      'select status, gateway_payment_id, method_hint from payments where order_id = $1 order by id desc',
      [orderId],
    )
  ).rows[0];

describe('Razorpay Payment Links on the wire', () => {
  it('sends the member to a link for the amount in the smallest unit; back on the site the payment settles and the membership starts', async () => {
    const me = await approved(server.app, server.db, number());
    const details = (await (await getAuthed(app, `/api/order/payment-details/${me.slabId}`, me.accessToken)).json()).data;
    expect(details.gateway).toBe('razorpay');
    const idempotencyKey = newKey();
    // Whatever an old client sends, card data is not ours to keep: Razorpay's page takes it.
    const res = await pay(app, me.accessToken, {
      orderId: me.orderId,
      amount: details.totalAmount,
      idempotencyKey,
      paymentMethod: 'card',
      cardNumber: '4111 1111 1111 1111',
    });
    expect(res.status).toBe(200);
    const data = (await res.json()).data;
    expect(data).toMatchObject({ status: 'REQUIRES_ACTION', method: null, methodHint: null, message: 'Complete the payment on the next page.' });
    expect(data.redirectUrl).toMatch(/^https:\/\/rzp\.io\/i\/tote\d+$/);

    const [create] = razorpay.requests;
    expect(create.method).toBe('POST');
    expect(create.url).toBe('/v1/payment_links');
    expect(create.headers.authorization).toBe(`Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString('base64')}`);
    const sent = JSON.parse(create.body.toString());
    expect(sent).toMatchObject({
      amount: Math.round(details.totalAmount * 100),
      currency: 'INR',
      accept_partial: false,
      callback_url: 'https://tote.example/api/payment/return',
      callback_method: 'get',
      notes: { receipt: `order-${me.orderId}` },
    });
    expect(sent.reference_id.length).toBeLessThanOrEqual(40);
    expect(sent.expire_by).toBeGreaterThan(Date.now() / 1000 + 15 * 60);
    expect(create.body.toString()).not.toContain('4111');
    expect(await paymentRow(me.orderId)).toMatchObject({ status: 'PROCESSING', method_hint: null });
    expect(await statusOf(app, me)).toBe('APPROVED');

    // Back without paying, the member presses Pay again: the same link, not a second one.
    const again = (await (await pay(app, me.accessToken, { orderId: me.orderId, idempotencyKey })).json()).data;
    expect(again).toMatchObject({ status: 'REQUIRES_ACTION', redirectUrl: data.redirectUrl, paymentId: data.paymentId });
    expect(razorpay.requests.filter((r) => r.method === 'POST')).toHaveLength(1);

    // Paid on Razorpay's page; Razorpay sends the member to the callback (whose query is not believed: a forged signature changes nothing).
    const linkId = linkIdOf(data.redirectUrl);
    paidOnRazorpay(linkId, 'pay_ToteOne');
    const back = await app.request(
      `/api/payment/return?razorpay_payment_id=pay_Forged&razorpay_payment_link_id=${linkId}&razorpay_payment_link_status=paid&razorpay_signature=forged`,
    );
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toBe('https://tote.example/#/package-details');
    expect(await paymentRow(me.orderId)).toMatchObject({ status: 'SUCCEEDED', gateway_payment_id: 'pay_ToteOne' });
    expect(await statusOf(app, me)).toBe('ACTIVE');
    const order = (await (await getAuthed(app, `/api/order/${me.orderId}`, me.accessToken)).json()).data;
    expect(order.status.name).toBe('ACTIVATED');
  });

  it('the order status the packages page reads settles a link paid while the member was away; an unknown link id on return changes nothing', async () => {
    const me = await approved(server.app, server.db, number());
    const data = (await (await pay(app, me.accessToken, { orderId: me.orderId, idempotencyKey: newKey() })).json()).data;
    expect((await app.request('/api/payment/return?razorpay_payment_link_id=plink_Nobody')).status).toBe(303);
    expect((await app.request('/api/payment/return')).headers.get('location')).toBe('https://tote.example/#/package-details');
    expect(await paymentRow(me.orderId)).toMatchObject({ status: 'PROCESSING' });

    paidOnRazorpay(linkIdOf(data.redirectUrl), 'pay_ToteTwo');
    const order = (await (await getAuthed(app, `/api/order/${me.orderId}`, me.accessToken)).json()).data;
    expect(order.status.name).toBe('ACTIVATED');
    expect(await statusOf(app, me)).toBe('ACTIVE');
  });

  it('a member who paid and never came back is settled by the sweep, once the attempt has waited a minute', async () => {
    const me = await approved(server.app, server.db, number());
    const data = (await (await pay(app, me.accessToken, { orderId: me.orderId, idempotencyKey: newKey() })).json()).data;
    paidOnRazorpay(linkIdOf(data.redirectUrl), 'pay_ToteSwept');
    const ctx = { db: server.db, config: server.config, sms: server.sms, now: server.clock.now, payments: razorpayGateway };
    const sweep = { waitedMs: OPEN_ATTEMPT_SWEEP_AFTER_MS };
    await settleOpenPayments(ctx, sweep);
    expect(await paymentRow(me.orderId)).toMatchObject({ status: 'PROCESSING' });
    await server.db.query("update payments set updated_at = now() - interval '2 minutes' where order_id = $1", [me.orderId]);
    await settleOpenPayments(ctx, sweep);
    expect(await paymentRow(me.orderId)).toMatchObject({ status: 'SUCCEEDED', gateway_payment_id: 'pay_ToteSwept' });
    expect(await statusOf(app, me)).toBe('ACTIVE');
  });

  it('an expired link is a 402 saying so, nothing taken; paying again with the same key gets a new link', async () => {
    const me = await approved(server.app, server.db, number());
    const idempotencyKey = newKey();
    const first = (await (await pay(app, me.accessToken, { orderId: me.orderId, idempotencyKey })).json()).data;
    books.links.get(linkIdOf(first.redirectUrl))!.status = 'expired';
    const expired = await pay(app, me.accessToken, { orderId: me.orderId, idempotencyKey });
    expect(expired.status).toBe(402);
    expect((await expired.json()).message).toBe(`The payment link expired before it was paid. ${PAYMENT_MESSAGES.declinedSuffix}`);
    const retried = await pay(app, me.accessToken, { orderId: me.orderId, idempotencyKey });
    expect(retried.status).toBe(200);
    const second = (await retried.json()).data;
    expect(second.status).toBe('REQUIRES_ACTION');
    expect(second.redirectUrl).not.toBe(first.redirectUrl);
    expect(await statusOf(app, me)).toBe('APPROVED');
  });

  it('Razorpay down is a 502 with a clear message and nothing charged; the key id and secret never reach the log', async () => {
    const me = await approved(server.app, server.db, number());
    books.down = true;
    const res = await pay(app, me.accessToken, { orderId: me.orderId, idempotencyKey: newKey() });
    expect(res.status).toBe(502);
    expect(await res.json()).toMatchObject({ code: 'UPSTREAM_FAILED', message: PAYMENT_MESSAGES.unreachable });
    expect(await statusOf(app, me)).toBe('APPROVED');
    const everything = logLines.join('');
    expect(everything).toContain('Razorpay answered HTTP 503');
    for (const secret of [KEY_SECRET, Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString('base64')]) expect(everything).not.toContain(secret);

    // Back up: the member tries again (a new key, as the client makes after a failure) and is sent to pay.
    books.down = false;
    const idempotencyKey = newKey();
    const retry = await pay(app, me.accessToken, { orderId: me.orderId, idempotencyKey });
    const { redirectUrl } = (await retry.json()).data;
    expect(redirectUrl).toMatch(/^https:\/\/rzp\.io\//);

    // Down again while the link is open: Pay cannot check it, so nothing is decided and the member is told at once.
    books.down = true;
    const unchecked = await pay(app, me.accessToken, { orderId: me.orderId, idempotencyKey });
    expect(unchecked.status).toBe(502);
    expect((await unchecked.json()).message).toBe(PAYMENT_MESSAGES.cannotCheck);
    expect(await paymentRow(me.orderId)).toMatchObject({ status: 'PROCESSING' });
    books.down = false;
    expect((await (await pay(app, me.accessToken, { orderId: me.orderId, idempotencyKey })).json()).data.redirectUrl).toBe(redirectUrl);
  });

  it('a retried create with the same reference finds the first link instead of making a second', async () => {
    const razorpayGateway = gateway();
    const request = { amountMinor: 24_900, currency: 'INR', receipt: 'order-1', idempotencyKey: 'tote-999-1-order' };
    const first = await razorpayGateway.createOrder(request);
    const second = await razorpayGateway.createOrder(request);
    expect(second).toEqual(first);
    expect([...books.links.values()].filter((l) => l.reference_id === 'tote-999-1-order')).toHaveLength(1);
    expect(razorpay.requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      'POST /v1/payment_links',
      'POST /v1/payment_links',
      'GET /v1/payment_links?reference_id=tote-999-1-order',
    ]);
    expect(await razorpayGateway.lookup('plink_Unknown')).toBeNull();
  });
});

describe('choosing Razorpay (TOTE_PAYMENT_GATEWAY=razorpay)', () => {
  const full = {
    NODE_ENV: 'production',
    TOTE_PAYMENT_GATEWAY: 'razorpay',
    TOTE_RAZORPAY_KEY_ID: KEY_ID,
    TOTE_RAZORPAY_KEY_SECRET: KEY_SECRET,
    TOTE_PUBLIC_URL: 'https://tote.example',
  };

  it('is built from its variables; a missing or malformed one is a ConfigError naming it', () => {
    const chosen = choosePaymentGateway(server.db, full);
    expect(chosen.name).toBe('razorpay');
    expect(chosen.hosted).toEqual({ siteUrl: 'https://tote.example/' });
    for (const variable of ['TOTE_RAZORPAY_KEY_ID', 'TOTE_RAZORPAY_KEY_SECRET', 'TOTE_PUBLIC_URL']) {
      expect(() => choosePaymentGateway(server.db, { ...full, [variable]: ' ' })).toThrow(new ConfigError(`TOTE_PAYMENT_GATEWAY=razorpay needs ${variable}.`));
    }
    expect(() => choosePaymentGateway(server.db, { ...full, TOTE_PUBLIC_URL: 'tote.example' })).toThrow(/TOTE_PUBLIC_URL must be/);
    expect(() => choosePaymentGateway(server.db, { ...full, TOTE_PAYMENT_GATEWAY: 'paytm' })).toThrow(/Unknown payment gateway "paytm".*razorpay/);
    expect(() => choosePaymentGateway(server.db, { NODE_ENV: 'production' })).toThrow(ConfigError);
  });
});
