import { useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { $mobileChange, askMobileOtp, cancelMobileChange, confirmMobileOtp, mobileSend, mobileVerify } from '../../src/stores/member-details-store';
import { formatMobile } from '../../src/ui/format-details';
import { FormActions } from '../../src/ui/form-actions';
import { TextField } from '../../src/ui/text-field';
import { useStepFocus } from '../../src/ui/use-step-focus';
import { filterTyping } from '../../src/validation/rules';

type Step = 'closed' | 'number' | 'code' | 'done';

/**
 * A new mobile number, checked by an OTP sent to it: the old number keeps working until the code is right.
 * Focus moves with each step (the field of the step, then the result) in the commit that shows it.
 */
export function MobileChange({ current }: { current: string }) {
  const change = useStore($mobileChange);
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState(false);
  const step: Step = done ? 'done' : !open ? 'closed' : change ? 'code' : 'number';
  const box = useStepFocus<HTMLDivElement>(step, step === 'done' ? '[role="status"]' : step === 'closed' ? 'button' : 'input');

  const close = () => {
    cancelMobileChange();
    setOpen(false);
  };

  return (
    <div className="mobile-change" ref={box}>
      {step === 'done' ? (
        <p className="status-text" role="status" tabIndex={-1}>
          Your mobile number is now {formatMobile(current)}. Log in with it from now on.
        </p>
      ) : null}
      {step === 'closed' || step === 'done' ? (
        <div className="row">
          <button
            type="button"
            className="button"
            onClick={() => {
              setDone(false);
              setOpen(true);
            }}
          >
            Change mobile number
          </button>
        </div>
      ) : step === 'number' ? (
        <NumberStep onCancel={close} />
      ) : (
        <CodeStep
          mobile={change!.mobile}
          demoOtp={change!.demoOtp}
          onCancel={close}
          onDone={() => {
            setOpen(false);
            setDone(true);
            cancelMobileChange();
          }}
        />
      )}
    </div>
  );
}

function NumberStep({ onCancel }: { onCancel: () => void }) {
  const [mobile, setMobile] = useState('');
  const [wrong, setWrong] = useState<string | null>(null);
  const { busy, error } = useStore(mobileSend.$state);
  async function submit(event: FormEvent) {
    event.preventDefault();
    setWrong(await askMobileOtp(mobile));
  }
  return (
    <form className="edit-form" noValidate onSubmit={(e) => void submit(e)} aria-label="Change mobile number">
      <TextField
        label="New mobile number"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        value={mobile}
        onValueChange={(v) => setMobile(filterTyping('mobile', v))}
        error={wrong}
        required
      />
      <p className="muted">We send a one-time password to the new number. Your current number keeps working until you enter it.</p>
      <FormActions error={wrong ? null : error} busy={busy} submit="Send OTP" busyLabel="Sending…" onCancel={onCancel} />
    </form>
  );
}

function CodeStep({ mobile, demoOtp, onCancel, onDone }: { mobile: string; demoOtp: string | null; onCancel: () => void; onDone: () => void }) {
  const [otp, setOtp] = useState('');
  const [wrong, setWrong] = useState<string | null>(null);
  const { busy, error } = useStore(mobileVerify.$state);
  async function submit(event: FormEvent) {
    event.preventDefault();
    const result = await confirmMobileOtp(otp);
    if (result.ok) onDone();
    else setWrong(result.fieldError);
  }
  return (
    <form className="edit-form" noValidate onSubmit={(e) => void submit(e)} aria-label="Enter the OTP">
      <TextField
        label={`OTP sent to ${formatMobile(mobile)}`}
        inputMode="numeric"
        autoComplete="one-time-code"
        value={otp}
        onValueChange={(v) => setOtp(filterTyping('otp', v))}
        error={wrong}
        required
      />
      {demoOtp ? <p className="muted">Demo mode: your OTP is {demoOtp}.</p> : null}
      <FormActions error={wrong ? null : error} busy={busy} submit="Confirm new number" busyLabel="Checking…" onCancel={onCancel} />
    </form>
  );
}
