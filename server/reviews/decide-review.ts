import type { ServerContext } from '../context';
import { REASON_MAX } from '../applications/decide-application';
import { conflict, invalidInput, notFound } from '../domain-error';
import { reviewNotPublished, reviewPublished } from '../notifications/review-notices';
import type { Actor } from '../operators/actor';
import { writeAudit } from '../operators/audit-record';
import { findReview, recordReviewDecision } from './review-record';
import { operatorReviewJson } from './review-json';
import { REVIEW_REFUSALS } from './review-service';

const REASON_REQUIRED = 'Tell the member why: a reason is required to reject a review.';
const REASON_TOO_LONG = `Keep the reason to ${REASON_MAX} characters.`;

function rejectionReason(text: string | null | undefined): string {
  const reason = (text ?? '').trim();
  if (!reason) throw invalidInput(REASON_REQUIRED, { reason: REASON_REQUIRED });
  if (reason.length > REASON_MAX) throw invalidInput(REASON_TOO_LONG, { reason: REASON_TOO_LONG });
  return reason;
}

const decided = (status: string) => `This review has already been ${status === 'APPROVED' ? 'approved' : 'rejected'}.`;

/**
 * An operator's decision on a waiting review: approved, it shows on the bag page (with its photo) and the
 * member is told; rejected, the member reads why and may change it. Audited; a review decided meanwhile
 * (another operator, a second click) is refused rather than decided twice.
 */
export async function decideReview(ctx: ServerContext, actor: Actor, reviewId: number, decision: 'APPROVED' | 'REJECTED', reasonText?: string | null) {
  const reason = decision === 'REJECTED' ? rejectionReason(reasonText) : null;
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const review = await findReview(tx, { reviewId }, true);
    if (!review) throw notFound(REVIEW_REFUSALS.noReview);
    if (review.status !== 'PENDING') throw conflict(decided(review.status));
    await recordReviewDecision(tx, reviewId, { status: decision, by: actor.userId, at: now, reason });
    const who = `${review.first_name} ${review.last_name}`;
    if (decision === 'APPROVED') await reviewPublished(tx, review.user_id, { reviewId, bagTitle: review.product_title, productUrl: review.product_url });
    else await reviewNotPublished(tx, review.user_id, { bagTitle: review.product_title, reason: reason! });
    await writeAudit(tx, actor, now, {
      action: decision === 'APPROVED' ? 'review.approve' : 'review.reject',
      subjectType: 'review',
      subjectId: reviewId,
      summary:
        decision === 'APPROVED'
          ? `Published the ${review.rating}-star review of ${review.product_title} by ${who}`
          : `Did not publish the ${review.rating}-star review of ${review.product_title} by ${who}: ${reason}`,
      before: { status: 'PENDING' },
      after: { status: decision, ...(reason ? { reason } : {}) },
    });
    return operatorReviewJson((await findReview(tx, { reviewId }))!);
  });
}
