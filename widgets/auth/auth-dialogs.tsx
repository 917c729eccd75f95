import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { $dialog, closeDialog, type DialogName } from '../../src/stores/dialog';
import { ModalDialog, type DialogWidth } from '../../src/ui/modal-dialog';
import { LoginForm } from './login-form';
import { OtpForm } from './otp-form';
import { SignupForm } from './signup-form';
import { loadAuthFlow } from './auth-actions';

interface DialogSetup {
  title: string;
  description: string;
  width: DialogWidth;
}

// Spec point 2, to the letter.
export const DIALOGS: Record<DialogName, DialogSetup> = {
  login: { title: 'Login', description: 'Enter your mobile number to login', width: '36vw' },
  signup: { title: 'Sign Up', description: 'To start your application process', width: '60vw' },
  otp: { title: 'Enter OTP', description: 'OTP sent to your registered mobile number', width: '36vw' },
};

/** Spec point 2: closing the OTP dialog reloads the page. */
function closeOtpDialog(): void {
  closeDialog();
  location.reload();
}

/**
 * The login, sign-up and OTP dialogs, shown while $dialog names one of them. One
 * modal stays open while the user moves between them, so focus goes back to what
 * opened the first one (the header's button) only when the last one closes.
 */
export function AuthDialogs() {
  const dialog = useStore($dialog);

  useEffect(() => {
    // After the first paint: the flow (and the data layer under it) and the club's remote texts.
    void loadAuthFlow().catch(() => {});
    void import('../../src/api/remote-config').then((m) => m.loadRemoteConfig()).catch(() => {});
  }, []);

  if (!dialog) return null;
  const setup = DIALOGS[dialog];
  return (
    <ModalDialog
      title={setup.title}
      description={setup.description}
      width={setup.width}
      contentKey={dialog}
      onClose={dialog === 'otp' ? closeOtpDialog : closeDialog}
    >
      {dialog === 'login' ? <LoginForm /> : dialog === 'signup' ? <SignupForm /> : <OtpForm />}
    </ModalDialog>
  );
}
export { AUTH_CSS } from './auth-styles';
