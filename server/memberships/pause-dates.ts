import { addDays, type IsoDate } from '../catalogue/iso-date';

/** 2026-06-03 → 03/06/2026, as members in India write a date. */
export function numericDay(day: IsoDate): string {
  const [y, m, d] = day.split('-');
  return `${d}/${m}/${y}`;
}

/** The same day `years` later; 29 February becomes the 28th in a year without it. */
export function addYears(day: IsoDate, years: number): IsoDate {
  const [y, m, d] = day.split('-').map(Number);
  const last = new Date(Date.UTC(y + years, m, 0)).getUTCDate();
  return `${String(y + years).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}

/** The membership year holding `today` (counted from the membership's start): its first and last day. */
export function membershipYear(start: IsoDate, today: IsoDate): { from: IsoDate; to: IsoDate } {
  let n = Math.max(0, Number(today.slice(0, 4)) - Number(start.slice(0, 4)));
  while (n > 0 && addYears(start, n) > today) n -= 1;
  return { from: addYears(start, n), to: addDays(addYears(start, n + 1), -1) };
}
