import type { Queryable } from '../db/database';

/** Records that our courier collected the bag for its return; false when it was recorded before (another click, another instance). */
export async function markReturnPickedUp(tx: Queryable, bookingId: number, at: Date): Promise<boolean> {
  const result = await tx.query('update bookings set return_picked_up_at = $2, updated_at = now() where id = $1 and return_picked_up_at is null returning id', [
    bookingId,
    at.toISOString(),
  ]);
  return result.rows.length === 1;
}
