import { useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { updateReturnDate } from '../../src/api/booking';
import type { Booking } from '../../src/api/shapes/booking';
import { BOOKING_KEYS } from '../../src/stores/query-keys';
import { formatDay } from '../../src/ui/format';
import { SelectField } from '../../src/ui/select-field';
import { useWrite } from '../../src/ui/use-write';
import { isIsoDate, isoDay } from '../../src/validation/iso-date';

const day = (iso: string) => formatDay(iso, 'numeric');
const nextDay = (iso: string) => isoDay(new Date(Date.parse(`${iso}T00:00:00.000Z`) + 24 * 60 * 60 * 1000));

/**
 * The latest day an open booking can be extended to: the server's `extendableUntil` (the plan, the membership and
 * the bag's calendar), else the plan's `maxReturnDate` alone (a server without it; it still judges the day chosen).
 * Null when no later day is possible.
 */
export function latestExtension(booking: Booking): string | null {
  const latest = booking.extendableUntil !== undefined ? booking.extendableUntil : booking.maxReturnDate;
  return latest && isIsoDate(latest) && latest > booking.returnDate ? latest : null;
}

/** The days after the return day up to `latest`, as the options of the extension's choice. */
export function laterDays(returnDate: string, latest: string): string[] {
  const days: string[] = [];
  for (let d = nextDay(returnDate); d <= latest && days.length < 62; d = nextDay(d)) days.push(d);
  return days;
}

/** An open booking's return pickup, and a later return day chosen from the days its bag is free. */
export function ExtendRental({ booking }: { booking: Booking }) {
  const [open, setOpen] = useState(false);
  const [choice, setChoice] = useState('');
  const [done, setDone] = useState<string | null>(null);
  const write = useWrite<Booking>({ invalidates: BOOKING_KEYS });
  const formRef = useRef<HTMLFormElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const noteRef = useRef<HTMLParagraphElement>(null);
  const moved = useRef(false);
  const title = booking.product?.title ?? 'this bag';
  const latest = latestExtension(booking);

  // Focus follows what replaces the pressed control, in the same commit: the choice when the form opens, the
  // message once saved, the button again on Cancel.
  useLayoutEffect(() => {
    if (!moved.current) return;
    if (open) formRef.current?.querySelector('select')?.focus();
    else if (done) noteRef.current?.focus();
    else buttonRef.current?.focus();
  }, [open, done]);

  async function save(event: FormEvent) {
    event.preventDefault();
    const saved = await write.run(() => updateReturnDate({ bookingId: booking.bookingId, returnDate: choice }));
    if (!saved.ok) return;
    moved.current = true;
    setDone(`Rental extended: our courier now collects ${title} on ${day(saved.value.returnDate)}.`);
    setOpen(false);
  }

  return (
    <div className="row-item__full extend">
      <p>
        Return pickup by our courier: <strong>{day(booking.returnDate)}</strong>
      </p>
      {open && latest ? (
        <form ref={formRef} className="extend__form" noValidate onSubmit={save}>
          <SelectField
            label={`New return day for ${title}`}
            value={choice}
            onChange={setChoice}
            options={laterDays(booking.returnDate, latest).map((d) => ({ value: d, label: formatDay(d, 'full') }))}
            hint={`Up to ${day(latest)}: the bag is free until then and your plan allows it. The pickup moves to the day you choose.`}
            error={write.error}
          />
          <div className="row">
            <button type="submit" className="button button-primary" disabled={write.busy}>
              {write.busy ? 'Extending…' : 'Extend rental'}
            </button>
            <button
              type="button"
              className="button button-quiet"
              onClick={() => {
                moved.current = true;
                write.clear();
                setOpen(false);
              }}
            >
              Cancel
            </button>
          </div>
        </form>
      ) : latest ? (
        <button
          ref={buttonRef}
          type="button"
          className="button"
          onClick={() => {
            moved.current = true;
            setDone(null);
            setChoice(nextDay(booking.returnDate));
            setOpen(true);
          }}
        >
          Extend rental<span className="visually-hidden"> of {title}</span>
        </button>
      ) : booking.extendableUntil === null ? (
        <p className="muted">No later return day is free for this rental.</p>
      ) : null}
      {done ? (
        <p ref={noteRef} tabIndex={-1} className="status-text" role="status">
          {done}
        </p>
      ) : null}
    </div>
  );
}
