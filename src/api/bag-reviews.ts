import { request } from './http';
import { BagReviewsShape, type BagReviews } from './shapes/bag-reviews';

/** GET /api/review/product/{productId}: the bag's approved reviews with their average and count (ours; 'absent' on a spec-only backend). */
export function bagReviews(productId: number): Promise<BagReviews> {
  return request('GET', `/api/review/product/${productId}`, BagReviewsShape, { beyondSpec: true });
}
