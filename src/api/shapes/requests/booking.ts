import { enums, Infer, nullable, optional, type } from 'superstruct';
import { Id, IsoDateText, OptionalId, pagingFields } from './parts';

/** What the booking page sends to POST /api/booking/save. */
export const NewBookingShape = type({ productId: Id, userId: Id, startDate: IsoDateText, returnDate: IsoDateText });
export type NewBooking = Infer<typeof NewBookingShape>;

/** The body of PUT /api/booking/update: only the return date changes (spec point 7). */
export const ReturnDateUpdateShape = type({ bookingId: Id, returnDate: IsoDateText });
export type ReturnDateUpdate = Infer<typeof ReturnDateUpdateShape>;

/** The body of POST /api/booking/check-expiry: with both dates, the answer judges those dates. */
export const BookingExpiryRequestShape = type({ userId: Id, startDate: optional(nullable(IsoDateText)), returnDate: optional(nullable(IsoDateText)) });

/** The body of POST /api/booking/list and /count (the spec shows none): paging, the owner, a status. */
export const BookingListQueryShape = type({
  ...pagingFields(100),
  userId: OptionalId,
  status: optional(nullable(enums(['BOOKED', 'RETURNED', 'CANCELLED']))),
  /** Ours: only the bookings of this bag (the bag page lists the member's bookings of it alone). */
  productId: OptionalId,
});
export type BookingListQuery = Infer<typeof BookingListQueryShape>;
