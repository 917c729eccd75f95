import { KEYS } from './query-keys';

// What a booking or a payment changes (./query-keys.ts has the keys themselves): used after those writes, never by a
// first screen that only reads, so it sits with the write layer (`data-later`).

/** What a booking or a new return date changes: every list of bookings, the bag's booked days and the plan's open bookings. */
export const BOOKING_KEYS = (key: string): boolean =>
  key.startsWith(KEYS.bookings) || key.startsWith(KEYS.product) || key.startsWith(KEYS.products) || key.startsWith(KEYS.bookingExpiry);

/** What a payment (or an application) changes: the member's status, membership, orders and what is due. */
export const MEMBERSHIP_KEYS = (key: string): boolean =>
  key.startsWith(KEYS.user) ||
  key.startsWith(KEYS.membership) ||
  key.startsWith(KEYS.orders) ||
  key.startsWith(KEYS.paymentDetails) ||
  key.startsWith(KEYS.bookingExpiry) ||
  key.startsWith(KEYS.unread) ||
  key.startsWith(KEYS.notifications);
