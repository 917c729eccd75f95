import { useStore } from '@nanostores/react';
import { useId, useState } from 'react';
import { openDialog } from '../../src/stores/dialog';
import { OtpInput } from '../../src/ui/otp-input';
import { LIMITS, OTP_PATTERN } from '../../src/validation/rules';
import { resendOtp, submitOtp } from './auth-flow';
import { $authFlow, patchAuthFlow } from './auth-flow-store';
import { FormMessage } from './form-message';
import { SubmitButton } from './submit-button';
import { formatCountdown, useCountdown } from './use-countdown';

/** Spec point 9: 30 seconds before the OTP can be sent again. */
export const RESEND_AFTER_SECONDS = 30;

export function OtpForm() {
  const flow = useStore($authFlow);
  const [code, setCode] = useState('');
  const { remaining, restart } = useCountdown(RESEND_AFTER_SECONDS);
  const messageId = useId();
  const hasError = flow.error?.dialog === 'otp';
  const resending = flow.busy === 'resend';

  return (
    <form
      className="auth-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (OTP_PATTERN.test(code)) void submitOtp(code);
      }}
    >
      <OtpInput
        length={LIMITS.otp}
        describedBy={messageId}
        invalid={hasError}
        onChange={(next) => {
          setCode(next);
          if ($authFlow.get().error) patchAuthFlow({ error: null });
        }}
      />
      <div className="otp-resend">
        <span className="otp-timer" role="timer">
          <span className="visually-hidden">Time left to resend: </span>
          {formatCountdown(remaining)}
        </span>
        {/* Polite, and only around the button: the ticking timer itself must not be read out every second. */}
        <span aria-live="polite">
        {remaining === 0 ? (
          <button
            type="button"
            className="link-button"
            disabled={resending}
            aria-busy={resending ? true : undefined}
            onClick={async () => {
              if (await resendOtp()) restart();
            }}
          >
            Resend OTP
          </button>
        ) : null}
        </span>
      </div>
      <FormMessage dialog="otp" id={messageId} />
      <SubmitButton invalid={!OTP_PATTERN.test(code)} busy={flow.busy === 'verify'}>
        Submit
      </SubmitButton>
      <button type="button" className="text-button" onClick={() => openDialog('signup')}>
        APPLY FOR MEMBERSHIP
      </button>
    </form>
  );
}
