import { ApiError, errorText } from '../../src/api/api-error';
import { generateToken } from '../../src/api/auth';
import type { User } from '../../src/api/shapes/user';
import type { NewUser } from '../../src/api/shapes/requests/user';
import { getUserByUsername, registerUser, sendOtp, validateUser, verifyOtp } from '../../src/api/user';
import { $config } from '../../src/config/widget-config';
import { goToSite } from '../../src/embed/handoff';
import { reportError } from '../../src/embed/host-events';
import { clearAuthStorage, writeTokens } from '../../src/storage/session-storage';
import { routeAfterLogin } from '../../src/routing/status-route';
import { closeDialog, openDialog, type DialogName } from '../../src/stores/dialog';
import { signIn } from '../../src/stores/session';
import { createWrite, Refusal } from '../../src/stores/write';
import { trackEvent } from '../../src/tracking/pixel';
import { normalizeMobile, validateField, validateFields } from '../../src/validation/rules';
import { $authFlow, patchAuthFlow, resetAuthFlow, SIGNUP_FIELDS, type BusyAction, type SignupValues } from './auth-flow-store';

// The texts of spec point 8.
export const USER_NOT_FOUND = 'User not found';
export const USER_ALREADY_EXISTS = 'User Already Exist Kindly Login';

export const CUSTOMER_ROLES = ['ROLE_CUSTOMER'];
/** Spec point 9: a new member lands on the collection after 1000 ms. */
export const REGISTRATION_REDIRECT_DELAY_MS = 1000;

/** The flow's one write (src/stores/write.ts): one call at a time, so a second click while busy sends nothing. */
const authWrite = createWrite<void>();

/**
 * Runs one of the flow's calls through its write. The write knows that a call runs; the flow's state
 * keeps which button started it (its own spinner) and which dialog shows the failure, so a message
 * never shows up in another dialog. `refusalFor` turns an expected answer into the words to show.
 */
async function guarded(
  action: BusyAction,
  dialog: DialogName,
  run: () => Promise<void>,
  refusalFor = (_err: unknown): string | undefined => undefined,
): Promise<boolean> {
  if (authWrite.$state.get().busy) return false;
  patchAuthFlow({ busy: action, error: null });
  let failure: unknown;
  const outcome = await authWrite.run(async () => {
    try {
      await run();
    } catch (err) {
      failure = err;
      const refusal = refusalFor(err);
      throw refusal === undefined ? err : new Refusal(refusal);
    }
  });
  // null for a 200 that did not parse (and for a 401, which has its own alert): stay quiet.
  const text = outcome.ok ? null : outcome.error;
  patchAuthFlow(text ? { busy: null, error: { dialog, text } } : { busy: null });
  // The host page hears of it too (tote:error), e.g. for its own analytics.
  if (text) reportError('tote-auth', text, failure);
  return outcome.ok;
}

/** An expected answer that stops the flow with a message of its own. */
class FlowStop extends Error {}

function stopText(err: unknown): string | undefined {
  return err instanceof FlowStop ? err.message : undefined;
}

async function sendTo(username: string, mode: 'login' | 'signup'): Promise<void> {
  await sendOtp({ username, roles: CUSTOMER_ROLES });
  patchAuthFlow({ mode, username });
  openDialog('otp');
}

/** Login: validate the username (0 → 'User not found'), send the OTP, open the OTP dialog. */
export function requestLoginOtp(): Promise<boolean> {
  const { loginMobile } = $authFlow.get();
  if (validateField('mobile', loginMobile)) {
    patchAuthFlow({ loginTouched: true });
    return Promise.resolve(false);
  }
  const username = normalizeMobile(loginMobile);
  return guarded(
    'send',
    'login',
    async () => {
      const exists = await validateUser(username);
      if (exists === 0) throw new FlowStop(USER_NOT_FOUND);
      await sendTo(username, 'login');
    },
    stopText,
  );
}

export function signupErrors(values: SignupValues): Partial<Record<keyof SignupValues, string>> {
  return validateFields(values, SIGNUP_FIELDS);
}

/** Sign-up: validate the username (1 → 'User Already Exist Kindly Login'), send the OTP, open the OTP dialog. */
export function requestSignupOtp(): Promise<boolean> {
  const { signup } = $authFlow.get();
  if (Object.keys(signupErrors(signup)).length > 0) {
    patchAuthFlow({ signupTouched: Object.fromEntries(SIGNUP_FIELDS.map((f) => [f, true])) });
    return Promise.resolve(false);
  }
  const username = normalizeMobile(signup.mobile);
  return guarded(
    'send',
    'signup',
    async () => {
      const exists = await validateUser(username);
      if (exists === 1) throw new FlowStop(USER_ALREADY_EXISTS);
      await sendTo(username, 'signup');
    },
    stopText,
  );
}

/** 'Resend OTP': the same send-otp call again. True when it went out (the countdown restarts). */
export function resendOtp(): Promise<boolean> {
  const { username } = $authFlow.get();
  return guarded('resend', 'otp', async () => {
    await sendOtp({ username, roles: CUSTOMER_ROLES });
  });
}

/** Spec point 8: a 400 from verify-otp shows the server's otp error text. */
function verifyErrorText(err: unknown): string | null {
  if (err instanceof ApiError && err.kind === 'http' && err.status === 400) return err.fieldErrors.otp || err.message || errorText(err);
  return errorText(err);
}

function blankToUndefined(value: string): string | undefined {
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}

export function newUserFrom(values: SignupValues, username: string, otp: string): NewUser {
  const { partnerId } = $config.get();
  return {
    username,
    phone: username,
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    instagram: blankToUndefined(values.instagram),
    roles: CUSTOMER_ROLES,
    status: { code: 'DRAFT' },
    userAddress: {
      city: blankToUndefined(values.city),
      state: blankToUndefined(values.state),
      zipcode: blankToUndefined(values.zipcode),
    },
    otp,
    // The partner page the member signed up on (<tote-auth partner-id>), for marketing's count.
    ...(partnerId ? { partnerId } : {}),
  };
}

/**
 * OTP 'Submit': verify, (sign-up: register), obtain tokens, fetch the user,
 * sign in and route by status (spec point 4).
 */
export function submitOtp(otp: string): Promise<boolean> {
  const { mode, username, signup } = $authFlow.get();
  return guarded(
    'verify',
    'otp',
    async () => {
      try {
        await verifyOtp({ username, otp });
      } catch (err) {
        throw new FlowStop(verifyErrorText(err) ?? '');
      }
      if (mode === 'signup') {
        await registerUser(newUserFrom(signup, username, otp));
        trackEvent('registration');
      }
      const tokens = await generateToken({ username, otp });
      // getByUsername needs the bearer token, so it is stored before the call.
      writeTokens(tokens.accessToken, tokens.refreshToken);
      let user: User;
      try {
        user = await getUserByUsername(username);
      } catch (err) {
        // No half-signed-in state: without the user, the token goes too.
        clearAuthStorage();
        throw err;
      }
      signIn(tokens, user);
      closeDialog();
      resetAuthFlow();
      if (mode === 'login') {
        // On a partner page this carries the login to the site with a handoff code.
        goToSite(routeAfterLogin(user));
        return;
      }
      setTimeout(() => {
        goToSite('/members-collection');
        trackEvent('lead');
      }, REGISTRATION_REDIRECT_DELAY_MS);
    },
    stopText,
  );
}
