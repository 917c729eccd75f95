import { array } from 'superstruct';
import { request } from './http';
import { MyReviewShape, type MyReview, type ReviewRequest } from './shapes/review';

// Members' reviews of bags: calls of ours, not the spec's. A backend without them fails as ApiError kind
// 'absent', quietly, and the screens leave reviews out.

/** GET /api/review/mine: the member's own reviews, whatever their status. */
export function listMyReviews(): Promise<MyReview[]> {
  return request('GET', '/api/review/mine', array(MyReviewShape), { beyondSpec: true });
}

/** POST /api/review/save: writes the review of a checked-in booking, or edits it until it is approved. */
export function saveReview(review: ReviewRequest, photo: File | null): Promise<MyReview> {
  return request('POST', '/api/review/save', MyReviewShape, { multipart: { review, photo }, beyondSpec: true });
}
