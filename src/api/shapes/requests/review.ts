import { boolean, Infer, nullable, number, optional, refine, string, type } from 'superstruct';
import { ratingOk, REVIEW_MESSAGES, REVIEW_STATUSES, reviewTextProblem } from '../../../validation/review';
import { Id, QueryChoice, queryPagingFields } from './parts';

/**
 * The `review` JSON part of POST /api/review/save: the member's review of one checked-in booking (the
 * photo goes as an optional `photo` file part). Saving again edits the review until it is approved.
 */
export const ReviewRequestShape = type({
  bookingId: Id,
  rating: refine(number(), 'rule:rating', (value) => ratingOk(value) || REVIEW_MESSAGES.rating),
  text: refine(string(), 'rule:text', (value) => reviewTextProblem(value) ?? true),
  /** Drop the photo saved before (a new `photo` part replaces it anyway). */
  removePhoto: optional(nullable(boolean())),
});
export type ReviewRequest = Infer<typeof ReviewRequestShape>;

/** GET /api/operator/reviews: one status (PENDING when none), a page. */
export const ReviewsQueryShape = type({ status: QueryChoice(REVIEW_STATUSES), ...queryPagingFields(100) });
export type ReviewsQuery = Infer<typeof ReviewsQueryShape>;
