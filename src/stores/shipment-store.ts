import { atom, computed } from 'nanostores';
import { shipmentDetails } from '../api/bluedart';
import type { ShipmentDetails } from '../api/shapes/bluedart';
import { createFetcherStore } from './query';
import { KEYS } from './query-keys';
import { $userId } from './session';

const $asked = atom<{ userId: number | null; wbNo: string } | null>(null);

/**
 * The waybill the member asked to track on My Account (typed, or 'Track parcel' on a
 * booking); null until then. It belongs to whoever asked: after a logout and another
 * login on this tab, nothing is tracked.
 */
export const $trackedWaybill = computed([$asked, $userId], (asked, userId) => (asked && asked.userId === userId ? asked.wbNo : null));

/** Where that parcel is (POST /api/bluedart/shipment-details): idle while nothing is tracked. */
export const $shipment = createFetcherStore<ShipmentDetails>([KEYS.shipment, $userId, '/', $trackedWaybill], {
  fetcher: (_prefix, _userId, _slash, wbNo) => shipmentDetails(String(wbNo)),
});

/** Tracks `wbNo`; asking again for the same parcel fetches its scans anew (it may have moved since). */
export function trackShipment(wbNo: string): void {
  if ($trackedWaybill.get() === wbNo) $shipment.invalidate();
  else $asked.set({ userId: $userId.get(), wbNo });
}

/** Nothing tracked (tests start from here). */
export function forgetTrackedShipment(): void {
  $asked.set(null);
}
