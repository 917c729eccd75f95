import type { Queryable } from '../db/database';

/** A parcel on its way whose courier the tracking job asks. */
export interface ParcelToTrack {
  id: number;
  wb_no: string;
  start_date: string;
  shipped_at: Date | string;
  tracking_url: string | null;
}

/**
 * Claims up to `limit` parcels on their way (shipped with a waybill, not delivered, not checked in) that no
 * one asked about since `askedBefore`, the longest unasked first: each is marked asked at `now` in the
 * claiming transaction, and rows another instance holds are skipped, so two instances never ask twice.
 */
export async function claimParcelsToTrack(tx: Queryable, now: Date, askedBefore: Date, limit: number): Promise<ParcelToTrack[]> {
  const rows = await tx.query<ParcelToTrack>(
    `update bookings b set courier_checked_at = $1 from (
       select id from bookings
       where status = 'BOOKED' and shipped_at is not null and delivered_at is null and wb_no is not null
         and (courier_checked_at is null or courier_checked_at < $2)
       order by courier_checked_at nulls first, id limit $3 for update skip locked) c
     where b.id = c.id
     returning b.id, b.wb_no, b.start_date::text as start_date, b.shipped_at, b.tracking_url`,
    [now.toISOString(), askedBefore.toISOString(), limit],
  );
  return rows.rows;
}

/** The courier's latest word on a parcel of a booking not yet checked in. */
export async function recordCourierStatus(db: Queryable, bookingId: number, status: string): Promise<void> {
  await db.query("update bookings set courier_status = $2 where id = $1 and status = 'BOOKED'", [bookingId, status]);
}
