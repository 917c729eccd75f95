import { useState } from 'react';
import { OtpInput } from '../../src/ui/otp-input';
import { TextField } from '../../src/ui/text-field';
import { useWrite } from '../../src/ui/use-write';
import { filterAadhaar, validateAadhaar } from './application-rules';
import { aadhaarOtpProblem } from '../../src/validation/aadhaar';
import { AADHAAR_TEXTS, type AadhaarSent, checkAadhaarOtp, sendAadhaarOtp, verifiedLine } from './aadhaar-steps';
import type { AadhaarSession } from './application-session';

interface AadhaarVerificationProps {
  userId: number;
  session: AadhaarSession;
  /** Keeps the new progress (the form's store writes it to the Aadhaar session). */
  onSession: (session: AadhaarSession) => void;
  /** Set by the form when "Next" is pressed before verification is done. */
  stepError: string | null;
}

/**
 * Aadhaar number → OTP to the holder's phone (POST /api/user/verifyAddhar) → the code
 * checked (POST /api/user/verifyAadharOtp). Progress lives in the Aadhaar session.
 */
export function AadhaarVerification({ userId, session, onSession, stepError }: AadhaarVerificationProps) {
  const [ruleError, setNumberError] = useState<string | null>(null);
  const [otp, setOtp] = useState('');
  const [otpRuleError, setOtpError] = useState<string | null>(null);
  const sending = useWrite<AadhaarSent>();
  const verifying = useWrite<AadhaarSession>();
  const busy = sending.busy ? 'send' : verifying.busy ? 'verify' : null;
  const numberError = ruleError ?? sending.error;
  const otpError = otpRuleError ?? verifying.error;
  const [sentNote, setSentNote] = useState<string | null>(null);

  const update = onSession;

  async function send() {
    const problem = validateAadhaar(session.number);
    setNumberError(problem);
    if (problem || busy) return;
    const outcome = await sending.run(() => sendAadhaarOtp(userId, session.number));
    if (!outcome.ok) return;
    update(outcome.value.session);
    if (outcome.value.session.manual) return;
    setOtp('');
    setOtpError(null);
    verifying.clear();
    setSentNote(outcome.value.note);
  }

  async function verify() {
    if (busy) return;
    const otpProblem = aadhaarOtpProblem(otp);
    if (otpProblem) {
      setOtpError(otpProblem);
      return;
    }
    setOtpError(null);
    const checked = await verifying.run(() => checkAadhaarOtp(userId, session, otp));
    if (!checked.ok) return;
    update(checked.value);
    setSentNote(null);
  }

  if (session.verified) {
    return (
      <div className="aadhaar aadhaar--verified">
        <p className="verified" role="status">
          <span aria-hidden="true">✓ </span>
          {verifiedLine(session)}
        </p>
        <button type="button" className="link-button" onClick={() => update({ number: '' })}>
          Use another Aadhaar number
        </button>
      </div>
    );
  }

  const otpSent = session.referenceId !== undefined;
  return (
    <div className="aadhaar">
      <div className="inline-action">
        <TextField
          label="Aadhaar number"
          value={session.number}
          inputMode="numeric"
          autoComplete="off"
          maxLength={12}
          filter={filterAadhaar}
          error={numberError ?? (stepError && !otpSent ? stepError : null)}
          onValueChange={(number) => {
            setNumberError(null);
            sending.clear();
            // A new number needs a new OTP.
            update({ number });
          }}
          onBlur={() => session.number && setNumberError(validateAadhaar(session.number))}
        />
        <button type="button" className="button" aria-busy={busy === 'send'} disabled={busy !== null} onClick={send}>
          {busy === 'send' ? 'Sending…' : otpSent ? 'Resend OTP' : 'Send OTP'}
        </button>
      </div>
      {otpSent ? (
        <div className="aadhaar__otp">
          <p className="muted" role="status">
            {sentNote ?? AADHAAR_TEXTS.enter}
          </p>
          <OtpInput
            onChange={(code) => (setOtp(code), setOtpError(null), verifying.clear())}
            describedBy={otpError ? 'aadhaar-otp-error' : undefined}
            invalid={!!otpError}
            disabled={busy === 'verify'}
          />
          {otpError || stepError ? (
            <p id="aadhaar-otp-error" className="field__error" role="alert">
              {otpError ?? stepError}
            </p>
          ) : null}
          <button type="button" className="button button-primary" aria-busy={busy === 'verify'} disabled={busy !== null} onClick={verify}>
            {busy === 'verify' ? 'Verifying…' : 'Verify Aadhaar'}
          </button>
        </div>
      ) : null}
    </div>
  );
}
