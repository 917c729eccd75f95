// Dates travel as ISO days (yyyy-mm-dd). They are compared as strings and shown
// in UTC, so a member's time zone never shifts a booking by a day.

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

const formatter = new Intl.DateTimeFormat('en-US', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

export function formatDay(iso: string): string {
  const time = Date.parse(`${iso.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(time) ? iso : formatter.format(time);
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
