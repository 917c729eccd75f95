import { assert } from 'superstruct';
import { OrderShape, PaymentDetailsShape } from '../../src/api/shapes/order';
import { PayNowShape } from '../../src/api/shapes/payment';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_DECLINED_CARD, DEMO_FAILING_UPI } from '../../server/payments/demo-payment-gateway';
import { applied, approved, pay, statusOf } from './support/membership-journey';
import { freshNumber, getAuthed, postJson, startTestServer, type TestServer } from './support/test-server';

const number = () => freshNumber(8600000000);
let server: TestServer;
let key = 0;
const newKey = () => `key-${Date.now()}-${(key += 1)}`;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const count = async (sql: string, params: unknown[]) => (await server.db.query<{ n: number }>(sql, params)).rows[0].n;
const memberships = (userId: number) => count('select count(*)::int as n from user_memberships where user_id = $1', [userId]);
const payments = (orderId: number) => count('select count(*)::int as n from payments where order_id = $1', [orderId]);

describe('POST /api/payment/payNow', () => {
  it('409 before approval (PENDING): no payment is made', async () => {
    const me = await applied(server.app, server.db, number());
    const res = await pay(server.app, me.accessToken, { orderId: me.orderId, userId: me.userId, idempotencyKey: newKey() });
    expect(res.status).toBe(409);
    expect((await res.json()).message).toBe('Your application is still under review. You can pay once it is approved.');
    expect(await payments(me.orderId)).toBe(0);
  });

  it('APPROVED pays: membership for the slab months, user ACTIVE, order ACTIVATED with an invoice number, member told', async () => {
    const me = await approved(server.app, server.db, number(), 4);
    const details = await (await getAuthed(server.app, `/api/order/payment-details/${me.slabId}`, me.accessToken)).json();
    expect(details.data).toMatchObject({ membershipPlanSlabId: me.slabId, currency: 'INR', orderId: me.orderId, canPay: true });
    const res = await pay(server.app, me.accessToken, {
      orderId: me.orderId,
      userId: me.userId,
      amount: details.data.totalAmount,
      idempotencyKey: newKey(),
      paymentMethod: 'upi',
      upiId: 'neha@okaxis',
    });
    expect(res.status).toBe(200);
    const { data } = await res.json();
    // The client's contract (src/api/shapes) reads these answers.
    assert(details.data, PaymentDetailsShape);
    assert(data, PayNowShape);
    assert(data.order, OrderShape);
    expect(data).toMatchObject({
      status: 'SUCCEEDED',
      orderId: me.orderId,
      currency: 'INR',
      amount: details.data.totalAmount,
      order: { status: { name: 'ACTIVATED' } },
    });
    expect(data.order.invoiceNumber).toMatch(/^TOTE\/\d{4}\/\d{6}$/);
    expect(await statusOf(server.app, me)).toBe('ACTIVE');

    const membership = (
      await server.db.query<{ start_date: string; end_date: string; months: number }>(
        `select m.start_date::text, m.end_date::text, s.months from user_memberships m join membership_plan_slabs s on s.id = m.slab_id where m.user_id = $1`,
        [me.userId],
      )
    ).rows;
    expect(membership).toHaveLength(1);
    const start = new Date(`${membership[0].start_date}T00:00:00Z`);
    const end = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + membership[0].months, start.getUTCDate() - 1));
    expect(membership[0].end_date).toBe(end.toISOString().slice(0, 10));
    const titles = (await server.db.query<{ title: string }>('select title from notifications where to_user_id = $1', [me.userId])).rows.map((r) => r.title);
    expect(titles).toEqual(expect.arrayContaining(['Application approved', 'Payment confirmed']));
    const stored = (await server.db.query<{ method_hint: string }>('select method_hint from payments where order_id = $1', [me.orderId])).rows[0];
    expect(stored.method_hint).toBe('n***@okaxis');

    // Activation is idempotent: activating again changes nothing.
    const again = await postJson(server.app, '/api/order/activate', { orderId: me.orderId }, me.accessToken);
    expect(again.status).toBe(200);
    expect((await again.json()).data.status.name).toBe('ACTIVATED');
    expect(await memberships(me.userId)).toBe(1);
  });

  it('two concurrent payNow with one key make one payment and one membership', async () => {
    const me = await approved(server.app, server.db, number());
    const idempotencyKey = newKey();
    const [a, b] = await Promise.all([
      pay(server.app, me.accessToken, { orderId: me.orderId, idempotencyKey }),
      pay(server.app, me.accessToken, { orderId: me.orderId, idempotencyKey }),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const [x, y] = [(await a.json()).data, (await b.json()).data];
    expect(x.paymentId).toBe(y.paymentId);
    expect([x.status, y.status]).toEqual(['SUCCEEDED', 'SUCCEEDED']);
    expect(await payments(me.orderId)).toBe(1);
    expect(await memberships(me.userId)).toBe(1);
  });

  it('a paid order answers every later payNow (any key) with the same payment, charging nothing', async () => {
    const me = await approved(server.app, server.db, number());
    const first = (await (await pay(server.app, me.accessToken, { orderId: me.orderId, idempotencyKey: newKey() })).json()).data;
    const retry = await pay(server.app, me.accessToken, { orderId: me.orderId, idempotencyKey: newKey() });
    expect(retry.status).toBe(200);
    expect((await retry.json()).data.paymentId).toBe(first.paymentId);
    expect(await payments(me.orderId)).toBe(1);
  });

  it('a declined payment is a 402 that can be retried, with the same key or a new one', async () => {
    const me = await approved(server.app, server.db, number());
    const idempotencyKey = newKey();
    const declined = await pay(server.app, me.accessToken, { orderId: me.orderId, idempotencyKey, paymentMethod: 'upi', upiId: DEMO_FAILING_UPI });
    expect(declined.status).toBe(402);
    expect((await declined.json()).message).toBe('The payment was declined by the bank. No money was taken. Please try again or use another payment method.');
    expect(await statusOf(server.app, me)).toBe('APPROVED');

    const card = await pay(server.app, me.accessToken, {
      orderId: me.orderId,
      idempotencyKey: newKey(),
      paymentMethod: 'card',
      cardNumber: DEMO_DECLINED_CARD,
    });
    expect(card.status).toBe(402);

    const retried = await pay(server.app, me.accessToken, { orderId: me.orderId, idempotencyKey, paymentMethod: 'upi', upiId: 'neha@okaxis' });
    expect(retried.status).toBe(200);
    expect((await retried.json()).data.status).toBe('SUCCEEDED');
    const rows = (
      await server.db.query<{ status: string; attempts: number }>('select status, attempts from payments where order_id = $1 order by id', [me.orderId])
    ).rows;
    expect(rows).toEqual([
      { status: 'SUCCEEDED', attempts: 2 },
      { status: 'FAILED', attempts: 1 },
    ]);
    expect(await memberships(me.userId)).toBe(1);
  });

  it("refuses a changed amount (409), a missing key (400) and another member's order (403)", async () => {
    const me = await approved(server.app, server.db, number());
    const other = await approved(server.app, server.db, number());
    const changed = await pay(server.app, me.accessToken, { orderId: me.orderId, idempotencyKey: newKey(), amount: 1 });
    expect(changed.status).toBe(409);
    expect((await changed.json()).message).toMatch(/^The amount due is now ₹[0-9,.]+\. Please review it and pay again\.$/);
    const noKey = await pay(server.app, me.accessToken, { orderId: me.orderId });
    expect(noKey.status).toBe(400);
    expect((await pay(server.app, me.accessToken, { orderId: other.orderId, idempotencyKey: newKey() })).status).toBe(403);
    expect((await pay(server.app, me.accessToken, { orderId: me.orderId, userId: other.userId, idempotencyKey: newKey() })).status).toBe(403);
    expect(await payments(other.orderId)).toBe(0);
  });

  it('an ACTIVE member has nothing to pay (409); EXPIRE renews: RENEWAL order, paid, ACTIVE again', async () => {
    const me = await approved(server.app, server.db, number());
    await pay(server.app, me.accessToken, { orderId: me.orderId, idempotencyKey: newKey() });
    const save = await postJson(server.app, '/api/order/save', { userId: me.userId, membershipPlanSlabId: me.slabId }, me.accessToken);
    expect(save.status).toBe(409);
    expect((await save.json()).message).toBe('Your membership is already active.');

    // The membership ran out.
    await server.db.query("update users set status_code = 'EXPIRE' where id = $1", [me.userId]);
    await server.db.query("update user_memberships set start_date = '2025-01-01', end_date = '2025-03-31' where user_id = $1", [me.userId]);
    const renewal = await postJson(server.app, '/api/order/save', { membershipPlanSlabId: me.slabId }, me.accessToken);
    expect(renewal.status).toBe(200);
    const order = (await renewal.json()).data;
    expect(order).toMatchObject({ kind: 'RENEWAL', status: { name: 'CREATED' } });
    const paid = await pay(server.app, me.accessToken, { orderId: order.orderId, idempotencyKey: newKey() });
    expect(paid.status).toBe(200);
    expect(await statusOf(server.app, me)).toBe('ACTIVE');
    expect(await memberships(me.userId)).toBe(2);
  });
});
