// Dates travel as ISO days (yyyy-mm-dd) and are compared as strings; formatDay in
// src/ui/format.ts shows them as the same calendar day in every time zone.

const DAY_MS = 86_400_000;

export function todayIso(now: Date = new Date()): string {
  const local = new Date(now.getTime() - now.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 10);
}

export function addDays(iso: string, days: number): string {
  return new Date(Date.parse(`${iso}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Days of a rental, counting both the first and the return day. */
export function rentalDays(start: string, end: string): number {
  return Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / DAY_MS) + 1;
}

export function isIsoDay(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));
}

export interface DayRange {
  startDate: string;
  returnDate: string;
}

export function overlaps(a: DayRange, b: DayRange): boolean {
  return a.startDate <= b.returnDate && b.startDate <= a.returnDate;
}

const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** A day as the club's members type it (en-IN): '05/01/2027'. */
export function typedDay(iso: string): string {
  return isIsoDay(iso) ? `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}` : '';
}

export type TypedDay = { kind: 'empty' } | { kind: 'partial' } | { kind: 'day'; day: string } | { kind: 'impossible'; message: string };

/**
 * A typed day read the Indian way, day first: 5/1/2027, 05-01-2027 and 05.01.2027 are
 * 5 January 2027; an ISO day (2027-01-05, what a pasted value or a test may hold) is
 * read too. Text still being typed (no four-digit year yet) is 'partial', never an
 * error, so nothing shouts at a member mid-entry; a whole date that does not exist
 * (31/02/2027) says why.
 */
export function readTypedDay(text: string): TypedDay {
  const value = text.trim();
  if (!value) return { kind: 'empty' };
  let parts: [number, number, number] | null = null;
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(value);
  const indian = /^(\d{1,2})\s*[/.\-\s]\s*(\d{1,2})\s*[/.\-\s]\s*(\d{4})$/.exec(value);
  if (iso) parts = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  else if (indian) parts = [Number(indian[3]), Number(indian[2]), Number(indian[1])];
  if (!parts) {
    // Digits and separators only, and no four-digit year yet: still being typed.
    if (/^[\d/.\-\s]*$/.test(value) && !/\d{4}/.test(value)) return { kind: 'partial' };
    return { kind: 'impossible', message: `Enter the day as dd/mm/yyyy, for example ${typedDay(addDays(todayIso(), 7))}.` };
  }
  const [year, month, dayOfMonth] = parts;
  if (year < 1900) return { kind: 'impossible', message: `${year} is not a year we can book. Enter the day as dd/mm/yyyy.` };
  if (month < 1 || month > 12) return { kind: 'impossible', message: `There is no month ${month}. Enter the day as dd/mm/yyyy, the month between 01 and 12.` };
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (dayOfMonth < 1 || dayOfMonth > last)
    return { kind: 'impossible', message: `There is no ${dayOfMonth} ${MONTH_NAMES[month - 1]} ${year}: ${MONTH_NAMES[month - 1]} has ${last} days.` };
  return { kind: 'day', day: `${year}-${String(month).padStart(2, '0')}-${String(dayOfMonth).padStart(2, '0')}` };
}
