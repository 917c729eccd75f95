import type { Queryable } from '../db/database';
import { numericDay } from '../memberships/pause-dates';
import { notify } from './notify';

// What a member is told about their membership's pauses: in-app for now. This is the one call site for
// them: once the outbound message service has kinds for pauses, these go through messageMember
// (server/messages/outbound-messages.ts) so they also leave by SMS and e-mail.

/** The member paused their membership: when it runs again, and its new end date. */
export function pauseStarted(db: Queryable, userId: number, p: { until: string; membershipEnds: string }): Promise<number> {
  return notify(
    db,
    userId,
    'Your membership is paused',
    `Your membership is paused from today; it runs again on ${numericDay(p.until)}, and now ends on ${numericDay(p.membershipEnds)}. You cannot book bags while it is paused; you can resume it sooner in My Account.`,
    '/my-profile',
  );
}

/** The pause is over (resumed early by the member or the club, or run its course). */
export function pauseEnded(db: Queryable, userId: number, p: { membershipEnds: string; byClub?: boolean }): Promise<number> {
  return notify(
    db,
    userId,
    'Your membership runs again',
    `${p.byClub ? 'The club has ended the pause of your membership. ' : ''}Your membership runs again from today and ends on ${numericDay(p.membershipEnds)}. Welcome back: the Member Collection is yours to book.`,
    '/members-collection',
  );
}
