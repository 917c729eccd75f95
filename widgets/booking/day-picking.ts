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

export interface HintFacts {
  /** The note on the last press, if it could not be used. */
  note: string | null;
  /** A first day typed in full (ISO), whether or not the calendar can show it. */
  typedStart: string | null;
  /** The days the calendar shows as chosen ('' while not). */
  start: string;
  end: string;
  /** The last day that can be booked. */
  horizon: string;
  booked: readonly DayRange[];
  limits: CalendarLimits;
}

/** The line under the calendar: the last press's note, what is wrong with a typed first day, else the next step or the days chosen. */
export function pickHint({ note, typedStart, start, end, horizon, booked, limits }: HintFacts): string {
  if (note) return note;
  // A typed day counts on the calendar only once it is a day the calendar could show (today to the horizon).
  if (typedStart && !start)
    return typedStart < limits.today ? NOT_A_START.past : `${formatDay(typedStart)} is beyond the days you can book. Choose a day by ${formatDay(horizon)}.`;
  if (!start) return 'Choose your first day on the calendar.';
  if (!end)
    return `First day ${formatDay(start, 'weekday')}. Now choose your return day, by ${formatDay(latestReturn(start, booked, limits), 'weekday')} at the latest.`;
  const days = rentalDays(start, end);
  return `${formatDay(start, 'weekday')} to ${formatDay(end, 'weekday')}: ${days} ${days === 1 ? 'day' : 'days'}.`;
}
