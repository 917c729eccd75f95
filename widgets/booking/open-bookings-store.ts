import { computed } from 'nanostores';
import { listBookings } from '../../src/api/booking';
import { createFetcherStore } from '../../src/stores/query';
import { KEYS } from '../../src/stores/query-keys';
import { $userId } from '../../src/stores/session';
import type { DayRange } from './dates';
import { $planLimits } from './plan-store';

/** Asked for only when the member's open bookings could fill a day (as many as the plan's bags at a time). */
const $needed = computed($planLimits, ({ data }) => (data?.bagsAtATime && (data.openBookings ?? 0) >= data.bagsAtATime ? 'open' : null));

/**
 * The member's own booked days (BOOKED, upcoming or out now), for the calendar's days
 * on which they already have all the bags their plan allows. A booking or a new
 * return date reloads it with every other list of bookings (its key starts with bookings/).
 */
export const $openBookings = createFetcherStore<DayRange[]>([KEYS.bookings, $userId, '/', $needed], {
  fetcher: async (_prefix, userId) =>
    (await listBookings({ userId: Number(userId), status: 'BOOKED', page: 0, size: 100 })).map((b) => ({
      startDate: b.startDate.slice(0, 10),
      returnDate: b.returnDate.slice(0, 10),
    })),
});
