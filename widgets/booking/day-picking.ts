import { formatDay } from '../../src/ui/format';
import { NOT_A_START } from './booking-checks';
import { dayKind, latestReturn, whyNotReturn, type CalendarLimits } from './calendar-model';
import { rentalDays, type DayRange } from './dates';

/** What a press on a calendar day does: it becomes the first day, or the return day, or a note says why it cannot. */
export type Pick = { kind: 'start'; day: string } | { kind: 'return'; day: string } | { kind: 'note'; note: string };

/** The first day, then the return day; a press once both are chosen, or on a day before the first, starts again. */
export function pickDay(day: string, start: string, end: string, booked: readonly DayRange[], limits: CalendarLimits): Pick {
  if (!start || !!end || day < start) {
    const kind = dayKind(day, booked, limits);
    return kind === 'free' ? { kind: 'start', day } : { kind: 'note', note: NOT_A_START[kind] };
  }
  const why = whyNotReturn(start, day, booked, limits);
  if (why) return { kind: 'note', note: `${why} Return by ${formatDay(latestReturn(start, booked, limits), 'weekday')} at the latest.` };
  return { kind: 'return', day };
}

/**
 * The line under the calendar when the last press left no note: what is wrong with a first day typed in full
 * (`typed`, ISO) that the calendar cannot show, else the next step, else the days chosen (`start`, `end`: '' while not).
 */
export function pickHint(typed: string | null, start: string, end: string, horizon: string, booked: readonly DayRange[], limits: CalendarLimits): string {
  // A typed day counts on the calendar only once it is a day the calendar could show (today to the horizon).
  if (typed && !start)
    return typed < limits.today ? NOT_A_START.past : `${formatDay(typed)} is beyond the days you can book. Choose a day by ${formatDay(horizon)}.`;
  if (!start) return 'Choose your first day on the calendar.';
  if (!end)
    return `First day ${formatDay(start, 'weekday')}. Now choose your return day, by ${formatDay(latestReturn(start, booked, limits), 'weekday')} at the latest.`;
  const days = rentalDays(start, end);
  return `${formatDay(start, 'weekday')} to ${formatDay(end, 'weekday')}: ${days} ${days === 1 ? 'day' : 'days'}.`;
}
