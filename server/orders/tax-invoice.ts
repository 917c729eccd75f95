import { CLUB_FACTS } from '../../src/config/club-facts';
import { gstHeads, gstinStateCode, stateCode } from '../../src/money/gst';
import type { Queryable } from '../db/database';
import type { GstSettings } from '../money/gst-settings';
import { findBillingAddress } from '../users/user-record';
import { takeSerialNumber } from './document-serial-record';
import type { TaxDocumentDetails } from './order-record';

export type { TaxDocumentDetails };

/** The financial year (April to March, Indian time) of `at` as its four digits: 2026-04-01 → '2627'. */
export function fiscalYear(at: Date): string {
  const ist = new Date(at.getTime() + 330 * 60_000);
  const start = ist.getUTCMonth() >= 3 ? ist.getUTCFullYear() : ist.getUTCFullYear() - 1;
  return `${String(start % 100).padStart(2, '0')}${String((start + 1) % 100).padStart(2, '0')}`;
}

/** The longest serial rule 46 allows. */
export const SERIAL_MAX_LENGTH = 16;

const SERIES_PREFIX = { INV: 'TOTE', CN: 'TOTECN' } as const;

/**
 * The next serial of `series` in the financial year of `at`: TOTE/2627/000001 for
 * invoices, TOTECN/2627/0001 for credit notes, at most 16 characters. Taken in
 * the caller's transaction: consecutive, and a rollback gives the number back.
 */
export async function nextSerial(tx: Queryable, series: keyof typeof SERIES_PREFIX, at: Date): Promise<string> {
  const year = fiscalYear(at);
  const last = await takeSerialNumber(tx, series, year);
  const head = `${SERIES_PREFIX[series]}/${year}/`;
  const serial = head + String(last).padStart(SERIAL_MAX_LENGTH - head.length, '0');
  if (serial.length > SERIAL_MAX_LENGTH) throw new Error(`The ${series} series of ${year} is full (${last}).`);
  return serial;
}

/** The document's parties and GST split from the club's facts and the member's address as it is now. */
export async function taxDocumentDetails(tx: Queryable, userId: number, gst: GstSettings): Promise<TaxDocumentDetails> {
  const user = await findBillingAddress(tx, userId);
  const supplierState = CLUB_FACTS.gstin ? gstinStateCode(CLUB_FACTS.gstin) : null;
  const recipientState = stateCode(user?.state);
  const address = [user?.address_line1, user?.address_line2, [user?.city, user?.state].filter(Boolean).join(', '), user?.zipcode ? `PIN ${user.zipcode}` : null]
    .filter(Boolean)
    .join(', ');
  const state = user?.state?.trim() || null;
  return {
    supplier: { name: CLUB_FACTS.legalName, address: CLUB_FACTS.registeredOffice, gstin: CLUB_FACTS.gstin, stateCode: supplierState },
    recipient: {
      name: user ? `${user.first_name} ${user.last_name}`.trim() : '',
      mobile: user?.username ?? '',
      address,
      state,
      stateCode: recipientState,
    },
    placeOfSupply: state ? `${state}${recipientState ? ` (${recipientState})` : ''}` : 'Not stated',
    sac: gst.sac,
    ratePercent: gst.ratePercent,
    // An address we cannot place in a state is taxed as the supplier's own (the member is billed where they signed up).
    intraState: supplierState !== null && (recipientState === null || recipientState === supplierState),
  };
}

/** CGST, SGST and IGST of a document's GST. */
export function taxHeads(details: Pick<TaxDocumentDetails, 'intraState'>, tax: number) {
  return gstHeads(tax, details.intraState);
}
