import type { ServerContext } from '../context';
import { isoDay } from '../catalogue/iso-date';
import { CLUB_FACTS } from '../../src/config/club-facts';
import type { PackingSlip } from '../../src/api/shapes/packing-slip';
import { notFound } from '../domain-error';
import { fulfilmentJson } from './fulfilment-json';
import { findFulfilment } from './fulfilment-record';
import { bagInTheBox } from './packing-slip-record';

export const PACKING_SLIP_MESSAGES = { noBooking: 'No such booking.' } as const;

/** The booking's name on paper and on the phone: TOTE-BK- and its number, six digits at least. */
export const bookingNumber = (bookingId: number) => `TOTE-BK-${String(bookingId).padStart(6, '0')}`;

/**
 * The packing slip and return label of one booking's shipment: the member's name, delivery address and
 * mobile, the bag and what goes in the box, the dates, the waybill once shipped, and where the bag goes
 * back to. Only what the box and the label need: no e-mail, no payment.
 */
export async function packingSlip(ctx: ServerContext, bookingId: number): Promise<PackingSlip> {
  const row = await findFulfilment(ctx.db, bookingId);
  if (!row) throw notFound(PACKING_SLIP_MESSAGES.noBooking);
  const booking = fulfilmentJson(row, isoDay(ctx.now()), ctx.config.shippingLeadDays);
  return {
    bookingId,
    bookingNumber: bookingNumber(bookingId),
    member: { name: booking.member.name, mobile: booking.member.mobile },
    address: booking.address,
    bag: { title: row.title, brand: row.brand, inTheBox: await bagInTheBox(ctx.db, row.product_id) },
    startDate: booking.startDate,
    returnDate: booking.returnDate,
    returnPickupDate: booking.returnDate,
    dispatchDate: booking.dispatchDate,
    wbNo: booking.wbNo,
    trackingUrl: booking.trackingUrl,
    returnTo: { name: `${CLUB_FACTS.legalName} (returns)`, address: CLUB_FACTS.registeredOffice, phone: CLUB_FACTS.support.phone },
  };
}
