import type { Database } from '../db/database';
import { isoDay } from '../catalogue/iso-date';
import { HOUR, runEvery } from '../jobs/run-every';
import { log } from '../log/logger';
import { pauseEnded } from '../notifications/pause-notices';
import { findMembershipById } from './membership-record';
import { claimEndedPauses } from './pause-record';

/**
 * Tells every member whose pause ran its course by today that their membership runs again. Each pause is
 * claimed (marked told, rows locked with SKIP LOCKED) in the transaction that leaves the notification, so a
 * second instance or a second run never tells anyone twice. Pauses ended early were told at the time.
 */
export async function sendPauseEndNotices(db: Database, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const ended = await claimEndedPauses(tx, isoDay(now));
    for (const pause of ended) {
      const membership = await findMembershipById(tx, pause.user_membership_id);
      if (membership) await pauseEnded(tx, pause.user_id, { pauseId: pause.id, membershipEnds: membership.end_date });
    }
    return ended.length;
  });
}

/** Runs it now and then every hour; returns a stop function that resolves once a run in progress has finished. */
export function schedulePauseEndNotices(db: Database, now: () => Date = () => new Date(), everyMs = HOUR): () => Promise<void> {
  return runEvery(
    everyMs,
    async () => {
      const told = await sendPauseEndNotices(db, now());
      if (told) log.info({ told }, 'pause-end notifications sent');
    },
    'pause-end notifications failed; the next run tries again',
  );
}
