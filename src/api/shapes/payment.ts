import { Infer, nullable, number, optional, string, type, union } from 'superstruct';
import { ManualPaymentShape } from './manual-payment';
import { OrderShape } from './order';

export { ManualPaymentShape, type ManualPaymentInstructions } from './manual-payment';
export type { PayNowRequest } from './requests/payment';

/** GET /api/operator/payments/awaiting: a payment by hand an operator has yet to find in the bank account. */
export const AwaitingPaymentShape = type({
  paymentId: number(),
  orderId: number(),
  userId: number(),
  memberName: string(),
  mobile: string(),
  plan: string(),
  amount: number(),
  currency: string(),
  /** What the member was asked to write on the transfer. */
  reference: nullable(string()),
  createdAt: string(),
});
export type AwaitingPayment = Infer<typeof AwaitingPaymentShape>;

/** POST /api/operator/payments/{paymentId}/received: the payment settled, with the order's invoice serial. */
export const PaymentReceivedShape = type({
  paymentId: number(),
  orderId: number(),
  status: string(),
  invoiceNumber: nullable(string()),
  userStatus: string(),
});

/** POST /api/operator/payments/{paymentId}/not-received: the attempt failed (the member may start again). */
export const PaymentNotReceivedShape = type({ paymentId: number(), status: string() });

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
  /** Paying by hand: status stays PROCESSING and these say where to pay, until an operator marks it received. */
  manualPayment: optional(nullable(ManualPaymentShape)),
});
export type PayNowResult = Infer<typeof PayNowShape>;
