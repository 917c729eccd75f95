import { array } from 'superstruct';
import { request } from './http';
import { OperatorReviewShape, type OperatorReview, type ReviewsQuery } from './shapes/review';
import type { ReasonRequest } from './shapes/requests/operator';

// The back office's calls about members' reviews. Only the lazily loaded #/operator pages import this module.

const BASE = '/api/operator';

export function listReviews(q: Partial<ReviewsQuery> = {}): Promise<OperatorReview[]> {
  const params = new URLSearchParams(Object.entries(q).flatMap(([k, v]) => (v === undefined || v === null ? [] : [[k, String(v)]])));
  return request('GET', `${BASE}/reviews${params.size ? `?${params.toString()}` : ''}`, array(OperatorReviewShape));
}

export const approveReview = (reviewId: number) => request('POST', `${BASE}/reviews/${reviewId}/approve`, OperatorReviewShape, { body: {} });

export const rejectReview = (reviewId: number, reason: string) =>
  request('POST', `${BASE}/reviews/${reviewId}/reject`, OperatorReviewShape, { body: { reason } satisfies ReasonRequest });
