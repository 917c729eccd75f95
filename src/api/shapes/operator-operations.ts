import { array, boolean, enums, Infer, nullable, number, string, type } from 'superstruct';
import { FulfilmentShape } from './operator';

// The answers of the back office's everyday operations (/api/operator/…): a booking with what may be done
// with it, an order's refunds and credit notes, a member's editable details.

/** GET /api/operator/bookings/{id}: the booking as fulfilment shows it, and which changes are valid now. */
export const BookingDetailShape = type({
  ...FulfilmentShape.schema,
  actions: type({ cancel: boolean(), changeDates: boolean(), changeBag: boolean() }),
});
export type BookingDetail = Infer<typeof BookingDetailShape>;

export const CreditNoteShape = type({
  creditNoteId: number(),
  orderId: number(),
  serial: string(),
  amount: number(),
  tax: number(),
  totalAmount: number(),
  reason: string(),
  method: enums(['gateway', 'manual']),
  /** The bank's reference (by hand) or the gateway's refund id. */
  reference: nullable(string()),
  issuedAt: string(),
});
export type CreditNote = Infer<typeof CreditNoteShape>;

/** GET /api/operator/orders/{id}/refunds: what was paid and is left to refund, whether the gateway can, the credit notes so far. */
export const OrderRefundsShape = type({
  orderId: number(),
  invoiceNumber: nullable(string()),
  paid: number(),
  refundable: number(),
  gatewayRefund: boolean(),
  creditNotes: array(CreditNoteShape),
});
export type OrderRefunds = Infer<typeof OrderRefundsShape>;

/** GET /api/operator/members/{id}/details: what the edit form starts from. */
export const MemberEditableShape = type({
  firstName: string(),
  lastName: string(),
  email: string(),
  addressLine1: string(),
  addressLine2: string(),
  city: string(),
  state: string(),
  zipcode: string(),
});
export type MemberEditable = Infer<typeof MemberEditableShape>;
