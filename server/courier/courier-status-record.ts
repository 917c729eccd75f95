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

/**
 * Claims up to `limit` bookings shipped and not yet marked delivered, still out, whose courier status was not
 * asked for in the last `everySeconds` (oldest shipment first): marked asked at `now`, and skipped by another
 * instance claiming at the same moment, so each parcel is asked about once a round.
 */
export async function claimParcelsToCheck(db: Queryable, limit: number, now: Date, everySeconds: number): Promise<ParcelOnItsWay[]> {
  const result = await db.query<ParcelOnItsWay>(
    `update bookings b set courier_checked_at = $2 from products p
     where p.id = b.product_id and b.id in (
       select id from bookings where status = 'BOOKED' and shipped_at is not null and delivered_at is null and wb_no is not null
         and (courier_checked_at is null or courier_checked_at <= $2::timestamptz - make_interval(secs => $3))
       order by shipped_at, id limit $1 for update skip locked)
     returning b.id, b.user_id, p.title, b.wb_no, b.start_date::text as start_date, b.return_date::text as return_date, b.shipped_at, b.tracking_url`,
    [limit, now.toISOString(), everySeconds],
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
