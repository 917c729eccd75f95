import { useId, useState } from 'react';
import { checkIn, markDelivered, shipBooking } from '../../src/api/operator';
import { CONDITIONS, type Fulfilment, type ReturnCondition } from '../../src/api/shapes/operator';
import { statusWord } from '../../src/ui/format-details';
import { SelectField } from '../../src/ui/select-field';
import { TextAreaField } from '../../src/ui/text-area-field';
import type { Action } from './operator-write';
import { useConfirm } from './confirm-dialog';
import { ReturnPickupAction } from './return-pickup-action';
import { NO_DRAFT, type ShipDraft } from './bulk-ship';

// The fulfilment page's forms: ship a booking (waybill), mark it delivered, check it in.

export type Act = (work: () => Promise<string>) => void;

/** `draft`/`onDraft`: the page keeps what is typed (for shipping several rows at once); `problem`: why the last try failed. */
export function ShipForm({
  item,
  action,
  act,
  draft,
  onDraft,
  problem,
}: {
  item: Fulfilment;
  action: Action;
  act: Act;
  draft?: ShipDraft;
  onDraft?: (draft: ShipDraft) => void;
  problem?: string;
}) {
  const [own, setOwn] = useState<ShipDraft>(NO_DRAFT);
  const { wbNo, trackingUrl } = draft ?? own;
  const change = onDraft ?? setOwn;
  const setWbNo = (value: string) => change({ wbNo: value, trackingUrl });
  const setTrackingUrl = (value: string) => change({ wbNo, trackingUrl: value });
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
        <input
          id={id}
          className="field__input"
          value={wbNo}
          maxLength={24}
          autoComplete="off"
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
          onChange={(event) => setWbNo(event.currentTarget.value)}
        />
        {problem ? (
          <p id={`${id}-problem`} className="field__error">
            {problem}
          </p>
        ) : null}
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

export function OutActions({ item, action, act }: { item: Fulfilment; action: Action; act: Act }) {
  const [condition, setCondition] = useState<ReturnCondition>('GOOD');
  const [note, setNote] = useState('');
  const [grade, setGrade] = useState('');
  const confirm = useConfirm();
  // Check-in is offered only once the bag has reached the member (the server refuses it earlier too).
  if (item.stage === 'IN_TRANSIT')
    return (
      <div className="ops-form">
        {confirm.dialog}
        <p className="ops-muted">The bag is with the courier: it can be checked in once it has been delivered.</p>
        <p>
          <button
            type="button"
            className="button button-quiet button-small"
            disabled={action.busy}
            onClick={() =>
              confirm.ask({
                title: `Mark ${item.bag.title} delivered to ${item.member.name}?`,
                what: 'Only when the courier has handed it over: the bag then counts as with the member, and can be checked in when it comes back.',
                memberSees: `A notification “${item.bag.title} has arrived”, asking them to have it packed for our courier on the return day. Also by SMS and e-mail.`,
                confirmLabel: 'Mark delivered',
                run: () =>
                  act(async () => {
                    const done = await markDelivered(item.bookingId);
                    return `${done.bag.title} delivered to ${done.member.name}.`;
                  }),
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
      <ReturnPickupAction item={item} action={action} act={act} />
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
