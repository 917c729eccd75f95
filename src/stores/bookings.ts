import type { FetcherStore } from '@nanostores/query';
import { countBookings, listBookings } from '../api/booking';
import type { Booking } from '../api/shapes/booking';
import { createFetcherStore } from './query';
import { KEYS } from './query-keys';
import { $userId } from './session';

export interface BookingsPage {
  bookings: Booking[];
  /** All the member's bookings, however many are loaded. */
  total: number;
}

const stores = new Map<number, FetcherStore<BookingsPage>>();

/**
 * The member's first `size` bookings, newest first, and how many there are. The
 * booking page and My Account read these; a booking or a new return date
 * invalidates them all (invalidateBookings in query-keys.ts).
 */
export function bookingsStore(size: number): FetcherStore<BookingsPage> {
  let store = stores.get(size);
  if (!store) {
    store = createFetcherStore<BookingsPage>([KEYS.bookings, $userId, '/', size], {
      fetcher: async (_prefix, userId) => {
        const [bookings, total] = await Promise.all([listBookings({ userId: Number(userId), page: 0, size }), countBookings({ userId: Number(userId) })]);
        return { bookings, total: Math.max(total, bookings.length) };
      },
    });
    stores.set(size, store);
  }
  return store;
}
