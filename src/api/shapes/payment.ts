import { Infer, nullable, number, optional, string, type, union } from 'superstruct';
import { OrderShape } from './order';

/** What the payment screen sends to POST /api/payment/payNow. */
export interface PayNowRequest {
  orderId: number;
  userId: number;
  /** The total the screen showed; a different amount due is refused (409), never charged. */
  amount: number;
  /**
   * Required by the server (400 without it): one per payment attempt (crypto.randomUUID()),
   * resent unchanged on a retry after a network error so the payment is never made twice.
   */
  idempotencyKey: string;
  /** How the member pays. The demo gateway declines card 4000000000000002 and UPI id failure@upi (402, retryable). */
  paymentMethod?: 'card' | 'upi';
  cardNumber?: string;
  upiId?: string;
}

/** POST /api/payment/payNow: the payment's status and, for a hosted gateway, where to send the user. */
export const PayNowShape = type({
  paymentId: optional(union([string(), number()])),
  /** SUCCEEDED (order activated, user ACTIVE), PROCESSING or REQUIRES_ACTION (go to redirectUrl). A decline is a 402 error. */
  status: optional(string()),
  redirectUrl: optional(nullable(string())),
  orderId: optional(number()),
  amount: optional(number()),
  currency: optional(string()),
  /** card or upi, and a hint of which (•••• 4242, a***@upi); null when the gateway's page took it. */
  method: optional(nullable(string())),
  methodHint: optional(nullable(string())),
  message: optional(string()),
  order: optional(OrderShape),
});
export type PayNowResult = Infer<typeof PayNowShape>;
