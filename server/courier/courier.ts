/**
 * The seam to the courier (Blue Dart in the spec's API). The real one
 * (bluedart-courier.ts) calls the courier's tracking API with the waybill
 * number; the demo one makes up a believable history. Chosen by TOTE_COURIER
 * (choose-courier.ts).
 */
export interface Courier {
  readonly name: string;
  /** True when the courier's tracking says when a parcel is delivered: the tracking job then marks bookings delivered (courier-deliveries.ts). */
  readonly reportsDelivery?: boolean;
  /** The parcel's scans, oldest first, up to `now`; null when the courier does not know the waybill. */
  track(wbNo: string, context: { now: Date; dispatchDate?: string | null; shipment?: RecordedShipment }): Promise<ShipmentTracking | null>;
}

export interface ShipmentScan {
  /** ISO date-time of the scan. */
  date: string;
  location: string;
  description: string;
}

export interface ShipmentTracking {
  wbNo: string;
  /** The latest scan's description in short: BOOKED, PICKED UP, IN TRANSIT, OUT FOR DELIVERY, DELIVERED. */
  status: string;
  scans: ShipmentScan[];
  expectedDeliveryDate?: string | null;
  /** The courier's own tracking page, when the club recorded one (manual shipping). */
  trackingUrl?: string | null;
}

/** What the club itself recorded of a booking's parcel (the back office's ship and deliver). */
export interface RecordedShipment {
  /** ISO date-times. */
  shippedAt: string | null;
  deliveredAt: string | null;
  trackingUrl: string | null;
}
