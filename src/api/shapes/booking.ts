import { boolean, Infer, nullable, number, optional, string, type } from 'superstruct';
import { NamedStatusShape, optionalText } from './common';
import { ProductShape } from './product';

/** A booking of POST /api/booking/save, PUT /api/booking/update and POST /api/booking/list. */
export const BookingShape = type({
  bookingId: number(),
  productId: number(),
  userId: number(),
  /** ISO dates (yyyy-mm-dd). */
  startDate: string(),
  returnDate: string(),
  status: optional(nullable(NamedStatusShape)),
  product: optional(nullable(ProductShape)),
});
export type Booking = Infer<typeof BookingShape>;

/** What the booking page sends to POST /api/booking/save. */
export interface NewBooking {
  productId: number;
  userId: number;
  startDate: string;
  returnDate: string;
}

/** The body of PUT /api/booking/update: only the return date changes (spec point 7). */
export interface ReturnDateUpdate {
  bookingId: number;
  returnDate: string;
}

/** POST /api/booking/check-expiry: whether the user's membership still covers a booking. */
export const BookingExpiryShape = type({
  expired: boolean(),
  expiryDate: optionalText,
});
export type BookingExpiry = Infer<typeof BookingExpiryShape>;
