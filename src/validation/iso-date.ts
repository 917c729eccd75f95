/**
 * Calendar days as ISO strings (yyyy-mm-dd), the form every request and answer
 * carries a day in. Kept free of imports so the server's calendar helpers and the
 * request shapes share the one check.
 */
export type IsoDate = string;

const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;

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
