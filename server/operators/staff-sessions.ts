import type { ServerContext } from '../context';
import { invalidInput, notFound } from '../domain-error';
import { MEMBER_MESSAGES, memberDetail } from '../members/member-service';
import type { Actor } from './actor';
import { writeAudit } from './audit-record';
import { endSessions } from './staff-session-record';

/**
 * The back office ends a person's sessions on every device and tab: an
 * operator's lost laptop, a member's shared computer. Their tokens issued
 * until now stop working at their next call; they log in again with an OTP.
 */
export const END_SESSIONS_REASON = 'Say why the sessions end (it is kept in the audit log).';

export async function endUserSessions(ctx: ServerContext, actor: Actor, userId: number, reasonText: string | null | undefined) {
  const reason = reasonText?.trim();
  if (!reason) throw invalidInput(END_SESSIONS_REASON, { reason: END_SESSIONS_REASON });
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    if (!(await endSessions(tx, userId, now))) throw notFound(MEMBER_MESSAGES.noMember);
    await writeAudit(tx, actor, now, {
      action: 'sessions.end',
      subjectType: 'member',
      subjectId: userId,
      summary: `Ended every session on every device (a new login is needed): ${reason}`,
    });
  });
  return memberDetail(ctx, userId);
}
