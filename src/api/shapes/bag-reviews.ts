import { array, Infer, nullable, number, optional, string, type } from 'superstruct';

// The bag page's reviews on their own, so the booking widget carries none of the member's or the back office's review shapes.

/** One approved review as the bag page shows it: the author as first name and surname's initial. */
export const BagReviewShape = type({
  reviewId: number(),
  author: string(),
  rating: number(),
  text: string(),
  /** When it was published (ISO). */
  date: string(),
  /** The photo's public address, once approved; null without one. */
  photoUrl: optional(nullable(string())),
});
export type BagReview = Infer<typeof BagReviewShape>;

/** GET /api/review/product/{productId}: the bag's approved reviews, latest first, with their average and count. */
export const BagReviewsShape = type({
  /** The average rating to one decimal; null with no reviews. */
  average: nullable(number()),
  count: number(),
  reviews: array(BagReviewShape),
});
export type BagReviews = Infer<typeof BagReviewsShape>;
