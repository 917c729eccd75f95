import type { ServerContext } from '../context';
import { isoDay } from '../catalogue/iso-date';
import { findFulfilment, markDelivered } from '../bookings/fulfilment-record';
import { bagDelivered } from '../notifications/member-events';
import type { Actor } from '../operators/actor';
import { writeAudit } from '../operators/audit-record';
import { runEvery } from '../jobs/run-every';
import { log as defaultLog } from '../log/logger';
import type { Courier, ShipmentTracking } from './courier';
import { tellCourierStatus } from './courier-status';
import { claimParcelsToTrack, type ParcelToTrack, recordCourierStatus } from './courier-sync-record';

/** Who marks a bag delivered when the courier's tracking says so (the audit log's "by"). */
export const COURIER_ACTOR: Actor = { userId: null, name: 'courier tracking' };

const MINUTE = 60_000;
/** How often the job runs, and how long a parcel is left before its courier is asked again. */
export const COURIER_SYNC_EVERY_MS = 10 * MINUTE;
const ASK_AGAIN_AFTER_MS = 30 * MINUTE;
const BATCH = 20;

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** When the courier handed the bag over: its delivery scan, else now (never later than now). */
function deliveredAt(tracking: ShipmentTracking, now: Date): Date {
  const scan = tracking.scans.at(-1)?.date;
  const at = scan ? new Date(scan) : now;
  return Number.isNaN(at.getTime()) || at > now ? now : at;
}

/**
 * The bag is with the member, in the courier's word: marked delivered, the member told and the audit log
 * written, in one transaction on the booking's locked row. Answers false, changing nothing, when the booking
 * was delivered (by an operator or another instance), checked in or cancelled meanwhile.
 */
async function deliverFromCourier(ctx: ServerContext, courier: Courier, parcel: ParcelToTrack, at: Date): Promise<boolean> {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const row = await findFulfilment(tx, parcel.id, true);
    if (!row || row.status !== 'BOOKED' || row.shipped_at === null || row.delivered_at !== null) return false;
    await markDelivered(tx, row.id, at);
    await recordCourierStatus(tx, row.id, 'DELIVERED');
    await bagDelivered(tx, row.user_id, { bagTitle: row.title, returnDate: row.return_date }, `booking-${row.id}`);
    await writeAudit(tx, COURIER_ACTOR, now, {
      action: 'booking.deliver',
      subjectType: 'booking',
      subjectId: row.id,
      summary: `Marked booking ${row.id} of ${row.title} for ${row.first_name} ${row.last_name} delivered: the courier (${courier.name}) reports waybill ${row.wb_no} delivered`,
      before: { stage: 'IN_TRANSIT' },
      after: { stage: 'OUT', wbNo: row.wb_no, deliveredAt: at.toISOString() },
    });
    return true;
  });
}

/**
 * Asks the courier about every parcel on its way not asked about in the last half hour, a batch at a time:
 * its status is kept for the back office, and a parcel the courier reports delivered is marked delivered
 * (the operator's "Mark delivered" stays for couriers without tracking, and for a courier that is late to
 * scan). A courier that fails for one parcel is asked again on a later run.
 */
export async function syncCourierDeliveries(ctx: ServerContext, courier: Courier): Promise<{ asked: number; delivered: number }> {
  const result = { asked: 0, delivered: 0 };
  if (!courier.reportsDelivery) return result;
  const log = ctx.log ?? defaultLog;
  for (;;) {
    const now = ctx.now();
    const parcels = await ctx.db.transaction((tx) => claimParcelsToTrack(tx, now, new Date(now.getTime() - ASK_AGAIN_AFTER_MS), BATCH));
    for (const parcel of parcels) {
      result.asked += 1;
      let tracking: ShipmentTracking | null;
      try {
        const shipment = { shippedAt: iso(parcel.shipped_at), deliveredAt: null, trackingUrl: parcel.tracking_url };
        tracking = await courier.track(parcel.wb_no, { now, dispatchDate: isoDay(new Date(parcel.shipped_at)), shipment });
      } catch (error) {
        log.warn({ err: { message: (error as Error).message }, bookingId: parcel.id }, 'courier tracking failed; asked again on a later run');
        continue;
      }
      if (!tracking) continue;
      if (tracking.status === 'DELIVERED') {
        if (await deliverFromCourier(ctx, courier, parcel, deliveredAt(tracking, now))) result.delivered += 1;
      } else {
        await recordCourierStatus(ctx.db, parcel.id, tracking.status);
        // "Out for delivery" is news for the member, told once per booking (however many instances ask).
        await tellCourierStatus(ctx.db, parcel.id, tracking.status);
      }
    }
    if (parcels.length < BATCH) return result;
  }
}

/** Runs it now and then every ten minutes, when the courier reports deliveries; returns the stop function. */
export function scheduleCourierDeliveries(ctx: ServerContext, courier: Courier, everyMs = COURIER_SYNC_EVERY_MS): () => Promise<void> {
  if (!courier.reportsDelivery) return async () => {};
  return runEvery(
    everyMs,
    async () => {
      const { asked, delivered } = await syncCourierDeliveries(ctx, courier);
      if (asked) (ctx.log ?? defaultLog).info({ asked, delivered }, 'courier tracking checked');
    },
    'courier tracking failed; the next run tries again',
  );
}
