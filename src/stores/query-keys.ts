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
  unread: 'unread/',
  notifications: 'notifications/',
  plans: 'plans',
  paymentDetails: 'payment-details/',
  predefined: 'predefined/',
  shipment: 'shipment/',
} as const;

/** What a booking or a new return date changes: every list of bookings, the bag's booked days and the plan's open bookings. */
export const BOOKING_KEYS = (key: string): boolean =>
  key.startsWith(KEYS.bookings) || key.startsWith(KEYS.product) || key.startsWith(KEYS.products) || key.startsWith(KEYS.bookingExpiry);

/** What changes after something the server tells the member about (an event registration, a booking): the bell and the list. */
export const NOTIFICATION_KEYS = (key: string): boolean => key.startsWith(KEYS.unread) || key.startsWith(KEYS.notifications);

export function invalidateNotifications(): void {
  invalidateKeys(NOTIFICATION_KEYS);
}

/** What a payment (or an application) changes: the member's status, membership, orders and what is due. */
export const MEMBERSHIP_KEYS = (key: string): boolean =>
  key.startsWith(KEYS.user) ||
  key.startsWith(KEYS.membership) ||
  key.startsWith(KEYS.orders) ||
  key.startsWith(KEYS.paymentDetails) ||
  key.startsWith(KEYS.bookingExpiry) ||
  key.startsWith(KEYS.unread) ||
  key.startsWith(KEYS.notifications);
