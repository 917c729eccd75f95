import { atom } from 'nanostores';
import type { MembershipSlab } from '../../src/api/shapes/membership';
import { PRIVACY_NOTICE } from '../../src/api/shapes/privacy';
import type { User } from '../../src/api/shapes/user';
import { getUser, orderRegister } from '../../src/api/user';
import { navigate } from '../../src/routing/navigate';
import { MEMBERSHIP_KEYS } from '../../src/stores/query-selectors';
import { createWrite } from '../../src/stores/write';
import { updateUser } from '../../src/stores/session';
import type { DetailField, DetailValues } from './application-rules';
import { patchApplication, readAadhaar, readApplication, writeAadhaar, type AadhaarSession } from './application-session';
import { LAST_STEP, missingDocuments, stepDone, type ApplicationState, type DocumentKind } from './application-model';

// The steps import these from here, beside the actions that change the state.
export { DOCUMENTS, LAST_STEP, STEPS, STEP_TITLES, detailError, missingDocuments, stepDone } from './application-model';
export type { ApplicationState, DocumentKind, Files } from './application-model';

// The membership application's state and what the member can do with it. The steps
// (details-step.tsx, plan-step.tsx, identity-step.tsx, review-step.tsx) only show it.

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

function fresh(user: User): ApplicationState {
  const saved = readApplication();
  const step = Math.min(saved.step ?? 0, LAST_STEP);
  return {
    userId: user.id,
    step,
    reached: Math.min(Math.max(saved.reached ?? 0, step), LAST_STEP),
    values: initialValues(user),
    touched: {},
    pan: saved.pan ?? '',
    panTouched: false,
    slabId: saved.slabId ?? null,
    aadhaar: readAadhaar() ?? { number: '' },
    files: { aadhaarFront: null, aadhaarBack: null, pan: null },
    fileErrors: {},
    showErrors: false,
    consented: false,
  };
}

export const $application = atom<ApplicationState | null>(null);

// The member's record, orders and notifications change with the application: they load again after it is sent.
const submission = createWrite({ invalidates: MEMBERSHIP_KEYS, quietText: 'Your application could not be sent. Please try again.' });

/** Sending the application: busy, and the refusal in words (nothing typed is lost). */
export const $submission = submission.$state;

/** The form opens (or the member changed): picks up where the application session left off. */
export function openApplication(user: User): ApplicationState {
  const current = $application.get();
  if (current && current.userId === user.id) return current;
  const state = fresh(user);
  submission.clear();
  $application.set(state);
  return state;
}

/** Forgets the form (a test's fresh page; the real page forgets it by reloading). */
export function closeApplication(): void {
  $application.set(null);
}

function state(): ApplicationState {
  const current = $application.get();
  if (!current) throw new Error('The application form is not open');
  return current;
}

/** Everything typed is saved as it is typed (files cannot be: see DOCUMENTS). */
function update(patch: Partial<ApplicationState>): void {
  const next = { ...state(), ...patch };
  $application.set(next);
  patchApplication({ step: next.step, reached: next.reached, values: next.values, pan: next.pan, slabId: next.slabId });
}

export function setValue(name: DetailField, value: string): void {
  update({ values: { ...state().values, [name]: value } });
}

export function touch(name: DetailField): void {
  if (!state().touched[name]) update({ touched: { ...state().touched, [name]: true } });
}

export function setConsent(consented: boolean): void {
  update({ consented });
}

/** The review step's agreement message, once 'Submit application' was pressed without it. */
export const CONSENT_MESSAGE = 'Please read how we use your data and agree to it.';

export function setPan(pan: string): void {
  update({ pan });
}

export function touchPan(): void {
  if (!state().panTouched) update({ panTouched: true });
}

export function chooseSlab(slab: MembershipSlab): void {
  update({ slabId: slab.membershipPlanSlabId });
}

export function setAadhaar(aadhaar: AadhaarSession): void {
  writeAadhaar(aadhaar);
  update({ aadhaar });
}

/** A chosen document (null: removed), or why the one chosen was refused. */
export function setFile(kind: DocumentKind, file: File | null, error: string | null): void {
  const { files, fileErrors } = state();
  update({ files: { ...files, [kind]: file }, fileErrors: { ...fileErrors, [kind]: error ?? undefined } });
}

export function goTo(step: number): void {
  update({ step: Math.max(0, Math.min(step, state().reached, LAST_STEP)), showErrors: false });
  submission.clear();
}

/** Says what is missing on a step, next to each control. */
function showProblems(step: number): void {
  const s = state();
  const patch: Partial<ApplicationState> = { step, showErrors: true };
  if (step === 2) {
    const more: Partial<Record<DocumentKind, string>> = {};
    for (const d of missingDocuments(s)) more[d.kind] = s.fileErrors[d.kind] ?? `Please add the ${d.label}.`;
    patch.fileErrors = { ...s.fileErrors, ...more };
  }
  update(patch);
}

export function next(): void {
  const s = state();
  if (!stepDone(s, s.step)) return showProblems(s.step);
  const to = Math.min(s.step + 1, LAST_STEP);
  update({ step: to, reached: Math.max(s.reached, to), showErrors: false });
  submission.clear();
}

/**
 * Sends the application (POST /api/user/order/register): the details, the plan, the
 * Aadhaar and PAN numbers and the three documents. Then only the chosen plan is kept
 * (for the package screen), the user is read again (now PENDING) and the member goes
 * to the package screen. Nothing typed is lost when the server refuses it.
 */
export async function submit(user: User, slabs: readonly MembershipSlab[]): Promise<void> {
  const s = state();
  if (submission.$state.get().busy) return;
  const firstUndone = [0, 1, 2, 3].find((i) => !stepDone(s, i));
  if (firstUndone !== undefined) return showProblems(firstUndone);
  const { values, aadhaar, files, slabId, pan } = s;
  const slab = slabs.find((x) => x.membershipPlanSlabId === slabId) ?? { id: slabId!, membershipPlanSlabId: slabId! };
  const sent = await submission.run(() =>
    orderRegister({
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
        consent: { noticeVersion: PRIVACY_NOTICE.version, items: PRIVACY_NOTICE.items.map((item) => item.id) },
      },
      memberslab: slab,
      aadhar: [files.aadhaarFront!, files.aadhaarBack!],
      pan: files.pan!,
    }),
  );
  if (!sent.ok) return;
  writeAadhaar(null);
  patchApplication({ step: undefined, reached: undefined, values: undefined, pan: undefined, slabId });
  $application.set(null);
  try {
    updateUser(await getUser(user.id));
  } catch {
    // The application is in; the status will catch up on the next page load.
  }
  navigate('/package-details');
}
