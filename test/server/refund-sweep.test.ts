import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import type { ServerContext } from '../../server/context';
import { CREDIT_NOTE_MESSAGES } from '../../server/orders/credit-note-service';
import { REFUND_SWEEP_AFTER_MS, sweepRefundAttempts } from '../../server/orders/refund-attempts';
import { DemoPaymentGateway } from '../../server/payments/demo-payment-gateway';
import type { GatewayRefundRequest, PaymentGateway } from '../../server/payments/payment-gateway';
import { RazorpayUnavailableError } from '../../server/payments/razorpay-payment-gateway';
import { seedPlans } from '../../server/seed/seed-plans';
import { data, renewed } from './support/collection-fixtures';
import { approved, pay } from './support/membership-journey';
import { operator, operatorGet, operatorPost } from './support/operator';
import { freshNumber, getAuthed, type Session, startTestServer, type TestServer } from './support/test-server';

// A gateway refund is written down (refund_attempts, the amount reserved on the order) before the gateway is
// called. A crash after the gateway's yes, or an answer lost on the way, leaves the attempt open; the refund
// sweep asks the gateway by the attempt's idempotency key and issues the credit note, or gives the amount back.

let server: TestServer;
let staff: Session;
let demo: DemoPaymentGateway;

beforeAll(async () => {
  server = await startTestServer();
  await seedPlans(server.db);
  staff = await operator(server);
  demo = new DemoPaymentGateway(server.db);
});
afterAll(() => server.close());

/** The context of an instance whose payment gateway is `payments` (the demo gateway's books, or a failing stand-in). */
const contextWith = (payments: PaymentGateway): ServerContext => ({ db: server.db, config: server.config, sms: server.sms, now: server.clock.now, payments });

/** The demo gateway, but the request dies after the gateway's answer (`after: 'refund'`) or before asking it (`before`). */
function crashing(when: 'after' | 'before'): PaymentGateway {
  const gateway = new DemoPaymentGateway(server.db);
  gateway.refund = async (request: GatewayRefundRequest) => {
    if (when === 'before') throw new RazorpayUnavailableError('Razorpay is unreachable (TimeoutError)');
    await DemoPaymentGateway.prototype.refund.call(gateway, request);
    throw new Error('the process died here');
  };
  return gateway;
}

async function paidOrder() {
  const me = await approved(server.app, server.db, freshNumber(7523000000));
  const res = await pay(server.app, me.accessToken, { orderId: me.orderId, idempotencyKey: `sweep-test-${me.orderId}` });
  if (res.status !== 200) throw new Error(`payNow ${res.status}: ${await res.text()}`);
  const order = (await data(await getAuthed(server.app, `/api/order/${me.orderId}`, me.accessToken))) as { totalAmount: number };
  return { me, order };
}

const refundThrough = async (payments: PaymentGateway, orderId: number, body: unknown) =>
  operatorPost(createApp(contextWith(payments)), `/orders/${orderId}/refund`, body, (await renewed(server, staff)).accessToken);
const refunds = async (orderId: number) =>
  (await data(await operatorGet(server.app, `/orders/${orderId}/refunds`, (await renewed(server, staff)).accessToken))) as {
    refundable: number;
    creditNotes: { serial: string; totalAmount: number; reference: string }[];
  };
const attempts = async (orderId: number) =>
  (await server.db.query<{ status: string }>('select status from refund_attempts where order_id = $1 order by id', [orderId])).rows.map((r) => r.status);
const stuckLater = () => server.clock.advance(REFUND_SWEEP_AFTER_MS + 1_000);

describe('the refund sweep', () => {
  it('a crash after the gateway refunded: the amount stays reserved, and the sweep issues exactly one credit note for it', async () => {
    const { me, order } = await paidOrder();
    const res = await refundThrough(crashing('after'), me.orderId, { reason: 'Goodwill', amount: 1000 });
    expect(res.status).toBe(500);
    // The gateway gave ₹1,000 back; the order keeps it reserved (no second refund of it), with no credit note yet.
    expect(await refunds(me.orderId)).toMatchObject({ refundable: order.totalAmount - 1000, creditNotes: [] });
    expect(await attempts(me.orderId)).toEqual(['CALLING']);
    // Still within the time its own request could take: not the sweep's yet.
    expect(await sweepRefundAttempts(contextWith(demo))).toEqual({ completed: 0, released: 0, waiting: 0 });
    stuckLater();
    expect(await sweepRefundAttempts(contextWith(demo))).toMatchObject({ completed: 1, released: 0 });
    expect(await sweepRefundAttempts(contextWith(demo))).toEqual({ completed: 0, released: 0, waiting: 0 });
    const after = await refunds(me.orderId);
    expect(after.refundable).toBe(order.totalAmount - 1000);
    expect(after.creditNotes).toEqual([expect.objectContaining({ totalAmount: 1000, reference: expect.stringMatching(/^rfnd_demo_/) })]);
    expect(await attempts(me.orderId)).toEqual(['DONE']);
    // The gateway's books hold one refund of it, the one the credit note names.
    const gatewayRefunds = await server.db.query<{ id: string; amount_minor: number }>('select id, amount_minor from demo_gateway_refunds where id = $1', [
      after.creditNotes[0].reference,
    ]);
    expect(gatewayRefunds.rows).toEqual([{ id: after.creditNotes[0].reference, amount_minor: 100_000 }]);
    const told = await server.db.query<{ title: string }>("select title from notifications where to_user_id = $1 and title = 'Refund issued'", [me.userId]);
    expect(told.rows).toHaveLength(1);
    const audit = await server.db.query<{ actor_name: string; summary: string }>(
      "select actor_name, summary from audit_log where action = 'order.refund' and subject_id = $1",
      [String(me.orderId)],
    );
    expect(audit.rows).toEqual([{ actor_name: expect.any(String), summary: expect.stringContaining('completed by the refund sweep') }]);
  });

  it('the gateway has no such refund (the call never reached it): the sweep gives the amount back, and it can be refunded again', async () => {
    const { me, order } = await paidOrder();
    const res = await refundThrough(crashing('before'), me.orderId, { reason: 'Cancelled', amount: 500 });
    expect([res.status, (await res.json()).message]).toEqual([502, CREDIT_NOTE_MESSAGES.gatewayDown]);
    expect((await refunds(me.orderId)).refundable).toBe(order.totalAmount - 500);
    stuckLater();
    // The gateway cannot be asked now: the attempt waits, the amount stays set aside.
    const down = new DemoPaymentGateway(server.db);
    down.findRefund = async () => {
      throw new RazorpayUnavailableError('Razorpay answered HTTP 503');
    };
    expect(await sweepRefundAttempts(contextWith(down))).toMatchObject({ completed: 0, released: 0, waiting: 1 });
    // That sweeper holds it for a while (another instance skips it meanwhile); then the demo gateway's books say: no refund.
    expect(await sweepRefundAttempts(contextWith(demo))).toEqual({ completed: 0, released: 0, waiting: 0 });
    server.clock.advance(5 * 60_000 + 1_000);
    expect(await sweepRefundAttempts(contextWith(demo))).toMatchObject({ completed: 0, released: 1 });
    expect(await refunds(me.orderId)).toMatchObject({ refundable: order.totalAmount, creditNotes: [] });
    expect(await attempts(me.orderId)).toEqual(['RELEASED']);
    const audit = await server.db.query<{ actor_name: string; summary: string }>(
      "select actor_name, summary from audit_log where action = 'order.refund-released' and subject_id = $1",
      [String(me.orderId)],
    );
    expect(audit.rows).toEqual([{ actor_name: 'refund sweep', summary: expect.stringContaining('the payment gateway has no such refund') }]);
    const again = await data(await refundThrough(demo, me.orderId, { reason: 'Cancelled' }));
    expect(again).toMatchObject({ totalAmount: order.totalAmount });
  });

  it('two sweepers at once (two instances): one outcome, one credit note', async () => {
    const { me, order } = await paidOrder();
    expect((await refundThrough(crashing('after'), me.orderId, { reason: 'Late delivery', amount: 750 })).status).toBe(500);
    stuckLater();
    const outcomes = await Promise.all([sweepRefundAttempts(contextWith(new DemoPaymentGateway(server.db))), sweepRefundAttempts(contextWith(demo))]);
    expect(outcomes.reduce((sum, o) => sum + o.completed, 0)).toBe(1);
    expect(outcomes.reduce((sum, o) => sum + o.released, 0)).toBe(0);
    const after = await refunds(me.orderId);
    expect(after.creditNotes.map((n) => n.totalAmount)).toEqual([750]);
    expect(after.refundable).toBe(order.totalAmount - 750);
  });
});
