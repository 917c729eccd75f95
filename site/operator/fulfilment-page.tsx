import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { apiUrl } from '../../src/api/http';
import { checkIn, markDelivered, shipBooking } from '../../src/api/operator';
import { CONDITIONS, type Fulfilment, type ReturnCondition } from '../../src/api/shapes/operator';
import { formatDay, formatMoment, statusWord } from '../../src/ui/format';
import { LoadSection } from '../../src/ui/load-section';
import { useQuery } from '../../src/ui/use-query';
import { useDocumentTitle } from '../layout/use-document-title';
import { $fulfilment, refreshAfter } from './operator-stores';
import { type Action, Badge, Feedback, SelectField, TextAreaField, useAction } from './parts';
import { shippingLeadWords, UpcomingBookings } from './upcoming-bookings';

/** #/operator/fulfilment: what to ship today, what is out, due back and overdue; ship, deliver, check in. */
export function FulfilmentPage() {
  useDocumentTitle('Fulfilment · Back office');
  const { state: board, retry } = useQuery($fulfilment, { keepPrevious: true });
  const action = useAction();
  const act = (work: () => Promise<string>) =>
    void action.run(async () => {
      const message = await work();
      refreshAfter.fulfilment();
      return message;
    });
  return (
    <section className="ops" aria-labelledby="ops-fulfilment">
      <div>
        <h1 id="ops-fulfilment">Fulfilment</h1>
        <p className="ops-lead">
          Bags go out {shippingLeadWords(board.kind === 'ready' ? board.value.leadDays : undefined)} before a booking starts. Enter the courier’s waybill when
          one leaves (the member can then track it), mark it delivered, and check it in when it is back: only then can it be booked again.
        </p>
      </div>
      <Feedback action={action} />
      <LoadSection state={board} retry={retry} what="fulfilment">
        {(b) => (
          <>
            <ul className="ops-counts" aria-label="Today">
              {(
                [
                  ['to-ship', 'To ship', b.counts?.toShip ?? b.toShip.length],
                  ['due-today', 'Due back today', b.counts?.dueToday ?? b.dueToday.length],
                  ['overdue', 'Overdue', b.counts?.overdue ?? b.overdue.length],
                  ['in-transit', 'On the way', b.counts?.inTransit ?? b.inTransit.length],
                  ['out', 'Out with members', b.counts?.out ?? b.out.length],
                ] as const
              ).map(([id, label, n]) => (
                <li key={id}>
                  <a href={`#/operator/fulfilment`} onClick={(event) => (event.preventDefault(), document.getElementById(`ops-${id}`)?.focus())}>
                    {label} <strong>{n}</strong>
                  </a>
                </li>
              ))}
            </ul>
            <Group id="to-ship" title={`To ship by ${formatDay(b.today)}`} empty="Nothing to ship today." items={b.toShip}>
              {(item) => <ShipForm item={item} action={action} act={act} />}
            </Group>
            <Group id="due-today" title="Due back today" empty="No bag is due back today." items={b.dueToday}>
              {(item) => <OutActions item={item} action={action} act={act} />}
            </Group>
            <Group id="overdue" title="Overdue" empty="No bag is overdue." items={b.overdue}>
              {(item) => <OutActions item={item} action={action} act={act} />}
            </Group>
            <Group id="in-transit" title="On the way to members" empty="No bag is on its way." items={b.inTransit}>
              {(item) => <OutActions item={item} action={action} act={act} />}
            </Group>
            <Group id="out" title="Out with members" empty="No bag is out." items={b.out}>
              {(item) => <OutActions item={item} action={action} act={act} />}
            </Group>
            <Group id="checked-in" title="Checked in lately" empty="Nothing checked in yet." items={b.checkedIn}>
              {(item) => (
                <p className="ops-muted">
                  Checked in {formatMoment(item.checkedInAt)}: <Badge code={item.condition ?? 'GOOD'} />
                  {item.note ? ` ${item.note}` : ''}
                </p>
              )}
            </Group>
          </>
        )}
      </LoadSection>
      <UpcomingBookings />
    </section>
  );
}

function Group({
  id,
  title,
  empty,
  items,
  children,
}: {
  id: string;
  title: string;
  empty: string;
  items: Fulfilment[];
  children: (item: Fulfilment) => ReactNode;
}) {
  return (
    <div className="ops-section">
      <h2 id={`ops-${id}`} tabIndex={-1}>
        {title} <span className="ops-muted">({items.length})</span>
      </h2>
      {items.length === 0 ? (
        <p className="ops-muted">{empty}</p>
      ) : (
        <ul className="ops-list" aria-labelledby={`ops-${id}`}>
          {items.map((item) => (
            <li key={item.bookingId} className="ops-row">
              <img className="ops-thumb" src={apiUrl(item.bag.image)} alt="" width={72} height={72} loading="lazy" />
              <div>
                <h3>
                  {item.bag.title} <span className="ops-muted">by {item.bag.brand}</span>{' '}
                  {item.overdueDays ? <Badge code="OVERDUE">{`${item.overdueDays} ${item.overdueDays === 1 ? 'day' : 'days'} overdue`}</Badge> : null}
                  {item.lateToShip ? <Badge code="OVERDUE">Late to ship</Badge> : null}
                </h3>
                <p>
                  Booking {item.bookingId} for <Link to={`/operator/members/${item.member.userId}`}>{item.member.name}</Link> ({item.member.mobile}),{' '}
                  {formatDay(item.startDate)} to {formatDay(item.returnDate)}
                </p>
                <p className="ops-muted">
                  {[item.address.addressLine1, item.address.addressLine2, item.address.city, item.address.state, item.address.zipcode]
                    .filter(Boolean)
                    .join(', ') || 'No address on file'}
                  {item.wbNo ? ` · waybill ${item.wbNo}` : ''}
                  {item.deliveredAt ? ` · delivered ${formatMoment(item.deliveredAt)}` : item.shippedAt ? ` · shipped ${formatMoment(item.shippedAt)}` : ''}
                </p>
                {children(item)}
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

type Act = (work: () => Promise<string>) => void;

function ShipForm({ item, action, act }: { item: Fulfilment; action: Action; act: Act }) {
  const [wbNo, setWbNo] = useState('');
  const [trackingUrl, setTrackingUrl] = useState('');
  const id = useId();
  return (
    <form
      className="ops-inline"
      noValidate
      aria-label={`Ship booking ${item.bookingId}`}
      onSubmit={(event) => {
        event.preventDefault();
        act(async () => {
          const shipped = await shipBooking(item.bookingId, wbNo, trackingUrl);
          return `${shipped.bag.title} shipped to ${shipped.member.name} with waybill ${shipped.wbNo}. They have been told and can track it.`;
        });
      }}
    >
      <div className="field">
        <label className="field__label" htmlFor={id}>
          Waybill number<span className="visually-hidden"> for booking {item.bookingId}</span>
        </label>
        <input id={id} className="field__input" value={wbNo} maxLength={24} autoComplete="off" onChange={(event) => setWbNo(event.currentTarget.value)} />
      </div>
      {/* Shipping by hand (TOTE_COURIER=manual) the server asks for the courier's link: the member follows the parcel there. */}
      <div className="field">
        <label className="field__label" htmlFor={`${id}-link`}>
          Tracking link<span className="visually-hidden"> for booking {item.bookingId}</span>
          <span className="field__optional"> (needed when we ship by hand)</span>
        </label>
        <input
          id={`${id}-link`}
          className="field__input"
          type="url"
          value={trackingUrl}
          maxLength={500}
          autoComplete="off"
          placeholder="https://"
          onChange={(event) => setTrackingUrl(event.currentTarget.value)}
        />
      </div>
      <button type="submit" className="button button-primary" disabled={action.busy}>
        Ship<span className="visually-hidden"> booking {item.bookingId}</span>
      </button>
    </form>
  );
}

const GRADE_OPTIONS = [
  { value: '', label: 'Keep as it is' },
  { value: 'EXCELLENT', label: 'Excellent' },
  { value: 'VERY_GOOD', label: 'Very good' },
  { value: 'GOOD', label: 'Good' },
];

function OutActions({ item, action, act }: { item: Fulfilment; action: Action; act: Act }) {
  const [condition, setCondition] = useState<ReturnCondition>('GOOD');
  const [note, setNote] = useState('');
  const [grade, setGrade] = useState('');
  // Check-in is offered only once the bag has reached the member (the server refuses it earlier too).
  if (item.stage === 'IN_TRANSIT')
    return (
      <div className="ops-form">
        <p className="ops-muted">The bag is with the courier: it can be checked in once it has been delivered.</p>
        <p>
          <button
            type="button"
            className="button button-quiet button-small"
            disabled={action.busy}
            onClick={() =>
              act(async () => {
                const done = await markDelivered(item.bookingId);
                return `${done.bag.title} delivered to ${done.member.name}.`;
              })
            }
          >
            Mark delivered<span className="visually-hidden"> booking {item.bookingId}</span>
          </button>
        </p>
      </div>
    );
  return (
    <div className="ops-form">
      <form
        className="ops-form-grid"
        noValidate
        aria-label={`Check in booking ${item.bookingId}`}
        onSubmit={(event) => {
          event.preventDefault();
          act(async () => {
            const result = await checkIn(item.bookingId, condition, note.trim(), condition === 'DAMAGED' ? '' : grade);
            const then = result.bagInCollection
              ? result.waitingMemberTold
                ? ' It can be booked again, and the first member waiting has been told.'
                : ' It can be booked again.'
              : ' It is out of the collection until you put it back (Catalogue).';
            return `${result.booking.bag.title} checked in (${statusWord(condition).toLowerCase()}).${then}`;
          });
        }}
      >
        <SelectField
          label={`Condition on return, booking ${item.bookingId}`}
          value={condition}
          onChange={(v) => setCondition(v as ReturnCondition)}
          options={CONDITIONS.map((c) => ({ value: c, label: statusWord(c) }))}
        />
        <TextAreaField
          label="Note"
          optional={condition !== 'DAMAGED'}
          hint={condition === 'DAMAGED' ? 'Say what is damaged.' : undefined}
          rows={2}
          maxLength={500}
          value={note}
          onChange={setNote}
        />
        <SelectField
          label={`Grade on its page, booking ${item.bookingId}`}
          optional
          hint="Excellent, Very good or Good from now on; members read it with this note"
          value={grade}
          onChange={setGrade}
          options={GRADE_OPTIONS}
        />
        <p className="ops-wide">
          <button type="submit" className="button button-primary button-small" disabled={action.busy}>
            Check in<span className="visually-hidden"> booking {item.bookingId}</span>
          </button>
        </p>
      </form>
    </div>
  );
}
