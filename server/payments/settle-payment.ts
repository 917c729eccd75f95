import type { ServerContext } from '../context';
import { paymentDeclined, upstreamFailed } from '../domain-error';
import { findOrder, type OrderRow } from '../orders/order-record';
import { activatePaidOrder, gstOf, lockUserStatus, markOrderPaid } from '../orders/order-service';
import { choosePaymentGateway } from './choose-payment-gateway';
import type { GatewayResult, PaymentGateway } from './payment-gateway';
import {
  findOrderIdOfGatewayOrder,
  findPayment,
  listOpenGatewayPayments,
  listStaleAttempts,
  markPaymentFailed,
  markPaymentSucceeded,
  type PaymentRow,
} from './payment-record';

// A payment attempt settled by the gateway's answer, whoever brings it: the member's own request (payment-service.ts),
// a duplicate of it, the member back from a hosted gateway's page, or the sweep.

export interface PayNowOutcome {
  payment: PaymentRow;
  order: OrderRow;
  redirectUrl?: string;
}

/** A PROCESSING attempt older than this whose request is gone is settled by asking the gateway. */
export const STALE_ATTEMPT_MS = 2 * 60_000;
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

/**
 * Records the gateway's answer once (a payment already settled is left as
 * is) and, on success, marks the order paid and activates it in the same
 * transaction. A decline is answered 402 with the reason.
 */
export async function settle(ctx: ServerContext, paymentId: number, result: GatewayResult): Promise<PayNowOutcome> {
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

export async function outcome(ctx: ServerContext, payment: PaymentRow): Promise<PayNowOutcome> {
  if (payment.status === 'FAILED') {
    const reason = payment.failure_reason ?? 'The payment did not go through.';
    if (reason === PAYMENT_MESSAGES.unreachable) throw upstreamFailed(reason);
    throw paymentDeclined(`${reason} ${PAYMENT_MESSAGES.declinedSuffix}`);
  }
  return { payment, order: (await findOrder(ctx.db, payment.order_id))! };
}

/** Attempts left PROCESSING by a request that died (crash, lost connection) are settled from the gateway's books. */
export async function settleStaleAttempts(ctx: ServerContext, orderId: number): Promise<void> {
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
