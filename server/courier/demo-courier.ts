import { createHash } from 'node:crypto';
import type { Courier, ShipmentScan, ShipmentTracking } from './courier';

const HUBS = ['Mumbai', 'Delhi', 'Bengaluru', 'Chennai', 'Pune', 'Hyderabad', 'Kolkata', 'Ahmedabad'];
const HOUR_MS = 60 * 60_000;

// The journey of a parcel, hours after pickup; which hubs it passes is picked from the waybill.
const STEPS: { after: number; status: string; text: (from: string, via: string, to: string) => string; at: 'from' | 'via' | 'to' }[] = [
  { after: 0, status: 'PICKED UP', text: () => 'Shipment picked up', at: 'from' },
  { after: 3, status: 'IN TRANSIT', text: (from) => `Arrived at ${from} hub`, at: 'from' },
  { after: 9, status: 'IN TRANSIT', text: (_f, via) => `In transit via ${via}`, at: 'via' },
  { after: 20, status: 'IN TRANSIT', text: (_f, _v, to) => `Arrived at ${to} delivery centre`, at: 'to' },
  { after: 26, status: 'OUT FOR DELIVERY', text: () => 'Out for delivery', at: 'to' },
  { after: 30, status: 'DELIVERED', text: () => 'Delivered', at: 'to' },
];

/**
 * A believable Blue Dart history, the same for a waybill every time: the
 * route comes from a hash of the number and the timing from the dispatch date
 * (two days before the booking starts), cut at `now`. Waybills of 11 digits
 * starting with 5 are ours (server/db/migrations/022-booking-waybills.sql).
 */
export class DemoCourier implements Courier {
  readonly name = 'demo';
  // Like Blue Dart, its history ends in a delivery scan.
  readonly reportsDelivery = true;

  async track(wbNo: string, context: { now: Date; dispatchDate?: string | null }): Promise<ShipmentTracking | null> {
    if (!/^[0-9]{11}$/.test(wbNo)) return null;
    const hash = createHash('sha256').update(wbNo).digest();
    const pick = (i: number, not: string[] = []) => HUBS.filter((h) => !not.includes(h))[hash[i] % (HUBS.length - not.length)];
    const from = 'Mumbai';
    const to = pick(0, [from]);
    const via = pick(1, [from, to]);
    // Without a dispatch date, a fixed day derived from the number.
    const start = context.dispatchDate
      ? Date.parse(`${context.dispatchDate}T09:00:00.000Z`)
      : Date.parse('2026-01-01T09:00:00.000Z') + (hash.readUInt16BE(2) % 300) * 24 * HOUR_MS;
    const jitter = (i: number) => (hash[4 + i] % 50) * 60_000;
    const booked: ShipmentScan = { date: new Date(start - 20 * HOUR_MS).toISOString(), location: from, description: 'Shipment booked, awaiting pickup' };
    const scans: ShipmentScan[] = [booked];
    let status = 'BOOKED';
    for (const [i, step] of STEPS.entries()) {
      const when = start + step.after * HOUR_MS + jitter(i);
      if (when > context.now.getTime()) break;
      const location = step.at === 'from' ? from : step.at === 'via' ? via : to;
      scans.push({ date: new Date(when).toISOString(), location, description: step.text(from, via, to) });
      status = step.status;
    }
    if (start - 20 * HOUR_MS > context.now.getTime()) {
      return { wbNo, status: 'BOOKED', scans: [], expectedDeliveryDate: new Date(start + 30 * HOUR_MS).toISOString().slice(0, 10) };
    }
    return { wbNo, status, scans, expectedDeliveryDate: new Date(start + 30 * HOUR_MS).toISOString().slice(0, 10) };
  }
}
