import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { errorText } from '../../src/api/api-error';
import type { MembershipSlab } from '../../src/api/shapes/membership';
import type { User } from '../../src/api/shapes/user';
import { getUser, orderRegister } from '../../src/api/user';
import { navigate } from '../../src/routing/navigate';
import { $user, updateUser } from '../../src/stores/session';
import { openDialog } from '../../src/stores/dialog';
import { SiteLink } from '../../src/ui/site-link';
import { TextField } from '../../src/ui/text-field';
import { AadhaarVerification } from './aadhaar-verification';
import {
  filterDetail,
  filterPan,
  validateDetails,
  validatePan,
  type DetailField,
  type DetailValues,
} from './application-rules';
import { patchApplication, readAadhaar, readApplication, writeAadhaar, type AadhaarSession } from './application-session';
import { DocumentField } from './document-field';
import { formatMoney, planLabel } from '../../src/ui/format';
import { PlanChoice } from './plan-choice';
import { STEPS, Stepper } from './stepper';
import { useSlabs } from './use-slabs';

type DocumentKind = 'aadhaarFront' | 'aadhaarBack' | 'pan';
const DOCUMENTS: { kind: DocumentKind; label: string }[] = [
  { kind: 'aadhaarFront', label: 'Aadhaar card, front' },
  { kind: 'aadhaarBack', label: 'Aadhaar card, back' },
  { kind: 'pan', label: 'PAN card' },
];

const LABELS: Record<DetailField, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  mobile: 'Mobile number',
  addressLine1: 'Address',
  addressLine2: 'Address line 2',
  city: 'City',
  state: 'State',
  zipcode: 'Zipcode',
};

/** The form's values: what was typed before a reload, else what the user's record has. */
export function initialValues(user: User): DetailValues {
  const saved = readApplication().values ?? {};
  const fromUser: DetailValues = {
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    email: user.email ?? '',
    mobile: user.phone || user.username || '',
    addressLine1: user.userAddress?.addressLine1 ?? '',
    addressLine2: user.userAddress?.addressLine2 ?? '',
    city: user.userAddress?.city ?? '',
    state: user.userAddress?.state ?? '',
    zipcode: user.userAddress?.zipcode ?? '',
  };
  return { ...fromUser, ...saved };
}

type Files = Record<DocumentKind, File | null>;

/** #/member-application-form: a DRAFT user's membership application, in four steps. */
export function ApplicationForm() {
  const user = useStore($user);
  if (!user) {
    return (
      <div className="state-box">
        <p className="state-box__title">Log in to continue your application</p>
        <button type="button" className="button button-primary" onClick={() => openDialog('login')}>
          Member's Login
        </button>
      </div>
    );
  }
  if (user.status.code !== 'DRAFT') {
    return (
      <div className="state-box">
        <p className="state-box__title">Your application has been sent</p>
        <p>See where it stands, and your membership packages.</p>
        <SiteLink route="/package-details" className="button button-primary">
          See the packages
        </SiteLink>
      </div>
    );
  }
  return <ApplicationSteps user={user} />;
}

function ApplicationSteps({ user }: { user: User }) {
  const saved = readApplication();
  const [step, setStep] = useState(() => Math.min(saved.step ?? 0, STEPS.length - 1));
  const [reached, setReached] = useState(() => Math.max(saved.reached ?? 0, saved.step ?? 0));
  const [values, setValues] = useState<DetailValues>(() => initialValues(user));
  const [touched, setTouched] = useState<Partial<Record<DetailField, boolean>>>({});
  const [pan, setPan] = useState(saved.pan ?? '');
  const [panTouched, setPanTouched] = useState(false);
  const [slabId, setSlabId] = useState<number | null>(saved.slabId ?? null);
  const [aadhaar, setAadhaar] = useState<AadhaarSession>(() => readAadhaar() ?? { number: '' });
  const [files, setFiles] = useState<Files>({ aadhaarFront: null, aadhaarBack: null, pan: null });
  const [fileErrors, setFileErrors] = useState<Partial<Record<DocumentKind, string>>>({});
  const [showErrors, setShowErrors] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [slabs, retrySlabs] = useSlabs();
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  // Everything typed is saved as it is typed (files cannot be: see the note by the uploads):
  // in the render's own task, since useEffect waits for the next frame and a reload or a
  // closed tab within it would lose the last keystrokes.
  useLayoutEffect(() => {
    patchApplication({ step, reached, values, pan, slabId });
  }, [step, reached, values, pan, slabId]);

  // Focus follows the step (not on first render, so a reload does not jump the page).
  useEffect(() => {
    if (moved.current) heading.current?.focus();
    moved.current = true;
  }, [step]);

  const detailErrors = validateDetails(values);
  const panError = validatePan(pan);
  const missing = DOCUMENTS.filter((d) => !files[d.kind]);
  const chosenSlab = slabs.kind === 'ready' ? slabs.slabs.find((s) => s.membershipPlanSlabId === slabId) ?? null : null;

  function stepValid(index: number): boolean {
    if (index === 0) return Object.keys(detailErrors).length === 0;
    if (index === 1) return slabId !== null;
    if (index === 2) return !!aadhaar.verified && !panError && missing.length === 0;
    return true;
  }

  function go(index: number) {
    setShowErrors(false);
    setSubmitError(null);
    setStep(index);
  }

  function next() {
    if (!stepValid(step)) {
      setShowErrors(true);
      if (step === 2) {
        const more: Partial<Record<DocumentKind, string>> = {};
        for (const d of missing) more[d.kind] = fileErrors[d.kind] ?? `Please choose the ${d.label}.`;
        setFileErrors({ ...fileErrors, ...more });
      }
      return;
    }
    const to = step + 1;
    setReached((r) => Math.max(r, to));
    go(to);
  }

  async function submit() {
    if (submitting) return;
    const firstBad = [0, 1, 2].find((i) => !stepValid(i));
    if (firstBad !== undefined) {
      go(firstBad);
      setShowErrors(true);
      return;
    }
    setSubmitting(true);
    setSubmitError(null);
    try {
      await orderRegister({
        user: {
          id: user.id,
          firstName: values.firstName.trim(),
          lastName: values.lastName.trim(),
          email: values.email.trim(),
          phone: values.mobile,
          userAddress: {
            addressLine1: values.addressLine1.trim(),
            addressLine2: values.addressLine2.trim() || null,
            city: values.city,
            state: values.state,
            zipcode: values.zipcode,
          },
          panNumber: pan,
          aadhaarNumber: aadhaar.number,
          aadhaarReferenceId: aadhaar.referenceId ?? null,
        } as Partial<User> & { id: number },
        memberslab: chosenSlab ?? { id: slabId!, membershipPlanSlabId: slabId! },
        aadhar: [files.aadhaarFront!, files.aadhaarBack!],
        pan: files.pan!,
      });
      // The form is done: keep only the chosen plan for the package screen.
      writeAadhaar(null);
      patchApplication({ step: undefined, reached: undefined, values: undefined, pan: undefined, slabId });
      try {
        updateUser(await getUser(user.id));
      } catch {
        // The application is in; the status will catch up on the next page load.
      }
      navigate('/package-details');
    } catch (err) {
      setSubmitError(errorText(err) ?? 'Your application could not be sent. Please try again.');
      setSubmitting(false);
    }
  }

  const fieldError = (name: DetailField) => (showErrors || touched[name] ? detailErrors[name] ?? null : null);
  const setValue = (name: DetailField, value: string) => setValues((v) => ({ ...v, [name]: value }));
  const field = (name: DetailField, extra: { type?: 'email' | 'tel'; autoComplete?: string; optional?: boolean; inputMode?: 'numeric' | 'tel' } = {}) => (
    <TextField
      key={name}
      label={LABELS[name]}
      value={values[name]}
      name={name}
      onValueChange={(v) => setValue(name, v)}
      filter={(raw) => filterDetail(name, raw)}
      onBlur={() => setTouched((t) => ({ ...t, [name]: true }))}
      error={fieldError(name)}
      required={!extra.optional}
      {...extra}
    />
  );

  return (
    <div className="application">
      <Stepper step={step} reached={reached} onSelect={go} />
      <p className="visually-hidden" role="status" aria-live="polite">
        Step {step + 1} of {STEPS.length}: {STEPS[step]}
      </p>
      <h2 className="step-title" ref={heading} tabIndex={-1}>
        {['Your details', 'Your plan', 'Your identity', 'Review and send'][step]}
      </h2>

      {step === 0 ? (
        <div className="form-grid">
          {field('firstName', { autoComplete: 'given-name' })}
          {field('lastName', { autoComplete: 'family-name' })}
          {field('email', { type: 'email', autoComplete: 'email' })}
          {field('mobile', { type: 'tel', autoComplete: 'tel-national', inputMode: 'numeric' })}
          <div className="form-grid__wide">{field('addressLine1', { autoComplete: 'address-line1' })}</div>
          <div className="form-grid__wide">{field('addressLine2', { autoComplete: 'address-line2', optional: true })}</div>
          {field('city', { autoComplete: 'address-level2' })}
          {field('state', { autoComplete: 'address-level1' })}
          {field('zipcode', { autoComplete: 'postal-code', inputMode: 'numeric' })}
        </div>
      ) : null}

      {step === 1 ? (
        <PlanChoice
          state={slabs}
          onRetry={retrySlabs}
          chosen={slabId}
          onChoose={(slab: MembershipSlab) => setSlabId(slab.membershipPlanSlabId)}
          error={showErrors && slabId === null ? 'Please choose a plan.' : null}
        />
      ) : null}

      {step === 2 ? (
        <div className="identity">
          <section aria-labelledby="aadhaar-title">
            <h3 id="aadhaar-title">Aadhaar verification</h3>
            <AadhaarVerification
              userId={user.id}
              session={aadhaar}
              onSession={setAadhaar}
              stepError={showErrors && !aadhaar.verified ? 'Please verify your Aadhaar number.' : null}
            />
          </section>
          <section aria-labelledby="pan-title">
            <h3 id="pan-title">PAN</h3>
            <TextField
              label="PAN number"
              value={pan}
              autoComplete="off"
              maxLength={10}
              filter={filterPan}
              onValueChange={setPan}
              onBlur={() => setPanTouched(true)}
              error={showErrors || panTouched ? panError : null}
            />
          </section>
          <section aria-labelledby="documents-title">
            <h3 id="documents-title">Documents</h3>
            <p className="muted" id="documents-note">
              Images (JPEG, PNG, WebP) or PDF, up to 5 MB each. Your browser cannot keep chosen files if the page is reloaded: you would choose them
              again, everything else you typed is kept.
            </p>
            {DOCUMENTS.map((d) => (
              <DocumentField
                key={d.kind}
                label={d.label}
                file={files[d.kind]}
                error={fileErrors[d.kind] ?? null}
                onChange={(file, error) => {
                  setFiles((f) => ({ ...f, [d.kind]: file }));
                  setFileErrors((e) => ({ ...e, [d.kind]: error ?? undefined }));
                }}
              />
            ))}
          </section>
        </div>
      ) : null}

      {step === 3 ? (
        <Review
          values={values}
          slab={chosenSlab}
          aadhaar={aadhaar}
          pan={pan}
          files={files}
          onEdit={go}
        />
      ) : null}

      {submitError ? (
        <p className="form-error" role="alert">
          {submitError}
        </p>
      ) : null}
      <div className="step-actions">
        {step > 0 ? (
          <button type="button" className="button" onClick={() => go(step - 1)} disabled={submitting}>
            Back
          </button>
        ) : null}
        {step < STEPS.length - 1 ? (
          <button type="button" className="button button-primary" onClick={next}>
            Next
          </button>
        ) : (
          <button type="button" className="button button-primary" onClick={submit} disabled={submitting || missing.length > 0} aria-busy={submitting}>
            {submitting ? 'Sending…' : 'Submit application'}
          </button>
        )}
      </div>
    </div>
  );
}

interface ReviewProps {
  values: DetailValues;
  slab: MembershipSlab | null;
  aadhaar: AadhaarSession;
  pan: string;
  files: Files;
  onEdit: (step: number) => void;
}

function Review({ values, slab, aadhaar, pan, files, onEdit }: ReviewProps) {
  const address = [values.addressLine1, values.addressLine2, values.city, values.state, values.zipcode].filter((p) => p.trim()).join(', ');
  const missing = DOCUMENTS.filter((d) => !files[d.kind]);
  const edit = (to: number, what: string) => (
    <button type="button" className="link-button" onClick={() => onEdit(to)}>
      Edit<span className="visually-hidden"> {what}</span>
    </button>
  );
  return (
    <div className="review">
      <dl className="summary">
        <div>
          <dt>Name</dt>
          <dd>
            {values.firstName} {values.lastName}
          </dd>
        </div>
        <div>
          <dt>Email</dt>
          <dd>{values.email}</dd>
        </div>
        <div>
          <dt>Mobile number</dt>
          <dd>{values.mobile}</dd>
        </div>
        <div>
          <dt>Address</dt>
          <dd>{address}</dd>
        </div>
      </dl>
      {edit(0, 'your details')}
      <dl className="summary">
        <div>
          <dt>Plan</dt>
          <dd>{slab ? `${planLabel(slab)}, ${formatMoney(slab.amount)}` : 'Not chosen'}</dd>
        </div>
      </dl>
      {edit(1, 'your plan')}
      <dl className="summary">
        <div>
          <dt>Aadhaar</dt>
          <dd>{aadhaar.verified ? `XXXX XXXX ${aadhaar.number.slice(-4)}, verified` : 'Not verified'}</dd>
        </div>
        <div>
          <dt>PAN</dt>
          <dd>{pan}</dd>
        </div>
        <div>
          <dt>Documents</dt>
          <dd>{DOCUMENTS.filter((d) => files[d.kind]).map((d) => d.label).join(', ') || 'None chosen'}</dd>
        </div>
      </dl>
      {edit(2, 'your identity and documents')}
      {missing.length ? (
        <p className="form-error" role="alert">
          Please choose again: {missing.map((d) => d.label).join(', ')}. Files are not kept when the page is reloaded.
        </p>
      ) : null}
    </div>
  );
}
