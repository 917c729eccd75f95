import type { Database } from '../db/database';
import { HOUR, runEvery } from '../jobs/run-every';
import { log } from '../log/logger';
import { messageMember } from '../messages/outbound-messages';
import { listMembershipsEndingBetween } from '../memberships/membership-ending-record';

const DAY = 24 * HOUR;
const isoDay = (at: Date) => at.toISOString().slice(0, 10);
const dateText = (day: string) =>
  new Intl.DateTimeFormat('en-IN', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));

/**
 * The membership messages: "ends in 7 days" for memberships whose last day is within the
 * next seven, "ended" for those whose last day was in the three days before today (a
 * server down on the day still tells them). Each is keyed by the membership and its last
 * day, so a second run, a second instance or an hourly repeat sends nothing again, and
 * a membership extended to a new last day is told anew. Returns how many were sent.
 */
export async function sendMembershipEndingMessages(db: Database, now: Date): Promise<number> {
  const today = isoDay(now);
  let sent = 0;
  for (const m of await listMembershipsEndingBetween(db, today, isoDay(new Date(now.getTime() + 7 * DAY)))) {
    // One transaction each: the event's row and its messages are recorded together or not at all.
    const channels = await db.transaction((tx) =>
      messageMember(tx, m.user_id, 'membership-ends-soon', {
        eventKey: `membership-ends-soon:membership-${m.id}-${m.end_date}`,
        subject: 'Your membership ends soon',
        body: `Your ${m.plan_name} membership ends on ${dateText(m.end_date)}. Renew it to keep booking bags from the Member Collection.`,
        link: '/package-details',
      }),
    );
    if (channels.length) sent += 1;
  }
  const yesterday = isoDay(new Date(now.getTime() - DAY));
  for (const m of await listMembershipsEndingBetween(db, isoDay(new Date(now.getTime() - 3 * DAY)), yesterday)) {
    const channels = await db.transaction((tx) =>
      messageMember(tx, m.user_id, 'membership-ended', {
        eventKey: `membership-ended:membership-${m.id}-${m.end_date}`,
        subject: 'Your membership has ended',
        body: `Your ${m.plan_name} membership ended on ${dateText(m.end_date)}. We would love to have you back: choose a package to start booking again.`,
        link: '/package-details',
      }),
    );
    if (channels.length) sent += 1;
  }
  return sent;
}

/** Runs the membership messages now and every hour (cheap; the keys make it once a day in effect); returns a stop function. */
export function scheduleMembershipEndingMessages(db: Database, now: () => Date = () => new Date(), everyMs = HOUR): () => Promise<void> {
  return runEvery(
    everyMs,
    async () => {
      const sent = await sendMembershipEndingMessages(db, now());
      if (sent) log.info({ sent }, 'membership ending messages sent');
    },
    'membership ending messages failed; the next run tries again',
  );
}
