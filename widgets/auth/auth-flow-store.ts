import { atom } from 'nanostores';
import type { DialogName } from '../../src/stores/dialog';

export type AuthMode = 'login' | 'signup';

export const SIGNUP_FIELDS = ['firstName', 'lastName', 'email', 'mobile', 'city', 'state', 'zipcode', 'instagram'] as const;
export type SignupField = (typeof SIGNUP_FIELDS)[number];
export type SignupValues = Record<SignupField, string>;

export type BusyAction = 'send' | 'resend' | 'verify';

export interface AuthFlowState {
  /** Which flow the OTP dialog finishes: set when an OTP has been sent. */
  mode: AuthMode;
  /** The mobile number the OTP went to. */
  username: string;
  /** What the user typed, kept across dialog switches and failed calls. */
  loginMobile: string;
  loginTouched: boolean;
  signup: SignupValues;
  signupTouched: Partial<Record<SignupField, boolean>>;
  /** Which button's call is in flight, for its busy state; the flow's write (auth-flow.ts) refuses a second call meanwhile. */
  busy: BusyAction | null;
  /** A message for one dialog, so it never shows up in another one. */
  error: { dialog: DialogName; text: string } | null;
}

export const EMPTY_SIGNUP: SignupValues = {
  firstName: '',
  lastName: '',
  email: '',
  mobile: '',
  city: '',
  state: '',
  zipcode: '',
  instagram: '',
};

export function initialAuthFlow(): AuthFlowState {
  return {
    mode: 'login',
    username: '',
    loginMobile: '',
    loginTouched: false,
    signup: { ...EMPTY_SIGNUP },
    signupTouched: {},
    busy: null,
    error: null,
  };
}

/** Local to the auth widget: no other widget needs the half-finished flow. */
export const $authFlow = atom<AuthFlowState>(initialAuthFlow());

export function patchAuthFlow(patch: Partial<AuthFlowState>): void {
  $authFlow.set({ ...$authFlow.get(), ...patch });
}

export function resetAuthFlow(): void {
  $authFlow.set(initialAuthFlow());
}
