import type { ServerContext } from '../context';
import { isoDay } from '../catalogue/iso-date';
import { loadAvailability } from '../catalogue/product-record';
import { notifyFirstWaiter } from './wait-list';

/**
 * Bookings whose return date has passed are returned: checked lazily, at the
 * start of every catalogue, booking and waiting-list call, so no timer is
 * needed. A bag that is free today after that tells the first member waiting
 * for it. One UPDATE when nothing has ended.
 */
export async function settleEndedBookings(ctx: ServerContext): Promise<void> {
  const today = isoDay(ctx.now());
  const ended = await ctx.db.query<{ product_id: number }>(
    `update bookings set status = 'RETURNED', returned_on = return_date, updated_at = now()
     where status = 'BOOKED' and return_date < $1::date returning product_id`,
    [today],
  );
  if (ended.rows.length === 0) return;
  const productIds = [...new Set(ended.rows.map((r) => r.product_id))];
  const availability = await loadAvailability(ctx.db, productIds, today);
  for (const id of productIds) {
    if (availability.get(id)?.available) await notifyFirstWaiter(ctx.db, id, today, today);
  }
}
