import { countBookings, listBookings } from '../api/booking';
import type { Booking } from '../api/shapes/booking';
import { createFetcherStore, type FetcherStore } from './query';
import { KEYS } from './query-keys';
import { $userId } from './session';

export interface BookingsPage {
  bookings: Booking[];
  /** All the member's bookings, however many are loaded. */
  total: number;
}

const stores = new Map<string, FetcherStore<BookingsPage>>();

/**
 * The member's first `size` bookings (of one bag, or all), newest first, and how many there are. The
 * booking page and My Account read these; a booking or a new return date
 * invalidates them all (BOOKING_KEYS in query-keys.ts, named by the writes).
 */
export function bookingsStore(size: number, productId: number | null = null): FetcherStore<BookingsPage> {
  const name = `${size}/${productId ?? ''}`;
  let store = stores.get(name);
  if (!store) {
    const bag = productId === null ? {} : { productId };
    store = createFetcherStore<BookingsPage>([KEYS.bookings, $userId, '/', name], {
      fetcher: async (_prefix, userId) => {
        const [listed, counted] = await Promise.all([
          listBookings({ userId: Number(userId), page: 0, size, ...bag }),
          countBookings({ userId: Number(userId), ...bag }),
        ]);
        // A backend that ignores productId (it is ours, not the spec's) sends every bag's bookings: keep this bag's.
        const bookings = productId === null ? listed : listed.filter((b) => b.productId === productId);
        const total = productId === null || bookings.length === listed.length ? counted : bookings.length;
        return { bookings, total: Math.max(total, bookings.length) };
      },
    });
    stores.set(name, store);
  }
  return store;
}
