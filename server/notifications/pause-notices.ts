import type { Queryable } from '../db/database';
import { numericDay } from '../memberships/pause-dates';
import { messageMember } from '../messages/outbound-messages';

// What a member is told about their membership's pauses, in-app and by SMS and e-mail through the one
// message service. Each is keyed by the pause and whether it started or ended, and recorded in the
// transaction that starts or ends the pause: a retry, a second instance or a second run sends nothing again.

/** The member paused their membership: when it runs again, and its new end date. */
export async function pauseStarted(db: Queryable, userId: number, p: { pauseId: number; until: string; membershipEnds: string }): Promise<void> {
  await messageMember(db, userId, 'pause-started', {
    eventKey: `pause-started:pause-${p.pauseId}`,
    subject: 'Your membership is paused',
    body: `Your membership is paused from today; it runs again on ${numericDay(p.until)}, and now ends on ${numericDay(p.membershipEnds)}. You cannot book bags while it is paused; you can resume it sooner in My Account.`,
    link: '/my-profile',
  });
}

/** The pause is over (resumed early by the member or the club, or run its course). */
export async function pauseEnded(db: Queryable, userId: number, p: { pauseId: number; membershipEnds: string; byClub?: boolean }): Promise<void> {
  await messageMember(db, userId, 'pause-ended', {
    eventKey: `pause-ended:pause-${p.pauseId}`,
    subject: 'Your membership runs again',
    body: `${p.byClub ? 'The club has ended the pause of your membership. ' : ''}Your membership runs again from today and ends on ${numericDay(p.membershipEnds)}. Welcome back: the Member Collection is yours to book.`,
    link: '/members-collection',
  });
}
