import type { Queryable } from '../db/database';

/** A parcel on its way to a member, as the courier-status sweep reads it. */
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

const SELECT = `select b.id, b.user_id, p.title, b.wb_no, b.start_date::text as start_date, b.return_date::text as return_date, b.shipped_at, b.tracking_url
  from bookings b join products p on p.id = b.product_id`;

/** Bookings shipped and not yet marked delivered, still out (oldest shipment first, at most `limit`). */
export async function listParcelsOnTheirWay(db: Queryable, limit: number): Promise<ParcelOnItsWay[]> {
  const result = await db.query<ParcelOnItsWay>(
    `${SELECT} where b.status = 'BOOKED' and b.shipped_at is not null and b.delivered_at is null and b.wb_no is not null
     order by b.shipped_at, b.id limit $1`,
    [limit],
  );
  return result.rows;
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
