// GST arithmetic and India's state codes, shared by the server (orders, the tax
// invoice) and the widgets (nothing here touches the DOM).

/** Prices are GST-inclusive: the member pays the sticker price, of which this share is tax. */
export interface GstSplit {
  /** Taxable value (rupees, 2 decimals). */
  taxable: number;
  /** GST included in the price (rupees, 2 decimals); taxable + tax is the price. */
  tax: number;
}

const paise = (rupees: number) => Math.round(rupees * 100);

/** The taxable value and the GST inside an inclusive price at `ratePercent` (18 → 18%). */
export function splitInclusive(inclusive: number, ratePercent: number): GstSplit {
  const total = paise(inclusive);
  const taxable = Math.round((total * 100) / (100 + ratePercent));
  return { taxable: taxable / 100, tax: (total - taxable) / 100 };
}

/**
 * CGST and SGST (half each) when the member's state is the supplier's, else IGST.
 * The halves are split in paise, the odd paisa to SGST, so they always add up.
 */
export function gstHeads(tax: number, intraState: boolean): { cgst: number; sgst: number; igst: number } {
  if (!intraState) return { cgst: 0, sgst: 0, igst: tax };
  const whole = paise(tax);
  const cgst = Math.floor(whole / 2);
  return { cgst: cgst / 100, sgst: (whole - cgst) / 100, igst: 0 };
}

/** GST state codes (the first two digits of a GSTIN), by the state's name as members type it. */
export const GST_STATE_CODES: Readonly<Record<string, string>> = {
  'jammu and kashmir': '01',
  'himachal pradesh': '02',
  punjab: '03',
  chandigarh: '04',
  uttarakhand: '05',
  haryana: '06',
  delhi: '07',
  rajasthan: '08',
  'uttar pradesh': '09',
  bihar: '10',
  sikkim: '11',
  'arunachal pradesh': '12',
  nagaland: '13',
  manipur: '14',
  mizoram: '15',
  tripura: '16',
  meghalaya: '17',
  assam: '18',
  'west bengal': '19',
  jharkhand: '20',
  odisha: '21',
  chhattisgarh: '22',
  'madhya pradesh': '23',
  gujarat: '24',
  'dadra and nagar haveli and daman and diu': '26',
  maharashtra: '27',
  karnataka: '29',
  goa: '30',
  lakshadweep: '31',
  kerala: '32',
  'tamil nadu': '33',
  puducherry: '34',
  'andaman and nicobar islands': '35',
  telangana: '36',
  'andhra pradesh': '37',
  ladakh: '38',
};

const ALIASES: Readonly<Record<string, string>> = {
  'new delhi': 'delhi',
  'nct of delhi': 'delhi',
  orissa: 'odisha',
  pondicherry: 'puducherry',
  'j&k': 'jammu and kashmir',
  'jammu & kashmir': 'jammu and kashmir',
  'andaman & nicobar islands': 'andaman and nicobar islands',
};

/** The GST state code of a state as typed ('Karnataka', ' tamil nadu ', 'Orissa'), or null when it is not one we know. */
export function stateCode(state: string | null | undefined): string | null {
  const key = (state ?? '').trim().toLowerCase().replace(/\s+/g, ' ');
  return GST_STATE_CODES[ALIASES[key] ?? key] ?? null;
}

/** The state a GSTIN is registered in: its first two digits. */
export function gstinStateCode(gstin: string): string {
  return gstin.slice(0, 2);
}
