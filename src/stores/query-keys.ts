import { invalidateKeys } from './query';

// Key prefixes of the stores that several widgets read, so a change made in one
// widget refreshes what the others show. A key is its prefix plus its parameters. What a booking or a payment
// changes is in ./query-selectors.ts, with the writes: a partner page's first widget only reads.

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

/** What changes after something the server tells the member about (an event registration, a booking): the bell and the list. */
export const NOTIFICATION_KEYS = (key: string): boolean => key.startsWith(KEYS.unread) || key.startsWith(KEYS.notifications);

export function invalidateNotifications(): void {
  invalidateKeys(NOTIFICATION_KEYS);
}
