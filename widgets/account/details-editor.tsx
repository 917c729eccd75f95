import { useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import type { User } from '../../src/api/shapes/user';
import { detailsWrite, editValuesOf, saveMemberDetails } from '../../src/stores/member-details-store';
import { INDIAN_STATES } from '../../src/validation/indian-states';
import { type EditField, type EditValues, validateEditField } from '../../src/validation/member-details';
import { filterTyping } from '../../src/validation/rules';
import { FormActions } from '../../src/ui/form-actions';
import { SelectField } from '../../src/ui/select-field';
import { TextField } from '../../src/ui/text-field';
import { $editableDetails } from '../../src/stores/my-account-store';
import { useQuery } from '../../src/ui/use-query';
import { Card } from './card';
import { MobileChange } from './mobile-change';

const FIELDS: readonly { name: Exclude<EditField, 'state'>; label: string; autoComplete: string; type?: 'email'; numeric?: boolean; optional?: boolean }[] = [
  { name: 'firstName', label: 'First name', autoComplete: 'given-name' },
  { name: 'lastName', label: 'Last name', autoComplete: 'family-name' },
  { name: 'email', label: 'Email', autoComplete: 'email', type: 'email' },
  { name: 'addressLine1', label: 'Address', autoComplete: 'address-line1' },
  { name: 'addressLine2', label: 'Address line 2', autoComplete: 'address-line2', optional: true },
  { name: 'city', label: 'City', autoComplete: 'address-level2' },
  { name: 'zipcode', label: 'PIN code', autoComplete: 'postal-code', numeric: true },
];

const STATE_OPTIONS = [{ value: '', label: 'Choose your state' }, ...INDIAN_STATES.map((s) => ({ value: s, label: s }))];

// Typing filters of the sign-up fields where the rule has one (names, city, PIN); address lines are free text.
const typed = (name: EditField, value: string) =>
  name === 'firstName' || name === 'lastName' || name === 'city' || name === 'zipcode' || name === 'email' ? filterTyping(name, value) : value;

/**
 * Beside "Your details": edit the name, e-mail and address, and change the mobile number. Left out on a
 * backend without the editor's calls (they are ours, not the spec's), rather than a form that cannot save.
 */
export function EditDetailsCard() {
  // The member loads again after each save: the form and its result stay meanwhile, focus with them.
  const { state, retry } = useQuery($editableDetails, { keepPrevious: true });
  if (state.kind === 'ready' && (!state.value.served || state.value.value === null)) return null;
  return (
    <Card id="edit-details-title" title="Change your details" state={state} retry={retry} lines={2}>
      {({ value }) => (value ? <DetailsEditor user={value} /> : null)}
    </Card>
  );
}

function DetailsEditor({ user }: { user: User }) {
  const [open, setOpen] = useState<'details' | null>(null);
  const [saved, setSaved] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const savedRef = useRef<HTMLParagraphElement>(null);
  const wasOpen = useRef(false);

  // Focus goes to the result once saved, back to the button after Cancel: never lost with the form.
  useLayoutEffect(() => {
    if (open) wasOpen.current = true;
    else if (wasOpen.current) {
      wasOpen.current = false;
      (saved ? savedRef.current : opener.current)?.focus();
    }
  }, [open, saved]);

  return (
    <div className="editor">
      {open === 'details' ? (
        <DetailsForm
          user={user}
          onDone={(didSave) => {
            setSaved(didSave);
            setOpen(null);
          }}
        />
      ) : (
        <>
          {saved ? (
            <p className="status-text" role="status" tabIndex={-1} ref={savedRef}>
              Your details are saved.
            </p>
          ) : null}
          <div className="row">
            <button
              type="button"
              className="button"
              ref={opener}
              onClick={() => {
                setSaved(false);
                setOpen('details');
              }}
            >
              Edit details
            </button>
          </div>
        </>
      )}
      <MobileChange current={user.phone || user.username} />
    </div>
  );
}

function DetailsForm({ user, onDone }: { user: User; onDone: (saved: boolean) => void }) {
  const [values, setValues] = useState<EditValues>(() => editValuesOf(user));
  const [errors, setErrors] = useState<Partial<Record<EditField, string>>>({});
  const { busy, error } = useStore(detailsWrite.$state);
  const form = useRef<HTMLFormElement>(null);

  useLayoutEffect(() => {
    form.current?.querySelector<HTMLInputElement>('input')?.focus();
    return () => detailsWrite.clear();
  }, []);
  // After a refused save, the first wrong field takes focus (in the same commit that shows its message).
  useLayoutEffect(() => {
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);

  const set = (name: EditField, value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    if (errors[name]) setErrors((e) => ({ ...e, [name]: validateEditField(name, value) ?? undefined }));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const result = await saveMemberDetails(values);
    if (result.ok) onDone(true);
    else setErrors(result.fieldErrors);
  }

  return (
    <form className="edit-form" ref={form} noValidate onSubmit={(e) => void submit(e)} aria-labelledby="edit-form-title">
      <h3 id="edit-form-title" className="edit-form__title">
        Edit your details
      </h3>
      <div className="edit-form__grid">
        {FIELDS.map((f) => (
          <TextField
            key={f.name}
            name={f.name}
            label={f.label}
            value={values[f.name]}
            onValueChange={(v) => set(f.name, typed(f.name, v))}
            onBlur={() => setErrors((e) => ({ ...e, [f.name]: validateEditField(f.name, values[f.name]) ?? undefined }))}
            error={errors[f.name] ?? null}
            type={f.type}
            inputMode={f.numeric ? 'numeric' : undefined}
            autoComplete={f.autoComplete}
            optional={f.optional}
            required={!f.optional}
          />
        ))}
        <SelectField
          name="state"
          label="State or union territory"
          value={values.state}
          onChange={(v) => set('state', v)}
          error={errors.state ?? null}
          options={STATE_OPTIONS}
          required
        />
      </div>
      <FormActions error={error} busy={busy} submit="Save details" busyLabel="Saving…" onCancel={() => onDone(false)} />
    </form>
  );
}
