// The one money and date formatting of the widgets and the site: what first screens show (prices, days). The
// formatters only a member's records and the back office use (moments, statuses, mobiles, order numbers) are in
// ./format-details.ts, so a partner page's first widget does not carry them; the collection's cards show only a
// day and month (./day-month.ts), so it carries neither (this module is the `data-prices` chunk).

// Made at the first price shown, not as the module loads: building a page's first formatter costs up to 0.16 s
// on a slow phone, and most first screens (the collection's cards) show no price.
let wholeRupees: Intl.NumberFormat | undefined;
let rupees: Intl.NumberFormat | undefined;

/** Indian rupees with Indian digit grouping; paise only when there are some (₹19,999, ₹1,07,999, ₹3,050.68). */
export function formatMoney(amount: number): string {
  return Number.isInteger(amount)
    ? (wholeRupees ??= new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 })).format(amount)
    : (rupees ??= new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 })).format(amount);
}

/** Every member-facing day and time is Indian English: '5 Jan 2027', 'Tue, 5 Jan', '10:05 am'. */
export const LOCALE = 'en-IN';

export const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_STYLES = {
  medium: { day: 'numeric', month: 'short', year: 'numeric' },
  long: { day: 'numeric', month: 'long', year: 'numeric' },
  /** Indian numeric: '05/01/2027' (dd/mm/yyyy). */
  numeric: { day: '2-digit', month: '2-digit', year: 'numeric' },
  /** With the weekday: 'Monday, 30 November 2026' (a calendar's day, read out). */
  full: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
  /** Short with the weekday: 'Mon, 30 Nov' (a chosen day, within the year at hand). */
  weekday: { weekday: 'short', day: 'numeric', month: 'short' },
  /** A calendar's month: 'November 2026'. */
  month: { month: 'long', year: 'numeric' },
} as const;

// A calendar formats dozens of days a render: one formatter per style, made once.
const utcDayFormats = new Map<string, Intl.DateTimeFormat>();
function utcDayFormat(style: keyof typeof DAY_STYLES): Intl.DateTimeFormat {
  let format = utcDayFormats.get(style);
  if (!format) utcDayFormats.set(style, (format = new Intl.DateTimeFormat(LOCALE, { ...DAY_STYLES[style], timeZone: 'UTC' })));
  return format;
}

/**
 * A day for people. An ISO day (yyyy-mm-dd: bookings, memberships) is that calendar
 * day for every reader, whatever their time zone: it is formatted in UTC from its own
 * digits, so it never slips to the day before west of Greenwich. A timestamp is a
 * moment: it shows the reader's local day.
 */
export function formatDay(value: string | null | undefined, style: keyof typeof DAY_STYLES = 'medium'): string {
  if (!value) return '';
  const only = ISO_DAY.exec(value);
  if (only) {
    // Not Date.UTC(year, …): it reads years 0–99 as 1900–1999, so '0002-01-05' (a year still
    // being typed) came out as a Sunday of 1902.
    const day = new Date(0);
    day.setUTCFullYear(Number(only[1]), Number(only[2]) - 1, Number(only[3]));
    return utcDayFormat(style).format(day);
  }
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : new Intl.DateTimeFormat(LOCALE, DAY_STYLES[style]).format(date);
}

/** 'Classic, 6 months': a plan has several slabs that differ by length. */
export function planLabel(slab: { membershipPlanName: string; durationInMonths?: number | null }): string {
  const n = slab.durationInMonths;
  return n ? `${slab.membershipPlanName}, ${n} ${n === 1 ? 'month' : 'months'}` : slab.membershipPlanName;
}
