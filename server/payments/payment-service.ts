import type { ServerContext } from '../context';
import { conflict, forbidden, notFound, paymentDeclined, upstreamFailed } from '../domain-error';
import { findOrder, orderTotal, type OrderRow } from '../orders/order-record';
import { assertMayPay, ORDER_MESSAGES } from '../orders/order-rules';
import { activatePaidOrder, gstOf, lockUserStatus, markOrderPaid } from '../orders/order-service';
import { choosePaymentGateway } from './choose-payment-gateway';
import type { GatewayResult, PaymentGateway, PaymentInstrument } from './payment-gateway';
import {
  findLivePayment,
  findOrderIdOfGatewayOrder,
  findPayment,
  findPaymentByKey,
  insertPayment,
  listOpenGatewayPayments,
  listStaleAttempts,
  markPaymentFailed,
  markPaymentSucceeded,
  type PaymentRow,
  retryPayment,
  setGatewayOrderId,
} from './payment-record';
import { log } from '../log/logger';

export interface PayNowInput {
  orderId: number;
  idempotencyKey: string;
  /** What the screen showed; a different amount due is a 409, never a silent other charge. */
  amount?: number | null;
  instrument?: PaymentInstrument | null;
}

export interface PayNowOutcome {
  payment: PaymentRow;
  order: OrderRow;
  redirectUrl?: string;
}

/** A PROCESSING attempt older than this whose request is gone is settled by asking the gateway. */
export const STALE_ATTEMPT_MS = 2 * 60_000;
/** How long a duplicate request waits for the first one's answer before answering PROCESSING. */
const DUPLICATE_WAIT_MS = 10_000;

export const PAYMENT_MESSAGES = {
  declinedSuffix: 'No money was taken. Please try again or use another payment method.',
  unreachable: 'We could not reach the payment service. No payment was completed; please try again.',
  cannotCheck: 'We could not reach the payment service to check your payment. Please try again in a moment: you will not be charged twice.',
  amountChanged: (total: number) =>
    `The amount due is now ${new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(total)}. Please review it and pay again.`,
} as const;

const gateways = new WeakMap<ServerContext, PaymentGateway>();

/** The context's gateway, else the configured one on the context's database (one per app). */
export function gatewayOf(ctx: ServerContext): PaymentGateway {
  if (ctx.payments) return ctx.payments;
  let gateway = gateways.get(ctx);
  if (!gateway) gateways.set(ctx, (gateway = choosePaymentGateway(ctx.db)));
  return gateway;
}

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
 * Records the gateway's answer once (a payment already settled is left as
 * is) and, on success, marks the order paid and activates it in the same
 * transaction. A decline is answered 402 with the reason.
 */
async function settle(ctx: ServerContext, paymentId: number, result: GatewayResult): Promise<PayNowOutcome> {
  if (result.status === 'pending' || result.status === 'requires_action') {
    const payment = (await findPayment(ctx.db, paymentId))!;
    return { ...(await outcome(ctx, payment)), redirectUrl: result.status === 'requires_action' ? result.redirectUrl : undefined };
  }
  const settled = await ctx.db.transaction(async (tx) => {
    const first = (await findPayment(tx, paymentId))!;
    await lockUserStatus(tx, first.user_id);
    const payment = (await findPayment(tx, paymentId, true))!;
    if (payment.status !== 'PROCESSING') return payment;
    if (result.status === 'succeeded') {
      await markPaymentSucceeded(tx, paymentId, result.gatewayPaymentId);
      await markOrderPaid(tx, payment.order_id, ctx.now(), gstOf(ctx));
      await activatePaidOrder(tx, (await findOrder(tx, payment.order_id, true))!, ctx.now());
    } else {
      await markPaymentFailed(tx, paymentId, result.reason, result.gatewayPaymentId ?? null);
    }
    return (await findPayment(tx, paymentId))!;
  });
  return outcome(ctx, settled);
}

async function outcome(ctx: ServerContext, payment: PaymentRow): Promise<PayNowOutcome> {
  if (payment.status === 'FAILED') {
    const reason = payment.failure_reason ?? 'The payment did not go through.';
    if (reason === PAYMENT_MESSAGES.unreachable) throw upstreamFailed(reason);
    throw paymentDeclined(`${reason} ${PAYMENT_MESSAGES.declinedSuffix}`);
  }
  return { payment, order: (await findOrder(ctx.db, payment.order_id))! };
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

/** Attempts left PROCESSING by a request that died (crash, lost connection) are settled from the gateway's books. */
async function settleStaleAttempts(ctx: ServerContext, orderId: number): Promise<void> {
  await settleFromBooks(ctx, await listStaleAttempts(ctx.db, orderId, STALE_ATTEMPT_MS), true);
}

/** How long an attempt waits on a hosted gateway's page before the sweep asks about it (the return route is faster). */
export const OPEN_ATTEMPT_SWEEP_AFTER_MS = 60_000;

/**
 * Attempts in flight with the configured gateway, settled from its books when
 * it has a definite answer (paid, expired, cancelled); one that is still open
 * is left as is. For one order (`orderId`: the member back from a hosted
 * gateway's page, or the order's status read, so a payment made there starts
 * the membership without another click), or every attempt that has waited
 * `waitedMs` (the sweep: a member who paid and closed the tab, with no webhook
 * to register). Safe on several instances at once: settling is idempotent.
 */
export async function settleOpenPayments(ctx: ServerContext, only: { orderId?: number; waitedMs?: number } = {}): Promise<void> {
  await settleFromBooks(ctx, await listOpenGatewayPayments(ctx.db, gatewayOf(ctx).name, only.orderId ?? null, only.waitedMs ?? 0), false);
}

/**
 * Each attempt settled by what the gateway's books say: paid or failed is
 * recorded; an order the gateway does not know failed only when `unknownFails`
 * (the request that made it died). A gateway that cannot answer now decides
 * nothing: the member may still be paying on its page.
 */
async function settleFromBooks(ctx: ServerContext, rows: { id: number; gateway_order_id: string | null }[], unknownFails: boolean): Promise<void> {
  for (const row of rows) {
    let known: GatewayResult | null = null;
    if (row.gateway_order_id) {
      try {
        known = await gatewayOf(ctx).lookup(row.gateway_order_id);
      } catch {
        continue;
      }
    }
    if (known?.status === 'succeeded' || known?.status === 'failed') await settle(ctx, row.id, known).catch(() => undefined);
    else if (!known && unknownFails) await settle(ctx, row.id, { status: 'failed', reason: 'The payment was interrupted.' }).catch(() => undefined);
  }
}

/** GET /api/payment/return: the member back from the gateway's page with its order id; the order whose payment that is. */
export async function orderOfGatewayOrder(ctx: ServerContext, gatewayOrderId: string): Promise<number | undefined> {
  return findOrderIdOfGatewayOrder(ctx.db, gatewayOf(ctx).name, gatewayOrderId);
}
