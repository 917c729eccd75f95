import { Infer, nullable, number, optional, string, type, union } from 'superstruct';
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
});
export type PaymentDetails = Infer<typeof PaymentDetailsShape>;
