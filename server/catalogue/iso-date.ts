/**
 * Calendar days as ISO strings (yyyy-mm-dd). Bookings are whole days; the
 * club's "today" is the UTC date of the server clock (ctx.now()), so the same
 * instant gives the same day on every machine and in tests.
 */
export type IsoDate = string;

const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 24 * 60 * 60 * 1000;

export function isoDay(date: Date): IsoDate {
  return date.toISOString().slice(0, 10);
}

/** True for a real calendar day in yyyy-mm-dd form (2026-02-30 is not one). */
export function isIsoDate(value: unknown): value is IsoDate {
  if (typeof value !== 'string') return false;
  const match = ISO.exec(value);
  if (!match) return false;
  const date = new Date(`${value}T00:00:00.000Z`);
  return !Number.isNaN(date.getTime()) && isoDay(date) === value;
}

export function addDays(day: IsoDate, days: number): IsoDate {
  return isoDay(new Date(Date.parse(`${day}T00:00:00.000Z`) + days * DAY_MS));
}

/** Days from `from` to `to` (to - from); 0 for the same day. */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return Math.round((Date.parse(`${to}T00:00:00.000Z`) - Date.parse(`${from}T00:00:00.000Z`)) / DAY_MS);
}
