import type { Booking } from '../../src/api/shapes/booking';
import { formatDay } from '../../src/ui/format';
import { onDemand } from '../../src/ui/on-demand';
import { InlineFormNotes } from '../../src/ui/inline-form-notes';
import { useInlineForm } from '../../src/ui/use-inline-form';
import { isIsoDate } from '../../src/validation/iso-date';

export { laterDays } from './extend-form';

const day = (iso: string) => formatDay(iso, 'numeric');
const NO_FORM = 'The extension could not be loaded. Check your connection and try again.';
/** Most rentals are never extended: the choice's code comes when a member reaches for it. */
const extendForm = onDemand(() => import('./extend-form').then((m) => m.ExtendForm));

/**
 * The latest day an open booking can be extended to: the server's `extendableUntil` (the plan, the membership and
 * the bag's calendar), else the plan's `maxReturnDate` alone (a server without it; it still judges the day chosen).
 * Null when no later day is possible.
 */
export function latestExtension(booking: Booking): string | null {
  const latest = booking.extendableUntil !== undefined ? booking.extendableUntil : booking.maxReturnDate;
  return latest && isIsoDate(latest) && latest > booking.returnDate ? latest : null;
}

/** An open booking's return pickup, and a later return day chosen from the days its bag is free. */
export function ExtendRental({ booking }: { booking: Booking }) {
  const form = useInlineForm('select', extendForm);
  const { Form } = form;
  const title = booking.product?.title ?? 'this bag';
  const latest = latestExtension(booking);

  return (
    <div className="row-item__full extend">
      <p>
        Return pickup by our courier: <strong>{day(booking.returnDate)}</strong>
      </p>
      {form.open && latest && Form ? (
        <Form formRef={form.formRef} booking={booking} latest={latest} title={title} onCancel={form.cancel} onSaved={form.finish} />
      ) : latest ? (
        <button ref={form.buttonRef} type="button" className="button" onPointerEnter={form.prefetch} onFocus={form.prefetch} onClick={form.show}>
          Extend rental<span className="visually-hidden"> of {title}</span>
        </button>
      ) : booking.extendableUntil === null ? (
        <p className="muted">No later return day is free for this rental.</p>
      ) : null}
      <InlineFormNotes form={form} failedText={NO_FORM} />
    </div>
  );
}
