import { addDays, rentalDays, type DayRange } from './dates';

// The availability calendar's rules, without any DOM: which days are taken, which
// may start a rental and how far a rental may run, from the bag's booked ranges and
// the plan's limits (server/memberships/PLANS.md: whole days from today, at most the
// plan's longest rental, ending by the membership's last day, never across a booking,
// never on a day the member already has all the bags their plan allows at a time).

export interface CalendarLimits {
  /** The first day anything may be booked: today. */
  today: string;
  /** The last day a rental may end on (the membership's end), if any. */
  lastDay?: string | null;
  /** The longest rental in days, the start and return day both counted. */
  maxDays?: number | null;
  /** Days on which the member already has as many bags as the plan allows at a time. */
  full?: ReadonlySet<string>;
}

export type DayKind = 'past' | 'booked' | 'closed' | 'full' | 'free';

/**
 * Why a day cannot be had, or 'free'. 'closed': after the membership's last day;
 * 'full': the member has all the bags their plan allows at a time that day.
 */
export function dayKind(day: string, booked: readonly DayRange[], limits: CalendarLimits): DayKind {
  if (day < limits.today) return 'past';
  if (booked.some((r) => r.startDate <= day && day <= r.returnDate)) return 'booked';
  if (limits.lastDay && day > limits.lastDay) return 'closed';
  if (limits.full?.has(day)) return 'full';
  return 'free';
}

/** The days on which the member's own bookings already reach the plan's bags at a time. */
export function fullDays(own: readonly DayRange[], bagsAtATime: number | null | undefined): Set<string> {
  const full = new Set<string>();
  if (!bagsAtATime) return full;
  const count = new Map<string, number>();
  for (const range of own) {
    for (let day = range.startDate; day <= range.returnDate; day = addDays(day, 1)) {
      const n = (count.get(day) ?? 0) + 1;
      count.set(day, n);
      if (n >= bagsAtATime) full.add(day);
    }
  }
  return full;
}

/** The last day a rental starting on `start` may end on: the plan's length, the membership's end, the day before the next booking. */
export function latestReturn(start: string, booked: readonly DayRange[], limits: CalendarLimits): string {
  let last = limits.maxDays ? addDays(start, limits.maxDays - 1) : addDays(start, 365);
  if (limits.lastDay && limits.lastDay < last) last = limits.lastDay;
  for (const range of booked) {
    if (range.startDate > start && range.startDate <= last) last = addDays(range.startDate, -1);
  }
  // Day by day only when some day is full: every render of the calendar asks this.
  if (!limits.full?.size) return last;
  for (let day = addDays(start, 1); day <= last; day = addDays(day, 1)) {
    if (limits.full.has(day)) return addDays(day, -1);
  }
  return last;
}

/** What stops `day` from being the return day of a rental from `start`, in words, or null when it may be. */
export function whyNotReturn(start: string, day: string, booked: readonly DayRange[], limits: CalendarLimits): string | null {
  if (day < start) return null;
  if (day <= latestReturn(start, booked, limits)) return null;
  if (limits.maxDays && rentalDays(start, day) > limits.maxDays) return `Your plan allows up to ${limits.maxDays} days a rental.`;
  if (limits.lastDay && day > limits.lastDay) return 'That is after your membership ends.';
  return booked.some((r) => r.startDate > start && r.startDate <= day)
    ? 'The bag is booked in between.'
    : 'You have all the bags your plan allows at a time on some of these days.';
}

const pad = (n: number) => String(n).padStart(2, '0');

/** yyyy-mm-01 of the month `iso` falls in. */
export function monthOf(iso: string): string {
  return `${iso.slice(0, 7)}-01`;
}

/** The same day `months` later (or earlier), kept inside the shorter month: Jan 31 + 1 → Feb 28. */
export function addMonths(iso: string, months: number): string {
  const [y, m, d] = iso.split('-').map(Number);
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${pad(month)}-${pad(Math.min(d, last))}`;
}

/** 0 for Sunday … 6 for Saturday. */
export function weekday(iso: string): number {
  return new Date(`${iso}T00:00:00Z`).getUTCDay();
}

/** The weeks of a month, Sunday first (the US week, as the dates read 'Nov 30, 2026'); null pads the first and last week. */
export function monthWeeks(month: string): (string | null)[][] {
  const first = monthOf(month);
  const days: (string | null)[] = Array.from({ length: weekday(first) }, () => null);
  for (let day = first; day.slice(0, 7) === first.slice(0, 7); day = addDays(day, 1)) days.push(day);
  while (days.length % 7) days.push(null);
  return Array.from({ length: days.length / 7 }, (_, i) => days.slice(i * 7, i * 7 + 7));
}

/** Where a key takes the focused day (the WAI-ARIA date grid's keys), or null for any other key. */
export function moveByKey(day: string, key: string, shift: boolean): string | null {
  switch (key) {
    case 'ArrowLeft':
      return addDays(day, -1);
    case 'ArrowRight':
      return addDays(day, 1);
    case 'ArrowUp':
      return addDays(day, -7);
    case 'ArrowDown':
      return addDays(day, 7);
    case 'Home':
      return addDays(day, -weekday(day));
    case 'End':
      return addDays(day, 6 - weekday(day));
    case 'PageUp':
      return addMonths(day, shift ? -12 : -1);
    case 'PageDown':
      return addMonths(day, shift ? 12 : 1);
    default:
      return null;
  }
}

/** The first day from `from` on that is free, else `from`. */
export function firstFree(from: string, horizon: string, booked: readonly DayRange[], limits: CalendarLimits): string {
  for (let day = from; day <= horizon; day = addDays(day, 1)) if (dayKind(day, booked, limits) === 'free') return day;
  return from;
}
