import { ApiError } from '../api/api-error';
import { bagReviews } from '../api/bag-reviews';
import type { BagReviews } from '../api/shapes/bag-reviews';
import { createFetcherStore, type FetcherStore } from './query';

const stores = new Map<number, FetcherStore<BagReviews | null>>();

/**
 * A bag's approved reviews for its page; null on a backend without reviews (the section is left out). Its key
 * starts with reviews/, as the member's do (review-store.ts), so a review written or decided renews it.
 */
export function bagReviewsStore(productId: number): FetcherStore<BagReviews | null> {
  let store = stores.get(productId);
  if (!store) {
    store = createFetcherStore<BagReviews | null>(`reviews/product/${productId}`, {
      fetcher: async () => {
        try {
          return await bagReviews(productId);
        } catch (err) {
          if (err instanceof ApiError && err.kind === 'absent') return null;
          throw err;
        }
      },
    });
    stores.set(productId, store);
  }
  return store;
}
