import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import type { Booking } from '../../src/api/shapes/booking';
import type { Product } from '../../src/api/shapes/product';
import { $user } from '../../src/stores/session';
import { useQuery } from '../../src/ui/use-query';
import { useWrite } from '../../src/ui/use-write';
import { AvailabilityCalendar } from './availability-calendar';
import { BOOKING_WRITE, bookBag } from './book-bag';
import { BookingConfirmation } from './booking-confirmation';
import { BookingSummary } from './booking-summary';
import { bookingTerms } from './booking-terms';
import { type DateErrors, validateDates } from './booking-checks';
import { fullDays, type CalendarLimits } from './calendar-model';
import { DateField } from './date-field';
import { pickDay, pickHint } from './day-picking';
import { $openBookings } from './open-bookings-store';
import { $planLimits } from './plan-store';
import { formatDay } from '../../src/ui/format';
import { addDays, isIsoDay, todayIso } from './dates';
import { readTypedDay, typedDay } from './typed-day';
import { bookedRanges } from './product-facts';

interface BookingFormProps {
  product: Product;
  userId: number;
}

/**
 * Days (on the calendar, or typed) and the Book button of an ACTIVE member; then
 * the summary (what the booking means, the rental agreement) and Confirm; then the
 * confirmation with a calendar file.
 */
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
  const [pickNote, setPickNote] = useState<string | null>(null);
  const write = useWrite<Booking>(BOOKING_WRITE);
  const refusal = write.error;
  const [reviewing, setReviewing] = useState(false);
  const [booked, setBooked] = useState<Booking | null>(null);
  const user = useStore($user);
  const limits = useQuery($planLimits).state;
  const plan = limits.kind === 'ready' ? limits.value : null;
  // The summary and the confirmation focus their own headings; back on the form, focus goes to what brought it back.
  const formRef = useRef<HTMLFormElement>(null);
  const back = useRef<'calendar' | 'submit' | null>(null);
  useEffect(() => {
    if (reviewing || booked || !back.current) return;
    const target = back.current === 'submit' ? '.book-button' : '[data-day][tabindex="0"]';
    back.current = null;
    formRef.current?.querySelector<HTMLElement>(target)?.focus();
  }, [reviewing, booked]);

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

  /** A day picked on the calendar (day-picking.ts decides what it becomes). */
  function pick(day: string) {
    setErrors({});
    write.clear();
    const picked = pickDay(day, start, end, ranges, calendarLimits);
    setPickNote(picked.kind === 'note' ? picked.note : null);
    if (picked.kind === 'start') {
      setStartDate(picked.day);
      setReturnDate('');
    } else if (picked.kind === 'return') setReturnDate(picked.day);
  }

  function clearDays() {
    setStartDate('');
    setReturnDate('');
    setPickNote(null);
    setErrors({});
  }

  const hint = pickNote ?? pickHint(startTyped.kind === 'day' ? startDate : null, start, end, horizon, ranges, calendarLimits);

  /** The days are checked here first; the summary then asks for the agreement. */
  function review(event: FormEvent) {
    event.preventDefault();
    write.clear();
    const found = validateDates(startDate, returnDate, true, product, plan, today);
    // A date that does not exist keeps its own words (31/02/2027: February has 28 days).
    if (startTyped.kind === 'impossible') found.startDate = startTyped.message;
    if (returnTyped.kind === 'impossible') found.returnDate = returnTyped.message;
    setErrors(found);
    if (Object.keys(found).length === 0) setReviewing(true);
  }

  async function confirm() {
    if (write.busy) return;
    write.clear();
    const found = validateDates(startDate, returnDate, agreed, product, plan, today);
    setErrors(found);
    if (Object.keys(found).length) return;
    const outcome = await write.run(() => bookBag(product, userId, startDate, returnDate));
    if (outcome.ok) {
      setReviewing(false);
      setBooked(outcome.value);
    }
  }

  if (booked) {
    return (
      <BookingConfirmation
        booking={booked}
        bagTitle={product.title}
        terms={bookingTerms(booked, product, plan?.planName, user, today)}
        onAgain={() => {
          back.current = 'calendar';
          setBooked(null);
          clearDays();
        }}
      />
    );
  }

  if (reviewing) {
    return (
      <BookingSummary
        bagTitle={product.title}
        terms={bookingTerms({ startDate, returnDate }, product, plan?.planName, user, today)}
        agreed={agreed}
        onAgreed={(value) => {
          setAgreed(value);
          setErrors({});
        }}
        agreementError={errors.agreement ?? null}
        refusal={refusal}
        busy={write.busy}
        onConfirm={() => void confirm()}
        onBack={() => {
          back.current = 'submit';
          write.clear();
          setErrors({});
          setReviewing(false);
        }}
      />
    );
  }

  return (
    <form className="book-form" ref={formRef} onSubmit={review} noValidate aria-label="Book this bag">
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
      {refusal && (
        <p className="error-text refusal" role="alert">
          {refusal}
        </p>
      )}
      <p className="hint">Next: a summary of delivery, the return pickup and the rental agreement, before anything is booked.</p>
      <button type="submit" className="button button-primary book-button">
        Book this bag
      </button>
    </form>
  );
}
