import { useState, type FormEvent } from 'react';
import { updateReturnDate } from '../../src/api/booking';
import type { Booking } from '../../src/api/shapes/booking';
import { BOOKING_KEYS } from '../../src/stores/query-keys';
import { formatDay } from '../../src/ui/format';
import { SelectField } from '../../src/ui/select-field';
import { useInlineForm } from '../../src/ui/use-inline-form';
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
  const form = useInlineForm('select');
  const [choice, setChoice] = useState('');
  const write = useWrite<Booking>({ invalidates: BOOKING_KEYS });
  const title = booking.product?.title ?? 'this bag';
  const latest = latestExtension(booking);

  async function save(event: FormEvent) {
    event.preventDefault();
    const saved = await write.run(() => updateReturnDate({ bookingId: booking.bookingId, returnDate: choice }));
    if (saved.ok) form.finish(`Rental extended: our courier now collects ${title} on ${day(saved.value.returnDate)}.`);
  }

  return (
    <div className="row-item__full extend">
      <p>
        Return pickup by our courier: <strong>{day(booking.returnDate)}</strong>
      </p>
      {form.open && latest ? (
        <form ref={form.formRef} className="extend__form" noValidate onSubmit={save}>
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
                write.clear();
                form.cancel();
              }}
            >
              Cancel
            </button>
          </div>
        </form>
      ) : latest ? (
        <button
          ref={form.buttonRef}
          type="button"
          className="button"
          onClick={() => {
            setChoice(nextDay(booking.returnDate));
            form.show();
          }}
        >
          Extend rental<span className="visually-hidden"> of {title}</span>
        </button>
      ) : booking.extendableUntil === null ? (
        <p className="muted">No later return day is free for this rental.</p>
      ) : null}
      {form.done ? (
        <p ref={form.noteRef} tabIndex={-1} className="status-text" role="status">
          {form.done}
        </p>
      ) : null}
    </div>
  );
}
