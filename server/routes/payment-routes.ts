import { Hono } from 'hono';
import { enums, nullable, number, optional, size, string, type, union } from 'superstruct';
import type { ServerContext } from '../context';
import { readJson } from '../http/read-json';
import { assertSelf, type AuthEnv, requireUser } from '../http/require-user';
import { badRequest, ok } from '../http/respond';
import { orderJson } from '../orders/order-record';
import { payNow } from '../payments/payment-service';

const anId = union([number(), string()]);
const PayNowBody = type({
  orderId: optional(nullable(anId)),
  userId: optional(nullable(anId)),
  amount: optional(nullable(number())),
  idempotencyKey: optional(nullable(size(string(), 0, 100))),
  paymentMethod: optional(nullable(enums(['card', 'upi', 'CARD', 'UPI']))),
  cardNumber: optional(nullable(size(string(), 0, 30))),
  upiId: optional(nullable(size(string(), 0, 100))),
});

const KEY = /^[A-Za-z0-9_-]{8,100}$/;

/** POST /api/payment/payNow: pays an order through the payment gateway seam, once per idempotency key. */
export function paymentRoutes(ctx: ServerContext): Hono {
  const app = new Hono<AuthEnv>();
  const authed = requireUser(ctx);

  app.post('/payNow', authed, async (c) => {
    const body = await readJson(c, PayNowBody);
    if (body.userId !== undefined && body.userId !== null) assertSelf(c, body.userId);
    const orderId = Number(body.orderId);
    if (!Number.isInteger(orderId) || orderId <= 0) throw badRequest('orderId is required.');
    const key = body.idempotencyKey?.trim() ?? '';
    // The key is what makes a retry safe; the client makes one per payment attempt (a UUID) and resends it on retry.
    if (!KEY.test(key)) throw badRequest('idempotencyKey is required: 8 to 100 letters, digits, - or _ (e.g. a UUID).');
    const method = body.paymentMethod?.toLowerCase() as 'card' | 'upi' | undefined;
    if (method === 'card' && body.cardNumber && !/^[0-9 ]{12,23}$/.test(body.cardNumber)) throw badRequest('Please enter a valid card number.');
    if (method === 'upi' && body.upiId && !/^[A-Za-z0-9._-]{2,64}@[A-Za-z]{2,64}$/.test(body.upiId.trim())) throw badRequest('Please enter a valid UPI id.');
    const result = await payNow(ctx, c.get('user').userId, {
      orderId,
      idempotencyKey: key,
      amount: body.amount,
      instrument: method ? { method, cardNumber: body.cardNumber ?? undefined, upiId: body.upiId ?? undefined } : null,
    });
    const { payment, order } = result;
    const status = result.redirectUrl ? 'REQUIRES_ACTION' : payment.status;
    return ok(c, {
      paymentId: payment.id,
      orderId: payment.order_id,
      status,
      amount: Number(payment.amount),
      currency: payment.currency,
      method: payment.method,
      methodHint: payment.method_hint,
      redirectUrl: result.redirectUrl ?? null,
      message: status === 'SUCCEEDED' ? 'Payment confirmed. Welcome to Tote!' : status === 'REQUIRES_ACTION' ? 'Complete the payment on the next page.' : 'Your payment is being processed.',
      order: orderJson(order),
    });
  });

  return app as unknown as Hono;
}
