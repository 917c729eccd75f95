import { addDays, isIsoDay, todayIso } from './dates';

// Days as members type and read them in the booking form and their bookings (dd/mm/yyyy): the member's
// parts alone use them, so a visitor's bag page does not carry the reading and its messages.

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
