import { boolean, coerce, Infer, literal, nullable, number, optional, string, type, union } from 'superstruct';
import { NamedStatusShape } from './common';
import { ProductShape } from './product';

export type { BookingListQuery, NewBooking, ReturnDateUpdate } from './requests/booking';

/** A booking of POST /api/booking/save, PUT /api/booking/update and POST /api/booking/list. */
export const BookingShape = type({
  bookingId: number(),
  productId: number(),
  userId: number(),
  /** ISO dates (yyyy-mm-dd). */
  startDate: string(),
  returnDate: string(),
  /** BOOKED (upcoming or out now), RETURNED (its return date has passed) or CANCELLED. */
  status: optional(NamedStatusShape),
  /** The bag (null if it has left the collection since). */
  product: optional(nullable(ProductShape)),
  /** Whether PUT /api/booking/update may still change its return date (BOOKED and not yet ended). */
  open: optional(boolean()),
  /** The latest return date the plan and membership allow for this booking (ISO). */
  maxReturnDate: optional(nullable(string())),
  /** Ours: the latest day an open booking can be extended to now (plan, membership and the bag's calendar); null when none. */
  extendableUntil: optional(nullable(string())),
  createdAt: optional(string()),
  /** The courier waybill number, for POST /api/bluedart/shipment-details. */
  wbNo: optional(nullable(string())),
  /** Ours, not the spec's (as are the two below): when the bag left us, reached the member, and was checked in back (ISO times). */
  shippedAt: optional(nullable(string())),
  deliveredAt: optional(nullable(string())),
  checkedInAt: optional(nullable(string())),
  /** Ours: when our courier collected the bag from the member on its way back (ISO time). */
  returnPickedUpAt: optional(nullable(string())),
});
export type Booking = Infer<typeof BookingShape>;

/**
 * POST /api/booking/check-expiry: whether the user's membership still covers a booking.
 * The body is { userId, startDate?, returnDate? }; with dates, `covers` and `message` judge those dates.
 */
export const BookingExpiryShape = type({
  /** True when the caller has no current membership (none, ended, deactivated, or status not ACTIVE). */
  expired: optional(boolean()),
  /** The end of the current (or latest) membership, ISO; null when there never was one. */
  expiryDate: optional(nullable(string())),
  /** With dates in the body: whether a booking of them is within the membership and the plan. */
  covers: optional(boolean()),
  /** A sentence for the member explaining the answer (why not, or what the plan allows). */
  message: optional(string()),
  planName: optional(nullable(string())),
  /** Bags the plan lets a member have booked at once, and the longest rental in days (both days counted). */
  bagsAtATime: optional(nullable(number())),
  maxRentalDays: optional(nullable(number())),
  /** The caller's bookings that are BOOKED and not yet ended. */
  openBookings: optional(number()),
});
export type BookingExpiry = Infer<typeof BookingExpiryShape>;

/**
 * The spec names check-expiry but shows no answer: one that is not an object (null, a bare boolean)
 * is read as no judgement, and booking/save is left to refuse what the membership does not cover.
 */
export const BookingExpiryAnswerShape = coerce(BookingExpiryShape, union([literal(null), boolean()]), (): BookingExpiry => ({}));
