import { Hono } from 'hono';
import type { ServerContext } from '../context';
import { json, query } from '../http/parse';
import { assertSelf, type AuthEnv, requireUser } from '../http/require-user';
import { ok } from '../http/respond';
import { orderJson } from '../orders/order-record';
import { gatewayOf, orderOfGatewayOrder, payNow, settleOpenPayments } from '../payments/payment-service';
import type { PayNowResult } from '../../src/api/shapes/payment';
import { PaymentReturnQueryShape, PayNowRequestShape } from '../../src/api/shapes/requests/payment';
import { MANUAL_PAYMENT_MESSAGES, manualInstructions } from '../payments/manual-payment-service';

const MESSAGES: Record<string, string> = {
  SUCCEEDED: 'Payment confirmed. Welcome to Tote!',
  REQUIRES_ACTION: 'Complete the payment on the next page.',
};

/**
 * POST /api/payment/payNow: pays an order through the payment gateway seam, once per idempotency key.
 * GET /api/payment/return: where a hosted gateway's page sends the member back.
 */
export function paymentRoutes(ctx: ServerContext) {
  const app = new Hono<AuthEnv>();

  app.post('/payNow', requireUser(ctx), json(PayNowRequestShape), async (c) => {
    const body = c.req.valid('json');
    assertSelf(c, body.userId);
    const method = body.paymentMethod?.toLowerCase() as 'card' | 'upi' | undefined;
    const result = await payNow(ctx, c.get('user').userId, {
      orderId: body.orderId,
      idempotencyKey: body.idempotencyKey.trim(),
      amount: body.amount,
      instrument: method ? { method, cardNumber: body.cardNumber ?? undefined, upiId: body.upiId ?? undefined } : null,
    });
    const { payment, order } = result;
    const status = result.redirectUrl ? 'REQUIRES_ACTION' : payment.status;
    const manual = gatewayOf(ctx).manual;
    const byHand = manual && payment.status === 'PROCESSING' ? manualInstructions(manual.payee, payment) : null;
    return ok(c, {
      paymentId: payment.id,
      orderId: payment.order_id,
      status,
      amount: Number(payment.amount),
      currency: payment.currency,
      method: payment.method,
      methodHint: payment.method_hint,
      redirectUrl: result.redirectUrl ?? null,
      message: byHand ? MANUAL_PAYMENT_MESSAGES.memberNote : (MESSAGES[status] ?? 'Your payment is being processed.'),
      order: orderJson(order),
      manualPayment: byHand,
    } satisfies PayNowResult);
  });

  // No login here (a plain redirect from the gateway's page) and nothing in the query is believed: the payment
  // is settled from the gateway's own books, then the member lands on the packages page, which reads the order.
  app.get('/return', query(PaymentReturnQueryShape), async (c) => {
    const gatewayOrderId = c.req.valid('query').razorpay_payment_link_id?.trim();
    const orderId = gatewayOrderId ? await orderOfGatewayOrder(ctx, gatewayOrderId) : undefined;
    if (orderId !== undefined) await settleOpenPayments(ctx, { orderId });
    c.header('cache-control', 'no-store');
    return c.redirect(`${gatewayOf(ctx).hosted?.siteUrl ?? '/'}#/package-details`, 303);
  });

  return app;
}
