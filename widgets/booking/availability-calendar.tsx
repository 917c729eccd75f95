import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { formatDay } from '../../src/ui/format';
import { usePartStyles } from '../../src/ui/on-demand-part';
import { CalendarDay, dayLook } from './calendar-day';
import { CALENDAR_CSS } from './calendar-styles';
import { addDays, type DayRange } from './dates';
import { addMonths, dayKind, firstFree, latestReturn, monthOf, monthWeeks, moveByKey, type CalendarLimits } from './calendar-model';
import { useMonthsThatFit } from './use-months-that-fit';

interface AvailabilityCalendarProps {
  /** The bag's bookings: every day inside one is taken. */
  booked: readonly DayRange[];
  limits: CalendarLimits;
  /** The last day one can page to. */
  horizon: string;
  /** What the grids are for, e.g. 'Choose your days' or 'When the bag is free'. */
  label: string;
  /** Days can be picked (an ACTIVE member); otherwise the calendar only shows when the bag is free. */
  onPick?: (day: string) => void;
  start?: string;
  end?: string;
}

const WEEKDAYS = [
  ['Su', 'Sunday'],
  ['Mo', 'Monday'],
  ['Tu', 'Tuesday'],
  ['We', 'Wednesday'],
  ['Th', 'Thursday'],
  ['Fr', 'Friday'],
  ['Sa', 'Saturday'],
] as const;

/**
 * When the bag is free, two months at a time (one on a phone), as the WAI-ARIA
 * date-picker grid: one Tab stop (the focused day), arrows move by day and week,
 * Home/End to the week's ends, Page Up/Down by month (with Shift by year), Enter or
 * Space picks the day. Every day says what it is (free, booked, your first day…) to
 * a screen reader, and the months shown are announced as they change.
 */
export function AvailabilityCalendar({ booked, limits, horizon, label, onPick, start, end }: AvailabilityCalendarProps) {
  const id = useId();
  const first = monthOf(limits.today);
  const last = monthOf(horizon);
  const root = useRef<HTMLDivElement>(null);
  // Its look comes with its code: adopted into the widget's shadow root before the grid is first painted.
  const styled = usePartStyles(CALENDAR_CSS);
  useLayoutEffect(() => styled(root.current), [styled]);
  const shown = useMonthsThatFit(root);
  // The view pages until its last month is the horizon's.
  const lastView = last > first ? addMonths(last, 1 - shown) : first;
  const [view, setView] = useState(() => monthOf(start && start >= limits.today ? start : limits.today));
  const [focused, setFocused] = useState(() => start || firstFree(limits.today, horizon, booked, limits));
  const [hovered, setHovered] = useState<string | null>(null);
  const [spoken, setSpoken] = useState('');
  const moveFocus = useRef(false);
  // The days' handlers stay the same from render to render (CalendarDay is memoised); they read the latest props here.
  const latestProps = useRef({ onPick, previewing: false });
  useLayoutEffect(() => {
    latestProps.current = { onPick, previewing: !!start && !end };
  });
  const onDay = useCallback((day: string) => {
    moveFocus.current = true;
    setFocused(day);
    latestProps.current.onPick?.(day);
  }, []);
  // The hovered day only matters while the return day is being chosen: elsewhere a hover draws nothing new.
  const onHover = useCallback((day: string) => setHovered(latestProps.current.previewing ? day : null), []);
  const monthsFrom = (month: string) => Array.from({ length: shown }, (_, i) => addMonths(month, i)).filter((m) => m <= last);
  const months = monthsFrom(view);
  const inView = (day: string) => day >= view && day < addMonths(view, shown);

  // A day typed into the date fields brings its month into view (and keeps it there when fewer months fit).
  useEffect(() => {
    if (start) setView((current) => (start >= current && start < addMonths(current, shown) ? current : monthOf(start)));
  }, [start, shown]);
  useEffect(() => {
    if (start) setFocused(start);
  }, [start]);

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    root.current?.querySelector<HTMLElement>(`[data-day="${focused}"]`)?.focus();
  }, [focused, view]);

  function show(month: string, announce = true) {
    const next = month < first ? first : month > lastView ? lastView : month;
    setView(next);
    if (announce)
      setSpoken(
        `Showing ${monthsFrom(next)
          .map((m) => formatDay(m, 'month'))
          .join(' and ')}.`,
      );
    return next;
  }

  function focusDay(day: string) {
    const lastDay = addDays(addMonths(last, 1), -1);
    const target = day < first ? first : day > lastDay ? lastDay : day;
    setFocused(target);
    if (!inView(target)) {
      show(target < view ? monthOf(target) : addMonths(monthOf(target), 1 - shown));
      // Its month is not drawn yet: focus follows the render.
      moveFocus.current = true;
      return;
    }
    // Shown already: focus moves now, so a key pressed right after acts from here.
    root.current?.querySelector<HTMLElement>(`[data-day="${target}"]`)?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const day = (event.target as HTMLElement).dataset?.day;
    if (!day) return;
    if ((event.key === 'Enter' || event.key === ' ') && onPick) {
      event.preventDefault();
      onPick(day);
      return;
    }
    const next = moveByKey(day, event.key, event.shiftKey);
    if (!next) return;
    event.preventDefault();
    focusDay(next);
  }

  // The rental being chosen: start to end, or start to the hovered day while the return day is still open.
  const latest = start && !end ? latestReturn(start, booked, limits) : null;
  const rangeEnd = end || (start && hovered && hovered > start && latest && hovered <= latest ? hovered : null);
  // Exactly one day of the visible months takes Tab.
  const visibleFocus = months.some((m) => monthOf(focused) === m) ? focused : months[0];

  return (
    <div className={onPick ? 'calendar' : 'calendar calendar--view'} ref={root} onKeyDown={onKeyDown}>
      <div className="calendar-nav">
        <button type="button" className="calendar-step" aria-label="Previous month" disabled={view <= first} onClick={() => show(addMonths(view, -1))}>
          <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
            <path d="M10 3L5 8l5 5" />
          </svg>
        </button>
        <button type="button" className="calendar-step" aria-label="Next month" disabled={view >= lastView} onClick={() => show(addMonths(view, 1))}>
          <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
            <path d="M6 3l5 5-5 5" />
          </svg>
        </button>
      </div>
      <p className="visually-hidden" aria-live="polite">
        {spoken}
      </p>
      <div className={shown === 2 ? 'calendar-months calendar-months--two' : 'calendar-months'}>
        {months.map((month) => (
          <div className="calendar-month" key={month}>
            <h4 className="calendar-title" id={`${id}-${month}`}>
              {formatDay(month, 'month')}
            </h4>
            <table
              role="grid"
              className="calendar-grid"
              aria-labelledby={`${id}-${month}`}
              aria-describedby={`${id}-label`}
              aria-readonly={onPick ? undefined : true}
            >
              <thead>
                <tr>
                  {WEEKDAYS.map(([short, long]) => (
                    <th key={short} scope="col" abbr={long}>
                      {short}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody onMouseLeave={() => setHovered(null)}>
                {monthWeeks(month).map((week, w) => (
                  <tr key={w}>
                    {week.map((day, d) => {
                      if (!day) return <td key={d} className="calendar-pad" />;
                      const kind = dayKind(day, booked, limits);
                      const look = dayLook(day, kind, { today: limits.today, start, end, rangeEnd, latest });
                      return (
                        <CalendarDay
                          key={day}
                          day={day}
                          className={look.className}
                          label={look.label}
                          tabbable={day === visibleFocus}
                          selected={onPick ? look.selected : undefined}
                          disabled={!!onPick && (kind !== 'free' || look.outOfReach)}
                          today={day === limits.today}
                          onDay={onDay}
                          onHover={onHover}
                        />
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ))}
      </div>
      <p className="visually-hidden" id={`${id}-label`}>
        {label}. Arrow keys move between days, Page Up and Page Down between months{onPick ? ', Enter picks a day' : ''}.
      </p>
      <ul className="calendar-legend" aria-hidden="true">
        <li>
          <span className="swatch swatch--free" /> Free
        </li>
        <li>
          <span className="swatch swatch--booked" /> Booked
        </li>
        {onPick && (
          <li>
            <span className="swatch swatch--chosen" /> Your days
          </li>
        )}
        {(Boolean(limits.lastDay) || Boolean(limits.full?.size)) && (
          <li>
            <span className="swatch swatch--closed" /> Not open to book
          </li>
        )}
      </ul>
    </div>
  );
}
