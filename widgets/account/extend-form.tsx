import { useState, type FormEvent } from 'react';
import { updateReturnDate } from '../../src/api/booking';
import type { Booking } from '../../src/api/shapes/booking';
import { BOOKING_KEYS } from '../../src/stores/query-selectors';
import { FormActions } from '../../src/ui/form-actions';
import { formatDay } from '../../src/ui/format';
import { SelectField } from '../../src/ui/select-field';
import { useWrite } from '../../src/ui/use-write';
import { isoDay } from '../../src/validation/iso-date';

const day = (iso: string) => formatDay(iso, 'numeric');
export const nextDay = (iso: string) => isoDay(new Date(Date.parse(`${iso}T00:00:00.000Z`) + 24 * 60 * 60 * 1000));

/** The days after the return day up to `latest`, as the options of the extension's choice. */
export function laterDays(returnDate: string, latest: string): string[] {
  const days: string[] = [];
  for (let d = nextDay(returnDate); d <= latest && days.length < 62; d = nextDay(d)) days.push(d);
  return days;
}

export interface ExtendFormProps {
  formRef: React.RefObject<HTMLFormElement | null>;
  booking: Booking;
  latest: string;
  title: string;
  onCancel: () => void;
  onSaved: (note: string) => void;
}

/** The choice of a later return day: fetched when the member reaches for "Extend rental", not with the account. */
export function ExtendForm({ formRef, booking, latest, title, onCancel, onSaved }: ExtendFormProps) {
  const [choice, setChoice] = useState(() => nextDay(booking.returnDate));
  const write = useWrite<Booking>({ invalidates: BOOKING_KEYS });

  async function save(event: FormEvent) {
    event.preventDefault();
    const saved = await write.run(() => updateReturnDate({ bookingId: booking.bookingId, returnDate: choice }));
    if (saved.ok) onSaved(`Rental extended: our courier now collects ${title} on ${day(saved.value.returnDate)}.`);
  }

  return (
    <form ref={formRef} className="extend__form" noValidate onSubmit={save}>
      <SelectField
        label={`New return day for ${title}`}
        value={choice}
        onChange={setChoice}
        options={laterDays(booking.returnDate, latest).map((d) => ({ value: d, label: formatDay(d, 'full') }))}
        hint={`Up to ${day(latest)}: the bag is free until then and your plan allows it. The pickup moves to the day you choose.`}
        error={write.error}
      />
      <FormActions error={null} busy={write.busy} disabled={write.busy} submit="Extend rental" busyLabel="Extending…" onCancel={onCancel} />
    </form>
  );
}
