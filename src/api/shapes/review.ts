import { boolean, enums, Infer, nullable, number, optional, string, type } from 'superstruct';
import { REVIEW_STATUSES } from '../../validation/review';

export type { ReviewRequest, ReviewsQuery } from './requests/review';
export { REVIEW_STATUSES };
export { BagReviewShape, BagReviewsShape, type BagReview, type BagReviews } from './bag-reviews';

/** A member's own review (GET /api/review/mine, POST /api/review/save). Ours: the spec has no reviews. */
export const MyReviewShape = type({
  reviewId: number(),
  bookingId: number(),
  productId: number(),
  rating: number(),
  text: string(),
  /** PENDING until an operator has read it; APPROVED is shown on the bag page and can no longer be edited. */
  status: enums(REVIEW_STATUSES),
  hasPhoto: boolean(),
  /** Why the club did not publish it (REJECTED). */
  reason: optional(nullable(string())),
  createdAt: string(),
  updatedAt: optional(string()),
});
export type MyReview = Infer<typeof MyReviewShape>;

/** A review in the back office's list (GET /api/operator/reviews). */
export const OperatorReviewShape = type({
  reviewId: number(),
  bookingId: number(),
  status: enums(REVIEW_STATUSES),
  rating: number(),
  text: string(),
  reason: nullable(string()),
  createdAt: string(),
  decidedAt: nullable(string()),
  member: type({ userId: number(), name: string() }),
  bag: type({ productId: number(), title: string(), url: nullable(string()) }),
  /** The photo through the operators' private route; null without one. */
  photo: nullable(type({ url: string(), type: string(), bytes: number() })),
});
export type OperatorReview = Infer<typeof OperatorReviewShape>;

/** What a member is told of the club's decision on their review: the server sends it, the back office's confirmation quotes it. */
export const REVIEW_DECISION_MESSAGES = {
  published: (r: { bagTitle: string; productUrl: string | null }) => ({
    title: 'Your review is published',
    body: `Thank you: your review of ${r.bagTitle} is now on the bag's page for every member to read.`,
    link: r.productUrl ? `/book-bag/${r.productUrl}` : '/my-profile',
  }),
  notPublished: (r: { bagTitle: string; reason: string }) => ({
    title: 'Your review was not published',
    body: `We did not publish your review of ${r.bagTitle}: ${r.reason} You can change it in My Account and send it again.`,
    link: '/my-profile',
  }),
};
