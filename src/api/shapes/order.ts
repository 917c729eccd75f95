import { boolean, Infer, nullable, number, optional, string, type, union } from 'superstruct';
import { NamedStatusShape } from './common';
import { MembershipSlabShape } from './membership';
import { ManualPaymentShape } from './manual-payment';

/** An order of GET /api/order/{orderId}, POST /api/order/save, /activate and /list (spec point 3). */
export const OrderShape = type({
  orderId: number(),
  /** The same as orderId. */
  id: optional(number()),
  /** CREATED, PAID, ACTIVATED or CANCELLED. */
  status: NamedStatusShape,
  /** The buyer. */
  user: type({ id: optional(number()), firstName: optional(string()), lastName: optional(string()), username: optional(string()) }),
  membershipPlanSlab: MembershipSlabShape,
  amount: optional(number()),
  /** ISO date-time. */
  createdAt: optional(string()),
  /** NEW (first membership) or RENEWAL (DEACTIVE/EXPIRE member). */
  kind: optional(string()),
  tax: optional(number()),
  totalAmount: optional(number()),
  /** INR: amount is the taxable value, tax the GST inside the price, totalAmount what the member pays. */
  currency: optional(string()),
  /** Set once paid: the tax invoice's serial (TOTE/2627/000123: at most 16 characters, one series per financial year); the invoice calls answer 409 before that. */
  invoiceNumber: optional(nullable(string())),
  paidAt: optional(nullable(string())),
});
export type Order = Infer<typeof OrderShape>;

/** GET /api/order/generateInvoiceUrl/{orderId}: the PDF's address, a link that works without a token for a few minutes. */
export const InvoiceLinkShape = type({ url: string(), expiresInSeconds: number(), fileName: string() });
export type InvoiceLink = Infer<typeof InvoiceLinkShape>;
/** The same, as the client accepts it: bare or as `{ url }`. */
export const InvoiceUrlShape = union([string(), InvoiceLinkShape]);

/** GET /api/order/payment-details/{membershipPlanSlabId}: what the user pays for a slab. */
export const PaymentDetailsShape = type({
  membershipPlanSlabId: optional(number()),
  /** The taxable value (INR). */
  amount: optional(number()),
  /** The GST inside the price (INR): the checkout's tax line. */
  tax: optional(number()),
  /** The price, GST included: what the member pays. */
  totalAmount: optional(number()),
  currency: optional(string()),
  /** The GST rate in percent (18), for the tax line's label. */
  gstRatePercent: optional(number()),
  membershipPlanName: optional(string()),
  durationInMonths: optional(number()),
  /** The user's open order when it is for this slab; otherwise POST /api/order/save makes (or re-prices) it. */
  orderId: optional(nullable(number())),
  order: optional(nullable(OrderShape)),
  membershipPlanSlab: optional(MembershipSlabShape),
  /** Whether the user may pay now (APPROVED, or DEACTIVE/EXPIRE renewing), and if not, why (`message`). */
  canPay: optional(boolean()),
  message: optional(nullable(string())),
  /** The payment gateway's name, e.g. 'demo' (the demo gateway declines test details the screen can name). */
  gateway: optional(string()),
  /** True when the gateway's own page takes the card or UPI details (Razorpay): the screen asks for none and sends the member there. */
  hostedPage: optional(boolean()),
  /** Set when the club takes payments by hand (UPI or bank transfer, confirmed by an operator): where to pay, before any attempt. */
  manualPayment: optional(nullable(ManualPaymentShape)),
});
export type PaymentDetails = Infer<typeof PaymentDetailsShape>;
