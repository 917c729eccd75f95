import { array, Infer, nullable, number, optional, type } from 'superstruct';
import { optionalText } from './common';

/** One tracking scan of a shipment. */
export const ShipmentScanShape = type({
  date: optionalText,
  location: optionalText,
  description: optionalText,
});

/** POST /api/bluedart/shipment-details: where the parcel with waybill number wbNo is. */
export const ShipmentDetailsShape = type({
  wbNo: optionalText,
  status: optionalText,
  scans: optional(nullable(array(ShipmentScanShape))),
  /** ISO date. */
  expectedDeliveryDate: optionalText,
  bookingId: optional(nullable(number())),
});
export type ShipmentDetails = Infer<typeof ShipmentDetailsShape>;
