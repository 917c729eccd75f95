import { request } from './http';
import { orNoFields } from './shapes/common';
import { ShipmentDetailsShape, type ShipmentDetails } from './shapes/bluedart';
import type { WaybillNumber } from './shapes/requests/bluedart';

/** POST /api/bluedart/shipment-details: multipart with the waybill number as field `wbNo`. */
export function shipmentDetails(wbNo: WaybillNumber): Promise<ShipmentDetails> {
  return request('POST', '/api/bluedart/shipment-details', orNoFields(ShipmentDetailsShape), { multipart: { wbNo } });
}
