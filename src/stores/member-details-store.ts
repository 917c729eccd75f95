import { atom } from 'nanostores';
import { saveDetails, sendMobileOtp, verifyMobile } from '../api/my-account';
import type { User } from '../api/shapes/user';
import { indianState } from '../validation/indian-states';
import { type EditField, type EditValues, validateEdit } from '../validation/member-details';
import { validateField } from '../validation/rules';
import { KEYS } from './query-keys';
import { signIn, updateUser } from './session';
import { createWrite } from './write';

// My Account's "Edit details": the name, e-mail and address in one save, and a new mobile number checked
// by an OTP sent to it. The form keeps what is typed; the steps and the rules are here.

const USER_KEYS = (key: string) => key.startsWith(KEYS.user);

export const detailsWrite = createWrite<User>({ invalidates: USER_KEYS });
export const mobileSend = createWrite<string | null>();
export const mobileVerify = createWrite<User>({ invalidates: USER_KEYS });

/** The form's starting values: the member's details as saved. */
export function editValuesOf(user: User): EditValues {
  const a = user.userAddress;
  return {
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    email: user.email ?? '',
    addressLine1: a?.addressLine1 ?? '',
    addressLine2: a?.addressLine2 ?? '',
    city: a?.city ?? '',
    // A state typed at sign-up ('rajasthan') as the list spells it, so the list shows it chosen.
    state: indianState(a?.state ?? '') ?? '',
    zipcode: a?.zipcode ?? '',
  };
}

export type SaveResult = { ok: true } | { ok: false; fieldErrors: Partial<Record<EditField, string>> };

/** Checks the fields by the shared rules, then saves them; the session's member is updated with the answer. */
export async function saveMemberDetails(values: EditValues): Promise<SaveResult> {
  const errors = validateEdit(values);
  if (Object.keys(errors).length > 0) return { ok: false, fieldErrors: errors };
  const trimmed = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v.trim()])) as EditValues;
  const outcome = await detailsWrite.run(() => saveDetails(trimmed));
  if (!outcome.ok) return { ok: false, fieldErrors: outcome.fieldErrors };
  updateUser(outcome.value);
  return { ok: true };
}

/** The new number waiting for its OTP (null: none asked for yet), and the code demo mode hands back. */
export const $mobileChange = atom<{ mobile: string; demoOtp: string | null } | null>(null);

/** Sends an OTP to `mobile` after checking it by the mobile rule; the message to show under the field, or null. */
export async function askMobileOtp(mobile: string): Promise<string | null> {
  const wrong = validateField('mobile', mobile.trim());
  if (wrong) return wrong;
  const outcome = await mobileSend.run(async () => {
    const answer = await sendMobileOtp({ mobile: mobile.trim() });
    return answer.otp === null || answer.otp === undefined ? null : String(answer.otp);
  });
  if (!outcome.ok) return outcome.fieldErrors.mobile ?? null;
  $mobileChange.set({ mobile: mobile.trim(), demoOtp: outcome.value });
  return null;
}

/** A step's outcome: done, or not, with the message for its field (null: the write's own error says why). */
export type StepResult = { ok: true } | { ok: false; fieldError: string | null };

/** Checks the OTP; on success the session moves to the new tokens and number. */
export async function confirmMobileOtp(otp: string): Promise<StepResult> {
  const change = $mobileChange.get();
  if (!change) return { ok: false, fieldError: null };
  const wrong = validateField('otp', otp.trim());
  if (wrong) return { ok: false, fieldError: wrong };
  const outcome = await mobileVerify.run(async () => {
    const answer = await verifyMobile({ mobile: change.mobile, otp: otp.trim() });
    signIn({ accessToken: answer.accessToken, refreshToken: answer.refreshToken }, answer.user);
    return answer.user;
  });
  // The pending number stays until the form has shown the result (cancelMobileChange), so no step flashes between.
  return outcome.ok ? { ok: true } : { ok: false, fieldError: outcome.fieldErrors.otp ?? null };
}

/** The member gave up on a new number (or closed the form): back to the start. */
export function cancelMobileChange(): void {
  $mobileChange.set(null);
  mobileSend.clear();
  mobileVerify.clear();
}
