import type { FetcherStore } from '@nanostores/query';
import { ApiError } from '../api/api-error';
import { bagReviews, listMyReviews } from '../api/review';
import type { BagReviews, MyReview } from '../api/shapes/review';
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

const bagStores = new Map<number, FetcherStore<BagReviews | null>>();

/** A bag's approved reviews for its page; null on a backend without reviews (the section is left out). */
export function bagReviewsStore(productId: number): FetcherStore<BagReviews | null> {
  let store = bagStores.get(productId);
  if (!store) {
    store = createFetcherStore<BagReviews | null>(`${PREFIX}product/${productId}`, {
      fetcher: async () => {
        try {
          return await bagReviews(productId);
        } catch (err) {
          if (err instanceof ApiError && err.kind === 'absent') return null;
          throw err;
        }
      },
    });
    bagStores.set(productId, store);
  }
  return store;
}
