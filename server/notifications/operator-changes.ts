import type { Queryable } from '../db/database';
import { type MemberMessage, MEMBER_MESSAGES_OF_CHANGES } from '../../src/api/shapes/operator-change-messages';
import { notify } from './notify';

// The member is told of each back-office change (a booking cancelled or moved, a refund, new details, a
// membership deactivated) in the transaction that makes it, so a rolled-back change tells nobody. The texts
// are shared with the back office, whose confirmation quotes them.
//
// One call site for every channel: today an in-app notification; SMS and e-mail join in `tellMember` alone.

export const words = MEMBER_MESSAGES_OF_CHANGES;

/** Sends one message to the member on every channel the club uses for back-office changes. */
export async function tellMember(db: Queryable, userId: number, message: MemberMessage): Promise<void> {
  await notify(db, userId, message.title, message.body, message.link);
}
