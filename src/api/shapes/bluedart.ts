import { array, Infer, number, optional, string, type } from 'superstruct';
import { optionalText } from './common';

/** One tracking scan of a shipment. */
export const ShipmentScanShape = type({
  /** ISO date-time. */
  date: string(),
  location: string(),
  description: string(),
});

/** POST /api/bluedart/shipment-details: where the parcel with waybill number wbNo is. The spec shows no field of the answer, so all are ours. */
export const ShipmentDetailsShape = type({
  wbNo: optional(string()),
  /** The latest scan in short: BOOKED, PICKED UP, IN TRANSIT, OUT FOR DELIVERY, DELIVERED. */
  status: optional(string()),
  /** Oldest first. */
  scans: optional(array(ShipmentScanShape)),
  /** ISO date, when the courier gives one. */
  expectedDeliveryDate: optionalText,
  /** The courier's own tracking page, when the club ships by hand and recorded one. */
  trackingUrl: optionalText,
  bookingId: optional(number()),
});
export type ShipmentDetails = Infer<typeof ShipmentDetailsShape>;
