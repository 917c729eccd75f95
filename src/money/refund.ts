// What a refund gives back, in paise: GST prices are inclusive, so a part refund reverses the tax in
// proportion to the order's, and the refund that completes the order gives back exactly what is left of
// each (so the credit notes of an order always add up to its invoice, to the paisa).

export interface Refundable {
  /** The order's taxable value and GST, in paise. */
  taxableMinor: number;
  taxMinor: number;
  /** What earlier credit notes gave back of each, in paise. */
  refundedTaxableMinor: number;
  refundedTaxMinor: number;
}

/** What is left to refund, GST included, in paise. */
export const refundableMinor = (r: Refundable) => r.taxableMinor + r.taxMinor - r.refundedTaxableMinor - r.refundedTaxMinor;

/** The taxable value and the GST of a refund of `minor` paise (GST included); null when it is not 1 paisa to all that is left. */
export function splitRefund(r: Refundable, minor: number): { taxableMinor: number; taxMinor: number } | null {
  const left = refundableMinor(r);
  if (!Number.isInteger(minor) || minor <= 0 || minor > left) return null;
  if (minor === left) return { taxableMinor: r.taxableMinor - r.refundedTaxableMinor, taxMinor: r.taxMinor - r.refundedTaxMinor };
  const price = r.taxableMinor + r.taxMinor;
  const taxMinor = Math.min(r.taxMinor - r.refundedTaxMinor, Math.round((minor * r.taxMinor) / price));
  return { taxableMinor: minor - taxMinor, taxMinor };
}

/** Rupees (a number or PostgreSQL's numeric text) in whole paise. */
export const toPaise = (rupees: number | string) => Math.round(Number(rupees) * 100);

const RUPEES = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });
/** Rupees as members read them, with paise: ₹5,643.92. */
export const rupeesText = (rupees: number) => RUPEES.format(rupees);
