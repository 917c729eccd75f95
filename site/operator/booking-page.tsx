import { useId, useState } from 'react';
import { useParams } from 'react-router-dom';
import { Link } from '../layout/link';
import { cancelBooking, changeBooking } from '../../src/api/operator-operations';
import { MEMBER_MESSAGES_OF_CHANGES as TOLD } from '../../src/api/shapes/operator-change-messages';
import type { BookingDetail } from '../../src/api/shapes/operator-operations';
import { formatDay } from '../../src/ui/format';
import { formatMobile, statusWord } from '../../src/ui/format-details';
import { LoadSection } from '../../src/ui/load-section';
import { StatusBadge } from '../../src/ui/status-badge';
import { useQuery } from '../../src/ui/use-query';
import { useDocumentTitle } from '../layout/use-document-title';
import { BagPicker } from './bag-picker';
import { useConfirm } from './confirm-dialog';
import { bookingStore, OPERATION_CHANGES } from './operations-stores';
import { useOperatorWrite } from './operator-write';
import { Feedback } from './parts';
import { ReasonSubmit } from './reason-submit';

/** #/operator/bookings/:bookingId: one booking, and the changes valid in its state (cancel, other days, another bag). */
export function BookingPage() {
  const bookingId = Number(useParams().bookingId);
  const { state, retry } = useQuery(bookingStore(bookingId), { keepPrevious: true });
  useDocumentTitle(`Booking ${bookingId} · Back office`);
  return (
    <section className="ops" aria-labelledby="ops-booking">
      <p className="back-link">
        <Link to="/operator/fulfilment">Fulfilment</Link>
      </p>
      <LoadSection state={state} retry={retry} what="the booking">
        {(booking) => <Booking booking={booking} />}
      </LoadSection>
    </section>
  );
}

function Booking({ booking }: { booking: BookingDetail }) {
  const action = useOperatorWrite(OPERATION_CHANGES);
  const confirm = useConfirm();
  const { actions } = booking;
  return (
    <>
      <div>
        <p className="ops-kicker">Booking {booking.bookingId}</p>
        <h1 id="ops-booking">
          {booking.bag.title} <StatusBadge code={booking.stage} />
        </h1>
      </div>
      <dl className="ops-facts ops-card">
        <dt>Member</dt>
        <dd>
          <Link to={`/operator/members/${booking.member.userId}`}>{booking.member.name}</Link>, {formatMobile(booking.member.mobile)}
        </dd>
        <dt>Bag</dt>
        <dd>
          {booking.bag.title} by {booking.bag.brand}
        </dd>
        <dt>Days</dt>
        <dd>
          {formatDay(booking.startDate)} to {formatDay(booking.returnDate)}
        </dd>
        <dt>Stage</dt>
        <dd>
          {statusWord(booking.stage)}
          {booking.wbNo ? `, waybill ${booking.wbNo}` : ''}
        </dd>
      </dl>
      <Feedback action={action} />
      {confirm.dialog}
      {!actions.cancel && !actions.changeDates ? <p className="ops-muted">This booking is closed: nothing about it can change now.</p> : null}
      {actions.changeDates ? <ChangeForm booking={booking} busy={action.busy} ask={confirm.ask} run={action.run} /> : null}
      {actions.changeDates && !actions.changeBag ? (
        <p className="ops-muted">The bag has shipped: only its return date can change, and it can no longer be cancelled.</p>
      ) : null}
      {actions.cancel ? <CancelForm booking={booking} busy={action.busy} ask={confirm.ask} run={action.run} fieldError={action.fieldErrors.reason} /> : null}
    </>
  );
}

interface FormProps {
  booking: BookingDetail;
  busy: boolean;
  ask: ReturnType<typeof useConfirm>['ask'];
  run: (work: () => Promise<string>) => unknown;
}

function ChangeForm({ booking, busy, ask, run }: FormProps) {
  const id = useId();
  const [startDate, setStart] = useState(booking.startDate);
  const [returnDate, setReturn] = useState(booking.returnDate);
  const [bag, setBag] = useState<{ productId: number; title: string } | null>(null);
  const shipped = !booking.actions.changeBag;
  return (
    <form
      className="ops-form ops-card"
      noValidate
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => {
        event.preventDefault();
        const bagTitle = bag?.title ?? booking.bag.title;
        ask({
          title: `Change the booking of ${booking.member.name}?`,
          what: `${bagTitle} from ${formatDay(startDate)} to ${formatDay(returnDate)}, instead of ${booking.bag.title} from ${formatDay(booking.startDate)} to ${formatDay(booking.returnDate)}.`,
          memberSees: TOLD.bookingChanged({ bagTitle, startDate, returnDate, previousBagTitle: bag ? booking.bag.title : null }),
          confirmLabel: 'Change booking',
          run: () =>
            void run(async () => {
              const done = await changeBooking(booking.bookingId, {
                ...(startDate !== booking.startDate ? { startDate } : {}),
                ...(returnDate !== booking.returnDate ? { returnDate } : {}),
                ...(bag ? { productId: bag.productId } : {}),
              });
              setBag(null);
              return `The booking is now ${done.bag.title} from ${formatDay(done.startDate)} to ${formatDay(done.returnDate)}. ${booking.member.name} has been told.`;
            }),
        });
      }}
    >
      <h2 id={`${id}-title`}>{shipped ? 'Change the return date' : 'Change the dates or the bag'}</h2>
      <div className="ops-form-grid">
        <div className="field">
          <label className="field__label" htmlFor={`${id}-start`}>
            First day
          </label>
          <input
            id={`${id}-start`}
            className="field__input"
            type="date"
            value={startDate}
            disabled={shipped}
            onChange={(e) => setStart(e.currentTarget.value)}
          />
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-return`}>
            Return day
          </label>
          <input id={`${id}-return`} className="field__input" type="date" value={returnDate} onChange={(e) => setReturn(e.currentTarget.value)} />
        </div>
      </div>
      {shipped ? null : <BagPicker current={booking.bag.productId} chosen={bag} onChoose={setBag} />}
      <p>
        <button type="submit" className="button button-primary" disabled={busy}>
          Change booking…
        </button>
      </p>
    </form>
  );
}

function CancelForm({ booking, busy, ask, run, fieldError }: FormProps & { fieldError?: string }) {
  const [reason, setReason] = useState('');
  return (
    <form
      className="ops-form ops-card"
      noValidate
      aria-label={`Cancel booking ${booking.bookingId}`}
      onSubmit={(event) => {
        event.preventDefault();
        ask({
          title: `Cancel the booking of ${booking.bag.title} for ${booking.member.name}?`,
          what: `The booking from ${formatDay(booking.startDate)} to ${formatDay(booking.returnDate)} ends now; its days are free for others.`,
          memberSees: TOLD.bookingCancelled({ bagTitle: booking.bag.title, startDate: booking.startDate, reason: reason.trim() || '(your reason)' }),
          confirmLabel: 'Cancel booking',
          danger: true,
          run: () =>
            void run(async () => {
              await cancelBooking(booking.bookingId, reason.trim());
              return `The booking of ${booking.bag.title} is cancelled. ${booking.member.name} has been told.`;
            }),
        });
      }}
    >
      <h2>Cancel the booking</h2>
      <ReasonSubmit
        label="Reason for the member"
        hint="Before the bag ships only. The member reads it."
        reason={reason}
        onReason={setReason}
        error={fieldError}
        busy={busy}
        submit="Cancel booking…"
      />
    </form>
  );
}
