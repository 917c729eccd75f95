import { useStore } from '@nanostores/react';
import { useId, useState } from 'react';
import { openDialog } from '../../src/stores/dialog';
import { OtpInput } from '../../src/ui/otp-input';
import { LIMITS, OTP_PATTERN } from '../../src/validation/rules';
import { resendOtp, submitOtp } from './auth-actions';
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
      {/* Spec point 2: a 30-second countdown shown as 00:ss, then 'Resend OTP'. The ticking timer must not be
          read out every second (a timer is not a live region); only the button's arrival is announced. */}
      <div className="otp-resend">
        {remaining > 0 ? (
          <p className="otp-timer" role="timer">
            Resend OTP in {formatCountdown(remaining)}
          </p>
        ) : null}
        <p className="otp-timer" aria-live="polite">
          {remaining === 0 ? (
            <>
              Didn't get it?{' '}
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
            </>
          ) : null}
        </p>
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
