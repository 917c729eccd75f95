import { memo } from 'react';
import { formatDay } from '../../src/ui/format';
import type { DayKind } from './calendar-model';

const KIND_WORDS: Record<DayKind, string> = {
  past: 'past',
  booked: 'booked',
  closed: 'after your membership ends',
  full: 'you have all the bags your plan allows that day',
  free: 'free',
};

// Every render reads out every visible day: each day's date in words is made once per page.
const dayWords = new Map<string, string>();
function fullDay(day: string): string {
  let words = dayWords.get(day);
  if (words === undefined) dayWords.set(day, (words = formatDay(day, 'full')));
  return words;
}

interface Picked {
  today: string;
  /** The first day chosen, '' while none. */
  start?: string;
  end?: string;
  /** The end of the rental shown: the return day, or the hovered day while it is being chosen. */
  rangeEnd: string | null | undefined;
  /** The latest return day while the return day is being chosen. */
  latest: string | null;
}

/** How a day looks and what it says, from what it is and the days chosen. */
export function dayLook(day: string, kind: DayKind, { today, start, end, rangeEnd, latest }: Picked) {
  const chosen = !!start && day >= start && day <= (rangeEnd || start);
  const isStart = day === start;
  const isEnd = day === (end || null);
  const outOfReach = !!latest && kind === 'free' && day > latest;
  const words = [
    fullDay(day),
    KIND_WORDS[kind],
    day === today && 'today',
    isStart && (end === start ? 'your only day' : 'your first day'),
    isEnd && end !== start && 'your return day',
    chosen && !isStart && !isEnd && end && 'in your rental',
    outOfReach && 'beyond the latest return day',
  ];
  const classes = [
    'day',
    `day--${kind}`,
    day === today && 'day--today',
    chosen && 'day--chosen',
    chosen && !end && 'day--preview',
    isStart && 'day--start',
    (isEnd || (chosen && day === rangeEnd)) && 'day--end',
    outOfReach && 'day--unreachable',
  ];
  return { className: classes.filter(Boolean).join(' '), label: words.filter(Boolean).join(', '), selected: (!!end && chosen) || isStart, outOfReach };
}

interface CalendarDayProps {
  day: string;
  className: string;
  /** What the day is, read out: 'Monday, 30 November 2026, free, your first day'. */
  label: string;
  /** The one day of the visible months that takes Tab. */
  tabbable: boolean;
  /** Only where days can be picked. */
  selected?: boolean;
  disabled?: boolean;
  today: boolean;
  /** Both stay the same from render to render, so an unchanged day is not drawn again. */
  onDay: (day: string) => void;
  onHover: (day: string) => void;
}

/**
 * One day of the availability calendar. A pick changes a few days' looks, not the months':
 * memoised, only the days whose look or words changed render again.
 */
export const CalendarDay = memo(function CalendarDay({ day, className, label, tabbable, selected, disabled, today, onDay, onHover }: CalendarDayProps) {
  return (
    <td
      data-day={day}
      className={className}
      tabIndex={tabbable ? 0 : -1}
      aria-label={label}
      aria-selected={selected}
      aria-disabled={disabled ? true : undefined}
      aria-current={today ? 'date' : undefined}
      onClick={() => onDay(day)}
      // The range preview follows a mouse or a pen; a finger's compatibility mouse events would only redraw the grid.
      onPointerEnter={(event) => event.pointerType !== 'touch' && onHover(day)}
      onFocus={() => onHover(day)}
    >
      <span>{Number(day.slice(8))}</span>
    </td>
  );
});
