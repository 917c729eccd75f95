import { enums, Infer, nullable, optional, type } from 'superstruct';
import { Amount, IsoDateText, OptionalId, OptionalText, Text } from './parts';

// The back office's everyday operations: change or cancel a booking, refund a payment, edit a member's
// details, deactivate a membership. Sizes are bounded here; the services judge each field with its message.

/** POST /api/operator/bookings/{bookingId}/change: any of the new days and the new bag (what is absent stays). */
export const BookingChangeRequestShape = type({
  startDate: optional(nullable(IsoDateText)),
  returnDate: optional(nullable(IsoDateText)),
  productId: OptionalId,
});
export type BookingChangeRequest = Infer<typeof BookingChangeRequestShape>;

export const REFUND_METHODS = ['gateway', 'manual'] as const;
export type RefundMethod = (typeof REFUND_METHODS)[number];

/**
 * POST /api/operator/orders/{orderId}/refund: `amount` in rupees, GST included (absent: all that is left);
 * through the payment gateway, or paid back by hand with the bank's `reference`.
 */
export const RefundRequestShape = type({
  reason: OptionalText(2000),
  amount: optional(nullable(Amount)),
  method: optional(enums(REFUND_METHODS)),
  reference: OptionalText(200),
});
export type RefundRequest = Infer<typeof RefundRequestShape>;

/** POST /api/operator/members/{userId}/details: the member's name, e-mail and delivery address. */
export const MemberDetailsRequestShape = type({
  firstName: Text(200),
  lastName: Text(200),
  email: Text(300),
  addressLine1: Text(300),
  addressLine2: OptionalText(300),
  city: Text(200),
  state: Text(200),
  zipcode: Text(20),
});
export type MemberDetailsRequest = Infer<typeof MemberDetailsRequestShape>;
