import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { deactivateMembership, saveMemberDetails, undoHold } from '../../src/api/operator-operations';
import { MEMBER_MESSAGES_OF_CHANGES as TOLD } from '../../src/api/shapes/operator-change-messages';
import type { MemberDetail } from '../../src/api/shapes/operator';
import type { MemberEditable } from '../../src/api/shapes/operator-operations';
import { filterTyping } from '../../src/validation/rules';
import { LoadSection } from '../../src/ui/load-section';
import { TextField } from '../../src/ui/text-field';
import { useQuery } from '../../src/ui/use-query';
import { useConfirm } from './confirm-dialog';
import { memberDetailsStore, OPERATION_CHANGES } from './operations-stores';
import { useOperatorWrite } from './operator-write';
import { Feedback } from './parts';
import { ReasonSubmit } from './reason-submit';

// The member page's everyday operations: edit the member's details, deactivate the membership, undo a hold.

/** The hold's undo is offered this long after it (the server allows a minute; the button goes a little earlier). */
export const UNDO_SHOWN_MS = 55_000;

const FIELDS: { name: keyof MemberEditable; label: string; type?: 'email'; optional?: boolean; filter?: Parameters<typeof filterTyping>[0]; max: number }[] = [
  { name: 'firstName', label: 'First Name', filter: 'firstName', max: 20 },
  { name: 'lastName', label: 'Last Name', filter: 'lastName', max: 20 },
  { name: 'email', label: 'Email', type: 'email', max: 150 },
  { name: 'addressLine1', label: 'Address', max: 100 },
  { name: 'addressLine2', label: 'Address line 2', optional: true, max: 100 },
  { name: 'city', label: 'City', filter: 'city', max: 20 },
  { name: 'state', label: 'State', filter: 'state', max: 20 },
  { name: 'zipcode', label: 'Zipcode', filter: 'zipcode', max: 6 },
];

/** "Edit details": the name, e-mail and delivery address, by the application form's rules (the server judges them again). */
export function EditDetails({ member }: { member: MemberDetail }) {
  const [open, setOpen] = useState(false);
  return (
    <div className="ops-section">
      <h2>Details</h2>
      {open ? (
        <DetailsLoader member={member} onDone={() => setOpen(false)} />
      ) : (
        <p>
          <button type="button" className="button button-quiet" onClick={() => setOpen(true)}>
            Edit name, e-mail or address
          </button>
        </p>
      )}
    </div>
  );
}

function DetailsLoader({ member, onDone }: { member: MemberDetail; onDone: () => void }) {
  const { state, retry } = useQuery(memberDetailsStore(member.userId), { keepPrevious: true });
  return (
    <LoadSection state={state} retry={retry} what="the member’s details">
      {(details) => <DetailsForm member={member} details={details} onDone={onDone} />}
    </LoadSection>
  );
}

function DetailsForm({ member, details, onDone }: { member: MemberDetail; details: MemberEditable; onDone: () => void }) {
  const action = useOperatorWrite(OPERATION_CHANGES);
  const confirm = useConfirm();
  const [values, setValues] = useState(details);
  return (
    <form
      className="ops-form ops-card"
      noValidate
      aria-label={`Details of ${member.name}`}
      onSubmit={(event) => {
        event.preventDefault();
        confirm.ask({
          title: `Save the new details of ${member.name}?`,
          what: 'Bags ship to the new address from now on; invoices already issued keep the old one.',
          memberSees: TOLD.detailsChanged(),
          confirmLabel: 'Save details',
          run: () =>
            void action.run(async () => {
              await saveMemberDetails(member.userId, values);
              return `The details of ${values.firstName} ${values.lastName} are saved. They have been told.`;
            }),
        });
      }}
    >
      <div className="ops-form-grid">
        {FIELDS.map((f) => (
          <TextField
            key={f.name}
            label={f.label}
            type={f.type}
            optional={f.optional}
            maxLength={f.max}
            value={values[f.name]}
            filter={f.filter ? (raw) => filterTyping(f.filter!, raw) : undefined}
            onValueChange={(value) => setValues((v) => ({ ...v, [f.name]: value }))}
            error={action.fieldErrors[f.name]}
          />
        ))}
      </div>
      <Feedback action={action} />
      {confirm.dialog}
      <p className="ops-actions">
        <button type="submit" className="button button-primary" disabled={action.busy}>
          Save details…
        </button>{' '}
        <button type="button" className="button button-quiet" onClick={onDone}>
          Close
        </button>
      </p>
    </form>
  );
}

/** Deactivates the membership (the member's status DEACTIVE): no bookings; reactivate brings it back. */
export function DeactivateForm({ member }: { member: MemberDetail }) {
  const action = useOperatorWrite(OPERATION_CHANGES);
  const confirm = useConfirm();
  const [reason, setReason] = useState('');
  return (
    <form
      className="ops-form ops-card"
      noValidate
      aria-label={`Deactivate the membership of ${member.name}`}
      onSubmit={(event) => {
        event.preventDefault();
        confirm.ask({
          title: `Deactivate the membership of ${member.name}?`,
          what: 'They can no longer book and land on My Account when they log in, until you reactivate it. Bookings already made stay: cancel them from each booking if they should not go out.',
          memberSees: TOLD.membershipDeactivated(reason.trim() || '(your reason)'),
          confirmLabel: 'Deactivate membership',
          danger: true,
          run: () =>
            void action.run(async () => {
              await deactivateMembership(member.userId, reason.trim());
              setReason('');
              return `The membership of ${member.name} is deactivated. They have been told.`;
            }),
        });
      }}
    >
      <Feedback action={action} />
      {confirm.dialog}
      <ReasonSubmit
        label="Reason for deactivating"
        hint="The member reads it."
        reason={reason}
        onReason={setReason}
        error={action.fieldErrors.reason}
        busy={action.busy}
        submit="Deactivate membership…"
      />
    </form>
  );
}

/** "Undo" beside a hold just put on, for about a minute: the member is told to disregard the hold. */
export function UndoHold({ member, heldAt }: { member: MemberDetail; heldAt: number }) {
  const action = useOperatorWrite(OPERATION_CHANGES);
  const [expired, setExpired] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const note = useRef<HTMLParagraphElement>(null);
  const hadFocus = useRef(false);
  useEffect(() => {
    const timer = setTimeout(
      () => {
        hadFocus.current = document.activeElement === button.current;
        setExpired(true);
      },
      Math.max(0, heldAt + UNDO_SHOWN_MS - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [heldAt]);
  // The button goes when the minute is up: a keyboard user on it lands on the sentence that replaces it.
  useLayoutEffect(() => {
    if (expired && hadFocus.current) note.current?.focus();
  }, [expired]);
  if (action.done || action.error) return <Feedback action={action} />;
  if (expired)
    return (
      <p ref={note} tabIndex={-1} className="ops-muted">
        The minute to undo the hold has passed: reactivate the membership to end it.
      </p>
    );
  return (
    <p>
      <button
        ref={button}
        type="button"
        className="button button-quiet"
        disabled={action.busy}
        onClick={() =>
          void action.run(async () => {
            await undoHold(member.userId);
            return `The hold is undone: the membership of ${member.name} is active, and they have been told to disregard the hold.`;
          })
        }
      >
        Undo hold
      </button>
    </p>
  );
}
