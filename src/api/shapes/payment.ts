import { Infer, nullable, number, optional, string, type, union } from 'superstruct';
import { optionalText } from './common';

/** What the payment screen sends to POST /api/payment/payNow. */
export interface PayNowRequest {
  orderId: number;
  userId: number;
  amount: number;
}

/** POST /api/payment/payNow: the payment's status and, for a hosted gateway, where to send the user. */
export const PayNowShape = type({
  paymentId: optional(nullable(union([string(), number()]))),
  status: optionalText,
  redirectUrl: optionalText,
});
export type PayNowResult = Infer<typeof PayNowShape>;
