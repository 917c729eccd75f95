import { ApiError } from '../api/api-error';
import { listMyReviews } from '../api/review';
import type { MyReview } from '../api/shapes/review';
import { createFetcherStore } from './query';
import { $userId } from './session';

const PREFIX = 'reviews/';

/** What a review written or edited changes: the member's reviews and the bag page's. */
export const REVIEW_KEYS = (key: string): boolean => key.startsWith(PREFIX);

/**
 * The member's reviews by booking, for My Account. `served` is false on a backend without reviews (the
 * spec has none): the bookings then offer no review rather than a form the server cannot take.
 */
export const $myReviews = createFetcherStore<{ byBooking: Map<number, MyReview>; served: boolean }>([`${PREFIX}mine/`, $userId], {
  fetcher: async () => {
    try {
      return { byBooking: new Map((await listMyReviews()).map((r) => [r.bookingId, r])), served: true };
    } catch (err) {
      if (err instanceof ApiError && err.kind === 'absent') return { byBooking: new Map(), served: false };
      throw err;
    }
  },
});
