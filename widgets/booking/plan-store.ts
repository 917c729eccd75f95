import { checkBookingExpiry } from '../../src/api/booking';
import type { BookingExpiry } from '../../src/api/shapes/booking';
import { createFetcherStore } from '../../src/stores/query';
import { KEYS } from '../../src/stores/query-keys';
import { $userId } from '../../src/stores/session';

/** The member's plan limits and membership end (check-expiry without dates), said up front and checked before asking the server. */
export const $planLimits = createFetcherStore<BookingExpiry>([KEYS.bookingExpiry, $userId], { fetcher: (_prefix, id) => checkBookingExpiry(Number(id)) });
