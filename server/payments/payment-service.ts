import type { ServerContext } from '../context';
import { conflict, forbidden, notFound, upstreamFailed } from '../domain-error';
import { findOrder, orderTotal } from '../orders/order-record';
import { assertMayPay, ORDER_MESSAGES } from '../orders/order-rules';
import { lockUserStatus } from '../orders/order-service';
import type { GatewayResult, PaymentGateway, PaymentInstrument } from './payment-gateway';
import { findLivePayment, findPayment, findPaymentByKey, insertPayment, type PaymentRow, retryPayment, setGatewayOrderId } from './payment-record';
import { gatewayOf, outcome, PAYMENT_MESSAGES, type PayNowOutcome, settle, settleStaleAttempts } from './settle-payment';
import { log } from '../log/logger';

export {
  gatewayOf,
  OPEN_ATTEMPT_SWEEP_AFTER_MS,
  orderOfGatewayOrder,
  PAYMENT_MESSAGES,
  type PayNowOutcome,
  settleOpenPayments,
  STALE_ATTEMPT_MS,
} from './settle-payment';

export interface PayNowInput {
  orderId: number;
  idempotencyKey: string;
  /** What the screen showed; a different amount due is a 409, never a silent other charge. */
  amount?: number | null;
  instrument?: PaymentInstrument | null;
}

/** How long a duplicate request waits for the first one's answer before answering PROCESSING. */
const DUPLICATE_WAIT_MS = 10_000;

const minor = (amount: number | string) => Math.round(Number(amount) * 100);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function methodOf(instrument?: PaymentInstrument | null): { method: string | null; hint: string | null } {
  if (!instrument) return { method: null, hint: null };
  if (instrument.method === 'card') {
    const digits = (instrument.cardNumber ?? '').replace(/\D/g, '');
    return { method: 'card', hint: digits ? `•••• ${digits.slice(-4)}` : null };
  }
  const upi = (instrument.upiId ?? '').trim();
  const at = upi.indexOf('@');
  return { method: 'upi', hint: at > 0 ? `${upi[0]}***${upi.slice(at)}` : null };
}

type Plan = { kind: 'done'; payment: PaymentRow } | { kind: 'wait'; payment: PaymentRow } | { kind: 'charge'; payment: PaymentRow };

/**
 * POST /api/payment/payNow. One idempotency key is one payment: a repeat
 * (double click, retry after a lost answer) returns that payment, waiting for
 * it when it is still in flight; a key whose attempt was declined tries again
 * (nothing was charged). A paid order answers with its payment whatever the
 * key. Only APPROVED users, and DEACTIVE/EXPIRE renewing, may pay.
 */
export async function payNow(ctx: ServerContext, userId: number, input: PayNowInput): Promise<PayNowOutcome> {
  const gateway = gatewayOf(ctx);
  await settleStaleAttempts(ctx, input.orderId);
  // A hosted gateway's page takes the details: whatever the client sent is not kept.
  const { method, hint } = gateway.hosted ? { method: null, hint: null } : methodOf(input.instrument);

  const plan = await ctx.db.transaction(async (tx): Promise<Plan> => {
    const status = await lockUserStatus(tx, userId);
    const order = await findOrder(tx, input.orderId, true);
    if (!order) throw notFound('No such order.');
    if (order.user_id !== userId) throw forbidden();

    const same = await findPaymentByKey(tx, order.id, input.idempotencyKey);
    if (same?.status === 'SUCCEEDED') return { kind: 'done', payment: same };
    if (same?.status === 'PROCESSING') return { kind: 'wait', payment: same };
    if (order.status === 'PAID' || order.status === 'ACTIVATED') {
      const paid = await findLivePayment(tx, order.id);
      if (paid) return { kind: 'done', payment: paid };
      throw conflict(ORDER_MESSAGES.closed, 'ORDER_PAID');
    }
    if (order.status === 'CANCELLED') throw conflict(ORDER_MESSAGES.cancelled, 'ORDER_CANCELLED');
    assertMayPay(status);
    const total = orderTotal(order);
    if (input.amount !== undefined && input.amount !== null && minor(input.amount) !== minor(total)) {
      throw conflict(PAYMENT_MESSAGES.amountChanged(total), 'AMOUNT_CHANGED');
    }
    const live = await findLivePayment(tx, order.id);
    if (live) return { kind: 'wait', payment: live };

    if (same) {
      // The same key after a decline: nothing was charged, so this is the member trying again,
      // on a new gateway order (a hosted gateway's expired page cannot be paid any more).
      await retryPayment(tx, same.id, total, method, hint);
      return { kind: 'charge', payment: (await findPayment(tx, same.id))! };
    }
    const created = await insertPayment(tx, {
      orderId: order.id,
      userId,
      key: input.idempotencyKey,
      amount: total,
      currency: order.currency,
      gateway: gateway.name,
      method,
      methodHint: hint,
    });
    return { kind: 'charge', payment: created };
  });

  if (plan.kind === 'done') return outcome(ctx, plan.payment);
  if (plan.kind === 'wait') return waitFor(ctx, gateway, plan.payment);

  const payment = plan.payment;
  let result: GatewayResult;
  try {
    let gatewayOrderId = payment.gateway_order_id;
    if (!gatewayOrderId) {
      gatewayOrderId = (
        await gateway.createOrder({
          amountMinor: minor(payment.amount),
          currency: payment.currency,
          receipt: `order-${payment.order_id}`,
          idempotencyKey: `tote-${payment.id}-${payment.attempts}-order`,
        })
      ).gatewayOrderId;
      await setGatewayOrderId(ctx.db, payment.id, gatewayOrderId);
    }
    result = await gateway.confirm({
      gatewayOrderId,
      amountMinor: minor(payment.amount),
      currency: payment.currency,
      instrument: input.instrument ?? { method: 'upi' },
      idempotencyKey: `tote-${payment.id}-${payment.attempts}`,
    });
  } catch (error) {
    (ctx.log ?? log).error({ err: error }, 'payment gateway error');
    const known = await lookupQuietly(gateway, (await findPayment(ctx.db, payment.id))?.gateway_order_id ?? null);
    result = known && known.status !== 'pending' ? known : { status: 'failed', reason: PAYMENT_MESSAGES.unreachable };
  }
  return settle(ctx, payment.id, result);
}

async function lookupQuietly(gateway: PaymentGateway, gatewayOrderId: string | null): Promise<GatewayResult | null> {
  if (!gatewayOrderId) return null;
  try {
    return await gateway.lookup(gatewayOrderId);
  } catch {
    return null;
  }
}

/**
 * A duplicate of an attempt in flight: wait for its answer; ask the gateway when it takes too long.
 * An attempt waiting on a hosted gateway's page sends the member back there (or is settled if they paid).
 */
async function waitFor(ctx: ServerContext, gateway: PaymentGateway, first: PaymentRow): Promise<PayNowOutcome> {
  // Paid by hand: nothing will change until an operator marks it received, so the member gets the instructions again at once.
  if (gateway.manual) return outcome(ctx, first);
  if (gateway.hosted && first.gateway_order_id) {
    let known: GatewayResult | null;
    try {
      known = await gateway.lookup(first.gateway_order_id);
    } catch (error) {
      // The member may have paid on the gateway's page: nothing is decided, they are asked to come back.
      (ctx.log ?? log).error({ err: error }, 'payment gateway error');
      throw upstreamFailed(PAYMENT_MESSAGES.cannotCheck);
    }
    if (known?.status === 'requires_action') return { ...(await outcome(ctx, first)), redirectUrl: known.redirectUrl };
    if (known && known.status !== 'pending') return settle(ctx, first.id, known);
  }
  const until = Date.now() + DUPLICATE_WAIT_MS;
  let payment = first;
  while (payment.status === 'PROCESSING' && Date.now() < until) {
    await sleep(50);
    payment = (await findPayment(ctx.db, payment.id))!;
  }
  if (payment.status === 'PROCESSING') {
    const known = await lookupQuietly(gateway, payment.gateway_order_id);
    if (known?.status === 'requires_action') return { ...(await outcome(ctx, payment)), redirectUrl: known.redirectUrl };
    if (known && known.status !== 'pending') return settle(ctx, payment.id, known);
  }
  return outcome(ctx, payment);
}
