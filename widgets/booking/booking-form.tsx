import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { Booking, BookingExpiry } from '../../src/api/shapes/booking';
import type { Product } from '../../src/api/shapes/product';
import { SiteLink } from '../../src/ui/site-link';
import { useQuery } from '../../src/ui/use-query';
import { AvailabilityCalendar } from './availability-calendar';
import { bookBag } from './book-bag';
import { dayKind, fullDays, latestReturn, whyNotReturn, type CalendarLimits } from './calendar-model';
import { DateField } from './date-field';
import { $openBookings } from './open-bookings-store';
import { $planLimits } from './plan-store';
import { formatDay } from '../../src/ui/format';
import { addDays, isIsoDay, overlaps, readTypedDay, rentalDays, todayIso, typedDay } from './dates';
import { bookedRanges } from './product-facts';

interface DateErrors {
  startDate?: string;
  returnDate?: string;
  agreement?: string;
}

export const AGREEMENT_LABEL = 'I have read and accept the rental agreement';

/** What is wrong with the chosen days, judged by what this page knows; the server has the last word. */
export function validateDates(
  startDate: string,
  returnDate: string,
  agreed: boolean,
  product: Product,
  plan: BookingExpiry | null,
  today = todayIso(),
): DateErrors {
  const errors: DateErrors = {};
  if (!startDate) errors.startDate = 'Choose the day you want the bag.';
  else if (!isIsoDay(startDate)) errors.startDate = 'Enter the first day as dd/mm/yyyy.';
  else if (startDate < today) errors.startDate = 'The first day cannot be in the past.';
  if (!returnDate) errors.returnDate = 'Choose the day you will return the bag.';
  else if (!isIsoDay(returnDate)) errors.returnDate = 'Enter the return day as dd/mm/yyyy.';
  else if (!errors.startDate && returnDate < startDate) errors.returnDate = 'The return day must be on or after the first day.';
  if (!errors.startDate && !errors.returnDate) {
    const max = plan?.maxRentalDays;
    const clash = bookedRanges(product).find((r) => overlaps(r, { startDate, returnDate }));
    if (max && rentalDays(startDate, returnDate) > max) errors.returnDate = `Your plan allows up to ${max} days a rental.`;
    else if (plan?.expiryDate && returnDate > plan.expiryDate.slice(0, 10))
      errors.returnDate = `Your membership ends on ${formatDay(plan.expiryDate)}. Choose a return day on or before it.`;
    else if (clash)
      errors.returnDate = `The bag is booked from ${formatDay(clash.startDate)} to ${formatDay(clash.returnDate)}. Choose days outside that booking.`;
  }
  if (!agreed) errors.agreement = 'Please accept the rental agreement to book.';
  return errors;
}

interface BookingFormProps {
  product: Product;
  userId: number;
}

const NOT_A_START = {
  past: 'That day has passed. Choose today or a later day.',
  booked: 'The bag is booked that day. Choose a free day.',
  closed: 'That day is after your membership ends.',
  full: 'You already have all the bags your plan allows at a time that day.',
} as const;

/** Days (on the calendar, or typed), the rental agreement and the Book button of an ACTIVE member. */
export function BookingForm({ product, userId }: BookingFormProps) {
  const today = todayIso();
  // What is in the two fields, as typed (dd/mm/yyyy); the calendar writes the same way.
  const [startText, setStartText] = useState('');
  const [returnText, setReturnText] = useState('');
  const startTyped = readTypedDay(startText);
  const returnTyped = readTypedDay(returnText);
  const startDate = startTyped.kind === 'day' ? startTyped.day : startTyped.kind === 'empty' ? '' : startText;
  const returnDate = returnTyped.kind === 'day' ? returnTyped.day : returnTyped.kind === 'empty' ? '' : returnText;
  const setStartDate = (day: string) => setStartText(typedDay(day));
  const setReturnDate = (day: string) => setReturnText(typedDay(day));
  const [agreed, setAgreed] = useState(false);
  const [errors, setErrors] = useState<DateErrors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [pickNote, setPickNote] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [booked, setBooked] = useState<Booking | null>(null);
  const limits = useQuery($planLimits).state;
  const plan = limits.kind === 'ready' ? limits.value : null;
  // The submit button goes away with the form: focus moves to what replaces it, never to the page body.
  const doneRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const moved = useRef(false);
  useEffect(() => {
    if (!moved.current) {
      moved.current = true;
      return;
    }
    if (booked) doneRef.current?.focus();
    else formRef.current?.querySelector<HTMLElement>('[data-day][tabindex="0"]')?.focus();
  }, [booked]);

  const latestReturnDay = plan?.expiryDate?.slice(0, 10);
  const ranges = bookedRanges(product);
  const own = useQuery($openBookings).state;
  const calendarLimits: CalendarLimits = {
    today,
    lastDay: latestReturnDay,
    maxDays: plan?.maxRentalDays,
    full: own.kind === 'ready' ? fullDays(own.value, plan?.bagsAtATime) : undefined,
  };
  // A typed day counts on the calendar and in the hint only once it is a day the calendar
  // could show (today to the horizon); otherwise the field's own message says what is wrong.
  const horizon = latestReturnDay ?? addDays(today, 365);
  const usable = (day: string) => isIsoDay(day) && day >= today && day <= horizon;
  const start = usable(startDate) ? startDate : '';
  const end = start && usable(returnDate) && returnDate >= start ? returnDate : '';
  const typedNote =
    startTyped.kind === 'day' && !start
      ? startDate < today
        ? NOT_A_START.past
        : `${formatDay(startDate)} is beyond the days you can book. Choose a day by ${formatDay(horizon)}.`
      : null;
  const returnBy = start && !end ? latestReturn(start, ranges, calendarLimits) : null;

  /** A day picked on the calendar: the first day, then the return day (a day before the first starts again). */
  function pick(day: string) {
    setErrors({});
    setRefusal(null);
    const kind = dayKind(day, ranges, calendarLimits);
    const choosingStart = !start || !!end || day < start;
    if (choosingStart) {
      if (kind !== 'free') return setPickNote(NOT_A_START[kind]);
      setPickNote(null);
      setStartDate(day);
      setReturnDate('');
      return;
    }
    const why = whyNotReturn(start, day, ranges, calendarLimits);
    if (why) return setPickNote(`${why} Return by ${formatDay(latestReturn(start, ranges, calendarLimits), 'weekday')} at the latest.`);
    setPickNote(null);
    setReturnDate(day);
  }

  function clearDays() {
    setStartDate('');
    setReturnDate('');
    setPickNote(null);
    setErrors({});
  }

  const days = start && end ? rentalDays(start, end) : 0;
  const hint =
    pickNote ??
    typedNote ??
    (!start
      ? 'Choose your first day on the calendar.'
      : !end
        ? `First day ${formatDay(start, 'weekday')}. Now choose your return day, by ${formatDay(returnBy, 'weekday')} at the latest.`
        : `${formatDay(start, 'weekday')} to ${formatDay(end, 'weekday')}: ${days} ${days === 1 ? 'day' : 'days'}.`);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setRefusal(null);
    const found = validateDates(startDate, returnDate, agreed, product, plan, today);
    // A date that does not exist keeps its own words (31/02/2027: February has 28 days).
    if (startTyped.kind === 'impossible') found.startDate = startTyped.message;
    if (returnTyped.kind === 'impossible') found.returnDate = returnTyped.message;
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    const outcome = await bookBag(product, userId, startDate, returnDate);
    setBusy(false);
    if (outcome.kind === 'booked') setBooked(outcome.booking);
    else setRefusal(outcome.message);
  }

  if (booked) {
    return (
      <div className="done" role="status" ref={doneRef} tabIndex={-1}>
        <p className="done-title">Booked</p>
        <p>
          {product.title} is yours from {formatDay(booked.startDate)} to {formatDay(booked.returnDate)}. You will find it under My bookings.
        </p>
        <button
          type="button"
          className="button"
          onClick={() => {
            setBooked(null);
            clearDays();
          }}
        >
          Book other days
        </button>
      </div>
    );
  }

  return (
    <form className="book-form" ref={formRef} onSubmit={submit} noValidate aria-label="Book this bag">
      <h3>Book this bag</h3>
      {plan && (plan.planName || plan.maxRentalDays) && (
        <ul className="plan-limits" aria-label="Your plan">
          {plan.planName && <li className="plan-name">{plan.planName} plan</li>}
          {plan.maxRentalDays && <li>Up to {plan.maxRentalDays} days a rental</li>}
          {plan.bagsAtATime && <li>{plan.bagsAtATime === 1 ? '1 bag' : `${plan.bagsAtATime} bags`} at a time</li>}
          {latestReturnDay && <li>Book until {formatDay(latestReturnDay)}</li>}
        </ul>
      )}
      <AvailabilityCalendar
        booked={ranges}
        limits={calendarLimits}
        horizon={horizon}
        label="Choose your days: first the day you want the bag, then the day you return it"
        onPick={pick}
        start={start}
        end={end}
      />
      <div className="pick-summary">
        <p className={pickNote ? 'pick-hint pick-hint--note' : 'pick-hint'} role="status">
          {hint}
        </p>
        {start && (
          <button type="button" className="link-button" onClick={clearDays}>
            Clear dates
          </button>
        )}
      </div>
      <div className="dates">
        <DateField
          id="start"
          label="First day"
          value={startText}
          error={errors.startDate ?? (startTyped.kind === 'impossible' ? startTyped.message : null)}
          onValue={(text) => {
            setPickNote(null);
            setErrors({});
            setStartText(text);
          }}
        />
        <DateField
          id="return"
          label="Return day"
          value={returnText}
          error={errors.returnDate ?? (returnTyped.kind === 'impossible' ? returnTyped.message : null)}
          onValue={(text) => {
            setPickNote(null);
            setErrors({});
            setReturnText(text);
          }}
        />
      </div>
      <label className="check">
        <input
          type="checkbox"
          checked={agreed}
          aria-invalid={errors.agreement ? true : undefined}
          aria-describedby={errors.agreement ? 'agreement-error' : undefined}
          onChange={(e) => setAgreed(e.currentTarget.checked)}
        />
        <span>{AGREEMENT_LABEL}</span>
      </label>
      {/* Under the checkbox it is about, announced, before the link to read the agreement. */}
      {errors.agreement && (
        <p id="agreement-error" className="error-text" role="alert">
          {errors.agreement}
        </p>
      )}
      <p className="agreement-link">
        <SiteLink route="/product-rental-agreement">Read the rental agreement</SiteLink>
      </p>
      {refusal && (
        <p className="error-text refusal" role="alert">
          {refusal}
        </p>
      )}
      <button type="submit" className="button button-primary book-button" disabled={busy} aria-busy={busy}>
        {busy ? 'Booking…' : 'Book this bag'}
      </button>
    </form>
  );
}
