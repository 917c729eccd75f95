import type { Queryable } from '../db/database';
import { messageMember } from '../messages/outbound-messages';
import { notify } from './notify';

// What a member is told when the club has read their review: published (in-app, and by e-mail unless they
// turned it off: the one message service, keyed by the review, so nothing is sent twice), or not published
// with the reason (in-app only). Both are recorded in the decision's transaction.

export async function reviewPublished(db: Queryable, userId: number, r: { reviewId: number; bagTitle: string; productUrl: string | null }): Promise<void> {
  await messageMember(db, userId, 'review-approved', {
    eventKey: `review-approved:review-${r.reviewId}`,
    subject: 'Your review is published',
    body: `Thank you: your review of ${r.bagTitle} is now on the bag's page for every member to read.`,
    link: r.productUrl ? `/book-bag/${r.productUrl}` : '/my-profile',
  });
}

export async function reviewNotPublished(db: Queryable, userId: number, r: { bagTitle: string; reason: string }): Promise<void> {
  await notify(
    db,
    userId,
    'Your review was not published',
    `We did not publish your review of ${r.bagTitle}: ${r.reason} You can change it in My Account and send it again.`,
    '/my-profile',
  );
}
