import type { Database } from '../db/database';
import { returnDue } from './member-events';
import { claimReturnReminder, listReturnsDueWithoutReminder } from './return-reminder-record';
import { HOUR, runEvery } from '../jobs/run-every';
import { log } from '../log/logger';

/** The day after `now` as YYYY-MM-DD (UTC, as the booking dates are stored). */
function tomorrow(now: Date): string {
  return new Date(now.getTime() + 24 * HOUR).toISOString().slice(0, 10);
}

/**
 * Notifies every member whose booking (still out, status BOOKED) ends tomorrow,
 * once per booking: the reminder is recorded in the same transaction as the
 * notification, so a crash or a second run never sends it twice. Returns how many
 * were sent.
 */
export async function sendReturnDueReminders(db: Database, now: Date): Promise<number> {
  const due = await listReturnsDueWithoutReminder(db, tomorrow(now));
  let sent = 0;
  for (const booking of due) {
    const claimed = await db.transaction(async (tx) => {
      if (!(await claimReturnReminder(tx, booking.id))) return false;
      await returnDue(
        tx,
        booking.user_id,
        { bagTitle: booking.title, endDate: `${String(booking.return_date).slice(0, 10)}T00:00:00Z` },
        // One reminder per return day: an extension moves the day, and the new one is a new reminder.
        `booking-${booking.id}-${String(booking.return_date).slice(0, 10)}`,
      );
      return true;
    });
    if (claimed) sent += 1;
  }
  return sent;
}

/**
 * Runs the reminder now and then every hour; returns a stop function that
 * resolves once a run in progress has finished. Errors are logged, never fatal
 * (the database may be away: the next run tries again).
 */
export function scheduleReturnDueReminders(db: Database, now: () => Date = () => new Date(), everyMs = HOUR): () => Promise<void> {
  return runEvery(
    everyMs,
    async () => {
      const sent = await sendReturnDueReminders(db, now());
      if (sent) log.info({ sent }, 'return-due notifications sent');
    },
    'return-due reminders failed; the next run tries again',
  );
}
