/**
 * Calendar days as ISO strings (yyyy-mm-dd). Bookings are whole days; the
 * club's "today" is the UTC date of the server clock (ctx.now()), so the same
 * instant gives the same day on every machine and in tests.
 */
import { isIsoDate, isoDay, type IsoDate } from '../../src/validation/iso-date';

export { isIsoDate, isoDay, type IsoDate };

const DAY_MS = 24 * 60 * 60 * 1000;

export function addDays(day: IsoDate, days: number): IsoDate {
  return isoDay(new Date(Date.parse(`${day}T00:00:00.000Z`) + days * DAY_MS));
}

/** Days from `from` to `to` (to - from); 0 for the same day. */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return Math.round((Date.parse(`${to}T00:00:00.000Z`) - Date.parse(`${from}T00:00:00.000Z`)) / DAY_MS);
}
