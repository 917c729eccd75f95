import { Infer, nullable, number, string, type, union } from 'superstruct';
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
  paymentId: union([string(), number()]),
  /** SUCCEEDED (order activated, user ACTIVE), PROCESSING or REQUIRES_ACTION (go to redirectUrl). A decline is a 402 error. */
  status: string(),
  redirectUrl: nullable(string()),
  orderId: number(),
  amount: number(),
  currency: string(),
  /** card or upi, and a hint of which (•••• 4242, a***@upi); null when the gateway's page took it. */
  method: nullable(string()),
  methodHint: nullable(string()),
  message: string(),
  order: OrderShape,
});
export type PayNowResult = Infer<typeof PayNowShape>;
