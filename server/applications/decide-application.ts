import type { Database } from '../db/database';
import { setUserStatus } from '../users/user-record';
import { cancelCreatedOrders } from '../orders/order-record';
import { conflict, invalidInput, notFound } from '../domain-error';
import { applicationApproved, applicationDeclined, applicationOnHold } from '../notifications/member-events';
import type { Actor } from '../operators/actor';
import { writeAudit } from '../operators/audit-record';
import { findApplicant, listApplications, recordDecision } from './application-record';
import { listApplicationQueue } from './review-application';

export type Decision = 'APPROVED' | 'ONHOLD' | 'DECLINED';

export const REASON_MAX = 500;

export const DECISION_MESSAGES = {
  reasonRequired: 'Tell the applicant why: a reason is required to hold or decline an application.',
  reasonTooLong: `The reason must be at most ${REASON_MAX} characters.`,
} as const;

const VERB: Record<Decision, string> = { APPROVED: 'approve', ONHOLD: 'put on hold', DECLINED: 'decline' };
const FROM: Record<Decision, readonly string[]> = { APPROVED: ['PENDING', 'ONHOLD'], ONHOLD: ['PENDING'], DECLINED: ['PENDING', 'ONHOLD'] };
// A declined applicant may correct their application and send it again.
const USER_STATUS_AFTER: Record<Decision, string> = { APPROVED: 'APPROVED', ONHOLD: 'ONHOLD', DECLINED: 'DRAFT' };

/** The reason as stored: trimmed, required to hold or decline (the member reads it), optional to approve. */
export function decisionReason(decision: Decision, reason: string | null | undefined): string | null {
  const text = (reason ?? '').trim();
  if (text.length > REASON_MAX) throw invalidInput(DECISION_MESSAGES.reasonTooLong, { reason: DECISION_MESSAGES.reasonTooLong });
  if (!text && decision !== 'APPROVED') throw invalidInput(DECISION_MESSAGES.reasonRequired, { reason: DECISION_MESSAGES.reasonRequired });
  return text || null;
}

/**
 * An operator's (or the demo timer's) decision on an application:
 * PENDING or ONHOLD -> APPROVED (the member may pay), PENDING -> ONHOLD,
 * PENDING or ONHOLD -> DECLINED (back to DRAFT, the open order cancelled, so
 * they may apply again). The member is notified, with the reason, and the
 * decision is written to the audit log. Refusals are HttpErrors (400, 404,
 * 409) so the back office and npm run admin show the same text.
 */
export async function decideApplication(
  db: Database,
  target: string | { userId: number },
  decision: Decision,
  actor: Actor,
  options: { reason?: string | null; now?: Date } = {},
) {
  const reason = decisionReason(decision, options.reason);
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    const user = await findApplicant(tx, typeof target === 'string' ? { mobile: target } : target, true);
    if (!user) throw notFound(typeof target === 'string' ? `No member with mobile number ${target}.` : 'No such member.');
    const who = `${user.first_name} ${user.last_name} (${user.username})`;
    const from = FROM[decision];
    const application = (await listApplications(tx, user.user_id)).find((a) => a.decision !== 'DECLINED');
    if (!from.includes(user.status_code) || !application) {
      throw conflict(`${who} is ${user.status_code}, not ${from.join(' or ')}: nothing to ${VERB[decision]}.`);
    }
    const status = USER_STATUS_AFTER[decision];
    await setUserStatus(tx, user.user_id, status);
    await recordDecision(tx, application.id, decision, actor.name, reason, now);
    // One decision of each kind per application: its id keys the message, so it goes once.
    const eventKey = `application-${application.id}`;
    if (decision === 'APPROVED') await applicationApproved(tx, user.user_id, eventKey);
    else if (decision === 'ONHOLD') await applicationOnHold(tx, user.user_id, reason!, eventKey);
    else {
      await cancelCreatedOrders(tx, user.user_id);
      await applicationDeclined(tx, user.user_id, reason!);
    }
    await writeAudit(tx, actor, now, {
      action: `application.${decision === 'APPROVED' ? 'approve' : decision === 'ONHOLD' ? 'hold' : 'decline'}`,
      subjectType: 'application',
      subjectId: application.id,
      summary: `${decision === 'APPROVED' ? 'Approved' : decision === 'ONHOLD' ? 'Put on hold' : 'Declined'} the application of ${who}${reason ? `: ${reason}` : ''}`,
      before: { userStatus: user.status_code, decision: application.decision, reason: application.reason },
      after: { userStatus: status, decision, reason },
    });
    return { userId: user.user_id, mobile: user.username, name: `${user.first_name} ${user.last_name}`, status, reason };
  });
}

export type PendingApplication = Awaited<ReturnType<typeof listApplicationQueue>>[number];

/** Applications waiting for a decision, oldest first (npm run admin -- list-pending). */
export const listPendingApplications = (db: Database) => listApplicationQueue(db);
