import { invalidateKeys } from './query';

// Key prefixes of the stores that several widgets read, so a change made in one
// widget refreshes what the others show. A key is its prefix plus its parameters.

export const KEYS = {
  bookings: 'bookings/',
  bookingExpiry: 'booking-expiry/',
  favourites: 'favourites/',
  product: 'product/',
  products: 'products/',
  membership: 'membership/',
  orders: 'orders/',
  user: 'user/',
} as const;

/** After a booking or a new return date: every list of bookings, the bag's booked days and the plan's open bookings. */
export function invalidateBookings(): void {
  invalidateKeys((key) => key.startsWith(KEYS.bookings) || key.startsWith(KEYS.product) || key.startsWith(KEYS.products) || key.startsWith(KEYS.bookingExpiry));
}
