import type { Database } from '../db/database';
import { isoDay } from '../catalogue/iso-date';
import { runEvery } from '../jobs/run-every';
import { log } from '../log/logger';
import { bagDelivered } from '../notifications/member-events';
import { bagOutForDelivery } from '../notifications/delivery-events';
import type { Courier } from './courier';
import { claimParcelsToCheck, findParcel, type ParcelOnItsWay } from './courier-status-record';

// What the courier's own status tells a member: out for delivery, and delivered. Read when the member
// follows the parcel and by a sweep over the parcels on their way. The messages are keyed by the
// booking (the delivered one as the operator's mark-delivered keys it), so whichever comes first,
// on whichever instance, is the only one sent.

export type CourierNews = 'out-for-delivery' | 'delivered';

/** The message a courier status is news of, or null (booked, picked up, in transit: nothing to tell yet). */
export function newsOf(status: string): CourierNews | null {
  const s = status.trim().toUpperCase();
  if (s === 'DELIVERED') return 'delivered';
  if (s === 'OUT FOR DELIVERY') return 'out-for-delivery';
  return null;
}

async function tell(db: Database, parcel: ParcelOnItsWay, news: CourierNews): Promise<void> {
  await db.transaction(async (tx) => {
    if (news === 'delivered') await bagDelivered(tx, parcel.user_id, { bagTitle: parcel.title, returnDate: parcel.return_date }, `booking-${parcel.id}`);
    else await bagOutForDelivery(tx, parcel.user_id, { bookingId: parcel.id, bagTitle: parcel.title, trackingUrl: parcel.tracking_url });
  });
}

/** Tells the member of booking `bookingId` what the courier's `status` means for them, once; returns what it was news of. */
export async function tellCourierStatus(db: Database, bookingId: number, status: string): Promise<CourierNews | null> {
  const news = newsOf(status);
  if (!news) return null;
  const parcel = await findParcel(db, bookingId);
  // A booking checked in or cancelled meanwhile: the courier's old news is no longer the member's.
  if (!parcel || parcel.status !== 'BOOKED') return null;
  await tell(db, parcel, news);
  return news;
}

/**
 * One pass of the sweep: asks the courier about each parcel on its way and tells its member what is
 * new; returns how many parcels had news (told now or before). A courier with nothing of its own to say (manual shipping: the operator marks delivery) is not asked.
 */
export async function sweepCourierStatuses(db: Database, courier: Courier, now: Date, batch = 200): Promise<number> {
  if (courier.name === 'manual') return 0;
  let told = 0;
  // A parcel asked about in the last 25 minutes (by this or another instance) waits for the next round.
  for (const parcel of await claimParcelsToCheck(db, batch, now, 25 * 60)) {
    const shipment = { shippedAt: new Date(parcel.shipped_at).toISOString(), deliveredAt: null, trackingUrl: parcel.tracking_url };
    let status: string | undefined;
    try {
      status = (await courier.track(parcel.wb_no, { now, dispatchDate: isoDay(new Date(parcel.shipped_at)), shipment }))?.status;
    } catch (error) {
      // One waybill the courier cannot answer for holds up none of the others.
      log.warn({ err: { message: (error as Error).message }, bookingId: parcel.id }, 'courier tracking failed');
      continue;
    }
    const news = status ? newsOf(status) : null;
    if (!news) continue;
    await tell(db, parcel, news);
    told++;
  }
  return told;
}

/** Runs the sweep now and then every `everyMs` (half an hour); returns a stop function. */
export function scheduleCourierStatusSweep(db: Database, courier: Courier, everyMs = 30 * 60_000): () => Promise<void> {
  return runEvery(
    everyMs,
    async () => {
      const told = await sweepCourierStatuses(db, courier, new Date());
      if (told) log.info({ parcels: told }, 'courier statuses read: parcels out for delivery or delivered');
    },
    'reading the courier’s statuses failed; the next run tries again',
  );
}
