import { vi } from 'vitest';
import { act, fireEvent, render, screen } from '../support/testing-library';
import type { User, UserStatus } from '../../../src/api/shapes/user';
import { closeDialog, openDialog, type DialogName } from '../../../src/stores/dialog';
import { $user } from '../../../src/stores/session';
import { $remoteMessages } from '../../../src/validation/messages';
import { loadAuthFlow } from '../../../widgets/auth/auth-actions';
import { AuthDialogs } from '../../../widgets/auth/auth-dialogs';
import { patchAuthFlow, resetAuthFlow } from '../../../widgets/auth/auth-flow-store';
import { sampleUser } from '../../support/api-samples';

// The dialogs fetch the flow's code on first open (auth-actions.ts); in the tests it is in before any click,
// as it is in a browser by the time a visitor has typed a number.
await loadAuthFlow();

export const MOBILE = '9876543210';

export function userWith(code: UserStatus, id = 42): User {
  return sampleUser({ id, username: MOBILE, firstName: 'Asha', lastName: 'Mehra', status: { code } });
}

export const TOKENS = { accessToken: 'access.token', refreshToken: 'refresh-token' };

export function resetWorld(): void {
  closeDialog();
  resetAuthFlow();
  $user.set(null);
  $remoteMessages.set({});
  sessionStorage.clear();
  location.hash = '';
}

/** Renders the widget's component tree (not the custom element) with `dialog` open. */
export function renderDialogs(dialog: DialogName) {
  const view = render(<AuthDialogs />);
  act(() => openDialog(dialog));
  return view;
}

/** The OTP dialog of a flow whose OTP has just gone to MOBILE. */
export function renderOtpDialog(mode: 'login' | 'signup' = 'login') {
  patchAuthFlow({ mode, username: MOBILE });
  return renderDialogs('otp');
}

/** Lets mocked API promises settle and Preact re-render. */
export async function settle(): Promise<void> {
  await act(async () => {
    // A task runs only after every chained promise (the flow's awaits and the write layer's) has run;
    // fake timers hold tasks back, so there a fixed number of turns has to do.
    if (vi.isFakeTimers()) for (let i = 0; i < 10; i += 1) await Promise.resolve();
    else await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

export function type(label: string | RegExp, value: string): HTMLInputElement {
  const input = screen.getByLabelText(label) as HTMLInputElement;
  fireEvent.input(input, { target: { value } });
  return input;
}

export function typeAndLeave(label: string | RegExp, value: string): HTMLInputElement {
  const input = type(label, value);
  // What a browser sends when focus leaves (React's onBlur listens to the bubbling focusout).
  fireEvent.focusOut(input);
  return input;
}

export function typeOtp(code: string): void {
  code.split('').forEach((digit, i) => {
    fireEvent.input(screen.getByLabelText(`Digit ${i + 1} of 6`), { target: { value: digit } });
  });
}

/** The browser's Escape on a modal <dialog>: a cancelable `cancel` event (happy-dom does not send it). */
export function pressEscape(dialog: HTMLElement): void {
  act(() => {
    dialog.dispatchEvent(new Event('cancel', { cancelable: true }));
  });
}

export function button(name: string): HTMLButtonElement {
  return screen.getByRole('button', { name }) as HTMLButtonElement;
}

/** A promise with its resolve handle, for calls that stay in flight during a test. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}
