import type { Database } from '../db/database';
import { bagDelivered } from '../notifications/member-events';
import { bagOutForDelivery } from '../notifications/delivery-events';
import { findParcel, type ParcelOnItsWay } from './courier-status-record';

// What the courier's own status tells a member: out for delivery, and delivered. Read when the member
// follows the parcel and by the tracking job over the parcels on their way (courier-deliveries.ts). The messages are keyed by the
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
