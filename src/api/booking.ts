import { array, number } from 'superstruct';
import { request } from './http';
import {
  BookingExpiryAnswerShape,
  BookingShape,
  type Booking,
  type BookingExpiry,
  type BookingListQuery,
  type NewBooking,
  type ReturnDateUpdate,
} from './shapes/booking';

/** POST /api/booking/save. */
export function saveBooking(booking: NewBooking): Promise<Booking> {
  return request('POST', '/api/booking/save', BookingShape, { body: booking });
}

/** PUT /api/booking/update: changes the return date of a booking. */
export function updateReturnDate(update: ReturnDateUpdate): Promise<Booking> {
  return request('PUT', '/api/booking/update', BookingShape, { body: update });
}

/** POST /api/booking/list. */
export function listBookings(query: BookingListQuery = {}): Promise<Booking[]> {
  return request('POST', '/api/booking/list', array(BookingShape), { body: query });
}

/** POST /api/booking/count. */
export function countBookings(query: BookingListQuery = {}): Promise<number> {
  return request('POST', '/api/booking/count', number(), { body: query });
}

/** POST /api/booking/check-expiry: whether the user's membership has run out, and with dates whether it covers them. */
export function checkBookingExpiry(userId: number, dates?: { startDate: string; returnDate: string }): Promise<BookingExpiry> {
  return request('POST', '/api/booking/check-expiry', BookingExpiryAnswerShape, { body: { userId, ...dates } });
}
