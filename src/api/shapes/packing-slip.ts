import { array, type Infer, nullable, number, string, type } from 'superstruct';
import { AddressShape } from './operator';

const text = nullable(string());

/**
 * GET /api/operator/bookings/{bookingId}/packing-slip: what the packing slip and the return label of one
 * shipment print. `bookingNumber` is the booking's name on paper (TOTE-BK-000123); `returnPickupDate` the
 * day our courier collects the bag (its return date); `returnTo` the club's address the label sends it to.
 */
export const PackingSlipShape = type({
  bookingId: number(),
  bookingNumber: string(),
  member: type({ name: string(), mobile: string() }),
  address: AddressShape,
  bag: type({ title: string(), brand: string(), inTheBox: array(string()) }),
  startDate: string(),
  returnDate: string(),
  returnPickupDate: string(),
  dispatchDate: string(),
  wbNo: text,
  trackingUrl: text,
  returnTo: type({ name: string(), address: string(), phone: string() }),
});
export type PackingSlip = Infer<typeof PackingSlipShape>;
