import { useStore } from '@nanostores/react';
import { openDialog } from '../../src/stores/dialog';
import { TextField } from '../../src/ui/text-field';
import { $remoteMessages } from '../../src/validation/messages';
import { filterTyping, LIMITS, validateField } from '../../src/validation/rules';
import { requestLoginOtp } from './auth-actions';
import { $authFlow, patchAuthFlow } from './auth-flow-store';
import { FormMessage } from './form-message';
import { pasteMobile } from './mobile-paste';
import { SubmitButton } from './submit-button';

export function LoginForm() {
  const flow = useStore($authFlow);
  const remote = useStore($remoteMessages);
  const invalid = validateField('mobile', flow.loginMobile, remote);
  const setMobile = (value: string) => {
    if (value !== $authFlow.get().loginMobile) patchAuthFlow({ loginMobile: value, error: null });
  };

  return (
    <form
      className="auth-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void requestLoginOtp();
      }}
    >
      <TextField
        label="Mobile number"
        name="mobile"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={LIMITS.mobile}
        required
        autoFocus
        value={flow.loginMobile}
        filter={(raw) => filterTyping('mobile', raw)}
        onValueChange={setMobile}
        onPaste={pasteMobile(setMobile)}
        onBlur={() => patchAuthFlow({ loginTouched: true })}
        error={flow.loginTouched ? invalid : null}
      />
      <FormMessage dialog="login" />
      <SubmitButton invalid={invalid !== null} busy={flow.busy === 'send'}>
        Send OTP
      </SubmitButton>
      <button type="button" className="text-button" onClick={() => openDialog('signup')}>
        APPLY FOR MEMBERSHIP
      </button>
    </form>
  );
}
