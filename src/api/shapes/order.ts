import { boolean, Infer, nullable, number, optional, string, type, union } from 'superstruct';
import { NamedStatusShape, optionalNumber, optionalText } from './common';
import { MembershipSlabShape } from './membership';

/** An order of GET /api/order/{orderId}, POST /api/order/save, /activate and /list (spec point 3). */
export const OrderShape = type({
  orderId: number(),
  status: NamedStatusShape,
  /** The buyer; only the id is relied on, the rest of the user passes through. */
  user: optional(nullable(type({ id: number() }))),
  membershipPlanSlab: optional(nullable(MembershipSlabShape)),
  amount: optionalNumber,
  createdAt: optionalText,
  invoiceUrl: optionalText,
  /** NEW (first membership) or RENEWAL (DEACTIVE/EXPIRE member). */
  kind: optionalText,
  tax: optionalNumber,
  totalAmount: optionalNumber,
  /** Always USD. */
  currency: optionalText,
  /** Set once paid (TOTE-yyyy-000123); the invoice calls answer 409 before that. */
  invoiceNumber: optionalText,
  paidAt: optionalText,
});
export type Order = Infer<typeof OrderShape>;

/** What the package screen sends to POST /api/order/save. */
export interface NewOrder {
  userId: number;
  membershipPlanSlabId: number;
}

/** GET /api/order/generateInvoiceUrl/{orderId}: the PDF's address, bare or as `{ url }`. */
export const InvoiceUrlShape = union([string(), type({ url: string() })]);

/** GET /api/order/payment-details/{membershipPlanSlabId}: what the user pays for a slab. */
export const PaymentDetailsShape = type({
  membershipPlanSlabId: number(),
  amount: number(),
  tax: optionalNumber,
  totalAmount: optionalNumber,
  currency: optionalText,
  membershipPlanName: optionalText,
  durationInMonths: optionalNumber,
  /** The user's open order when it is for this slab; otherwise POST /api/order/save makes (or re-prices) it. */
  orderId: optionalNumber,
  order: optional(nullable(OrderShape)),
  /** Whether the user may pay now (APPROVED, or DEACTIVE/EXPIRE renewing), and if not, why (`message`). */
  canPay: optional(nullable(boolean())),
  message: optionalText,
  /** The payment gateway's name, e.g. 'demo' (the demo gateway declines test details the screen can name). */
  gateway: optionalText,
});
export type PaymentDetails = Infer<typeof PaymentDetailsShape>;
