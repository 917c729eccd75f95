import { enums, Infer, nullable, optional, refine, type } from 'superstruct';
import { cardNumberProblem, upiIdProblem } from '../../../validation/payment';
import { Amount, Id, OptionalId, ParamText, Text } from './parts';

const KEY_RULE = 'idempotencyKey is required: 8 to 100 letters, digits, - or _ (e.g. a UUID).';

/** What the payment screen sends to POST /api/payment/payNow. */
export const PayNowRequestShape = type({
  orderId: Id,
  userId: OptionalId,
  /** The total the screen showed; a different amount due is refused (409), never charged. */
  amount: optional(nullable(Amount)),
  /**
   * Required by the server (400 without it): one per payment attempt (crypto.randomUUID()),
   * resent unchanged on a retry after a network error so the payment is never made twice.
   */
  idempotencyKey: refine(Text(100), 'rule:idempotencyKey', (value) => /^[A-Za-z0-9_-]{8,100}$/.test(value.trim()) || KEY_RULE),
  /** How the member pays. The demo gateway declines card 4000000000000002 and UPI id failure@upi (402, retryable). */
  paymentMethod: optional(nullable(enums(['card', 'upi', 'CARD', 'UPI']))),
  /** Checked by the payment form's own rule (src/validation/payment.ts) when given; blank counts as not given. */
  cardNumber: optional(nullable(refine(Text(30), 'rule:cardNumber', (value) => value.trim() === '' || (cardNumberProblem(value) ?? true)))),
  upiId: optional(nullable(refine(Text(100), 'rule:upiId', (value) => value.trim() === '' || (upiIdProblem(value) ?? true)))),
});
export type PayNowRequest = Infer<typeof PayNowRequestShape>;

/** GET /api/payment/return: what Razorpay appends to the callback URL; only the link id is used. */
export const PaymentReturnQueryShape = type({ razorpay_payment_link_id: optional(ParamText(100)) });
