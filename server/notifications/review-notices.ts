import type { Queryable } from '../db/database';
import { messageMember } from '../messages/outbound-messages';
import { REVIEW_DECISION_MESSAGES } from '../../src/api/shapes/review';
import { notify } from './notify';

// What a member is told when the club has read their review: published (in-app, and by e-mail unless they
// turned it off: the one message service, keyed by the review, so nothing is sent twice), or not published
// with the reason (in-app only). Both are recorded in the decision's transaction.

export async function reviewPublished(db: Queryable, userId: number, r: { reviewId: number; bagTitle: string; productUrl: string | null }): Promise<void> {
  const m = REVIEW_DECISION_MESSAGES.published(r);
  await messageMember(db, userId, 'review-approved', { eventKey: `review-approved:review-${r.reviewId}`, subject: m.title, body: m.body, link: m.link });
}

export async function reviewNotPublished(db: Queryable, userId: number, r: { bagTitle: string; reason: string }): Promise<void> {
  const m = REVIEW_DECISION_MESSAGES.notPublished(r);
  await notify(db, userId, m.title, m.body, m.link);
}
