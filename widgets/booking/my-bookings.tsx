import { useEffect, useRef, useState, type FormEvent } from 'react';
import { updateReturnDate } from '../../src/api/booking';
import type { Booking } from '../../src/api/shapes/booking';
import { bookingsStore } from '../../src/stores/bookings';
import { BOOKING_KEYS } from '../../src/stores/query-selectors';
import { LoadSection } from '../../src/ui/load-section';
import { SiteLink } from '../../src/ui/site-link';
import { useQuery } from '../../src/ui/use-query';
import { useWrite } from '../../src/ui/use-write';
import { DateField } from './date-field';
import { formatDay } from '../../src/ui/format';
import { todayIso } from './dates';
import { readTypedDay, typedDay } from './typed-day';

const PAGE = 5;

/** The member's bookings of this bag, newest first as the server sends them; open ones can get a new return date. */
export function MyBookings({ productId }: { productId: number }) {
  const [pages, setPages] = useState(1);
  const { state, retry, loading } = useQuery(bookingsStore(PAGE * pages, productId), { keepPrevious: true });

  return (
    <section className="my-bookings" aria-labelledby="my-bookings-title">
      <h3 id="my-bookings-title">My bookings</h3>
      <LoadSection
        state={state}
        retry={retry}
        what="your bookings"
        skeleton={
          <ul className="booking-list" aria-hidden="true">
            <li className="booking-row shimmer" />
            <li className="booking-row shimmer" />
          </ul>
        }
      >
        {({ bookings, total }) =>
          bookings.length === 0 ? (
            <p className="hint">You have not booked this bag yet. Your bookings of it will be listed here; all your bookings are in My Account.</p>
          ) : (
            <>
              <ul className="booking-list">
                {bookings.map((b) => (
                  <BookingRow key={b.bookingId} booking={b} />
                ))}
              </ul>
              {bookings.length < total && (
                <button type="button" className="button" disabled={loading} aria-busy={loading} onClick={() => setPages((n) => n + 1)}>
                  {loading ? 'Loading…' : 'Show more bookings'}
                </button>
              )}
            </>
          )
        }
      </LoadSection>
    </section>
  );
}

function statusLabel(booking: Booking): string {
  const name = booking.status?.name ?? '';
  if (name === 'CANCELLED') return 'Cancelled';
  if (name === 'RETURNED') return 'Returned';
  const today = todayIso();
  return booking.startDate <= today ? 'Out with you' : 'Upcoming';
}

function BookingRow({ booking }: { booking: Booking }) {
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState(booking.returnDate.slice(0, 10));
  const [error, setError] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const write = useWrite<Booking>({ invalidates: BOOKING_KEYS });
  const today = todayIso();
  const earliest = booking.startDate > today ? booking.startDate.slice(0, 10) : today;
  const latest = booking.maxReturnDate?.slice(0, 10);
  const title = booking.product?.title ?? `Bag ${booking.productId}`;
  const inputId = `return-${booking.bookingId}`;
  // Opening and closing the form removes the button that had focus: focus goes to what takes its place.
  const changeRef = useRef<HTMLButtonElement>(null);
  const rowRef = useRef<HTMLLIElement>(null);
  const moved = useRef(false);
  useEffect(() => {
    if (!moved.current) {
      moved.current = true;
      return;
    }
    if (editing) rowRef.current?.querySelector<HTMLInputElement>(`#${inputId}`)?.focus();
    else changeRef.current?.focus();
  }, [editing, inputId]);

  async function save(event: FormEvent) {
    event.preventDefault();
    setNote(null);
    const typed = readTypedDay(value);
    if (typed.kind === 'impossible') return setError(typed.message);
    if (typed.kind !== 'day') return setError('Enter the new return day as dd/mm/yyyy.');
    const day = typed.day;
    if (day < earliest) return setError(`The return day cannot be before ${formatDay(earliest)}.`);
    if (latest && day > latest) return setError(`Your plan allows a return by ${formatDay(latest)} at the latest.`);
    setError(null);
    const saved = await write.run(() => updateReturnDate({ bookingId: booking.bookingId, returnDate: day }));
    if (!saved.ok) return;
    setEditing(false);
    setNote(`Return date changed to ${formatDay(saved.value.returnDate)}: our courier collects the bag that day.`);
  }

  return (
    <li className="booking-row" ref={rowRef}>
      <div className="booking-main">
        <p className="booking-title">
          {booking.product?.url ? <SiteLink route={`/book-bag/${encodeURIComponent(booking.product.url)}`}>{title}</SiteLink> : title}
        </p>
        <p className="hint">
          {formatDay(booking.startDate)} to {formatDay(booking.returnDate)} · {statusLabel(booking)}
        </p>
        {booking.open === true && <p className="hint">Return pickup by our courier: {formatDay(booking.returnDate)}</p>}
      </div>
      {booking.open === true && !editing && (
        <button
          ref={changeRef}
          type="button"
          className="button"
          aria-label={`Change return date of ${title}`}
          onClick={() => {
            setValue(typedDay(booking.returnDate.slice(0, 10)));
            setEditing(true);
            setNote(null);
          }}
        >
          Change return date
        </button>
      )}
      {editing && (
        <form className="return-form" onSubmit={save} noValidate>
          <DateField id={inputId} label="New return date" value={value} error={error ?? write.error} onValue={setValue} />
          <button type="submit" className="button button-primary" disabled={write.busy}>
            {write.busy ? 'Saving…' : 'Save return date'}
          </button>
          <button
            type="button"
            className="button button-quiet"
            onClick={() => {
              setEditing(false);
              setError(null);
              write.clear();
            }}
          >
            Cancel
          </button>
          {latest && <p className="hint">Latest return your plan allows: {formatDay(latest)}.</p>}
        </form>
      )}
      {note && (
        <p className="status-text" role="status">
          {note}
        </p>
      )}
    </li>
  );
}
