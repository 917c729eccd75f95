import type { Queryable } from '../db/database';

/** A parcel on its way to a member, as the courier's news reads it. */
export interface ParcelOnItsWay {
  id: number;
  user_id: number;
  title: string;
  wb_no: string;
  start_date: string;
  return_date: string;
  shipped_at: Date | string;
  tracking_url: string | null;
}

/** One booking's parcel and the booking's status (undefined when there is no such booking or it has no waybill). */
export async function findParcel(db: Queryable, bookingId: number): Promise<(ParcelOnItsWay & { status: string }) | undefined> {
  const result = await db.query<ParcelOnItsWay & { status: string }>(
    `select b.status, b.id, b.user_id, p.title, b.wb_no, b.start_date::text as start_date, b.return_date::text as return_date, b.shipped_at, b.tracking_url
     from bookings b join products p on p.id = b.product_id where b.id = $1 and b.wb_no is not null`,
    [bookingId],
  );
  return result.rows[0];
}
