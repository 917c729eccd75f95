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
