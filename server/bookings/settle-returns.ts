import type { Database } from '../db/database';
import { log } from '../log/logger';
import { isoDay } from '../catalogue/iso-date';
import { loadAvailability } from '../catalogue/product-record';
import { notifyFirstWaiter } from './wait-list';

const MINUTE = 60 * 1000;

/**
 * Bookings whose return date has passed are returned, and a bag that is free
 * today after that tells the first member waiting for it. Run by a timer
 * (scheduleSettlement) and before the booking and waiting-list calls, never
 * before a catalogue read: what the catalogue shows does not depend on it
 * (availability counts only bookings that have not ended). One transaction, so a crash never returns a bag
 * without telling its waiter; with several instances each ended booking is
 * claimed by exactly one of them (the UPDATE's row locks). Returns how many
 * bookings it returned.
 */
export async function settleEndedBookings(ctx: { db: Database; now: () => Date }): Promise<number> {
  const today = isoDay(ctx.now());
  // Most runs find nothing: a read on a partial index, no transaction, no write.
  const due = await ctx.db.query("select 1 from bookings where status = 'BOOKED' and return_date < $1::date limit 1", [today]);
  if (due.rows.length === 0) return 0;
  return ctx.db.transaction(async (tx) => {
    const ended = await tx.query<{ product_id: number }>(
      `update bookings set status = 'RETURNED', returned_on = return_date, updated_at = now()
       where status = 'BOOKED' and return_date < $1::date returning product_id`,
      [today],
    );
    if (ended.rows.length === 0) return 0;
    const productIds = [...new Set(ended.rows.map((r) => r.product_id))];
    const availability = await loadAvailability(tx, productIds, today);
    for (const id of productIds) {
      if (availability.get(id)?.available) await notifyFirstWaiter(tx, id, today, today);
    }
    return ended.rows.length;
  });
}

/**
 * Settles now and then every minute (a bag comes back at midnight UTC, its waiter
 * hears of it within the minute); returns a stop function. Errors are logged,
 * never fatal: the next run tries again.
 */
export function scheduleSettlement(ctx: { db: Database; now: () => Date }, everyMs = MINUTE): () => Promise<void> {
  let running: Promise<void> | null = null;
  const run = () => {
    // A slow run (a busy database) is not overtaken by the next tick.
    running ??= settleEndedBookings(ctx)
      .then(
        (returned) => {
          if (returned) log.info({ returned }, 'ended bookings returned');
        },
        (err: Error) => log.warn({ err: { message: err.message } }, 'settling ended bookings failed; the next run tries again'),
      )
      .finally(() => (running = null));
  };
  run();
  const timer = setInterval(run, everyMs);
  timer.unref?.();
  // Stopping waits for a run in flight, so the pool is not closed under it.
  return async () => {
    clearInterval(timer);
    await running;
  };
}
