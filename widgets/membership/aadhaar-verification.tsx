import { useState } from 'react';
import { verifyAadhaar, verifyAadhaarOtp } from '../../src/api/user';
import { Refusal } from '../../src/stores/write';
import { OtpInput } from '../../src/ui/otp-input';
import { TextField } from '../../src/ui/text-field';
import { useWrite } from '../../src/ui/use-write';
import { filterAadhaar, validateAadhaar } from './application-rules';
import { aadhaarOtpProblem } from '../../src/validation/aadhaar';
import type { AadhaarSession } from './application-session';

interface AadhaarVerificationProps {
  userId: number;
  session: AadhaarSession;
  /** Keeps the new progress (the form's store writes it to the Aadhaar session). */
  onSession: (session: AadhaarSession) => void;
  /** Set by the form when "Next" is pressed before verification is done. */
  stepError: string | null;
}

function masked(number: string): string {
  return `XXXX XXXX ${number.slice(-4)}`;
}

/**
 * Aadhaar number → OTP to the holder's phone (POST /api/user/verifyAddhar) → the code
 * checked (POST /api/user/verifyAadharOtp). Progress lives in the Aadhaar session.
 */
export function AadhaarVerification({ userId, session, onSession, stepError }: AadhaarVerificationProps) {
  const [ruleError, setNumberError] = useState<string | null>(null);
  const [otp, setOtp] = useState('');
  const [otpRuleError, setOtpError] = useState<string | null>(null);
  const sending = useWrite<Awaited<ReturnType<typeof verifyAadhaar>>>();
  const verifying = useWrite<Awaited<ReturnType<typeof verifyAadhaarOtp>>>();
  const busy = sending.busy ? 'send' : verifying.busy ? 'verify' : null;
  const numberError = ruleError ?? sending.error;
  const otpError = otpRuleError ?? verifying.error;
  const [sentNote, setSentNote] = useState<string | null>(null);

  const update = onSession;

  async function send() {
    const problem = validateAadhaar(session.number);
    setNumberError(problem);
    if (problem || busy) return;
    const outcome = await sending.run(() => verifyAadhaar({ aadhaarNumber: session.number, userId }));
    if (outcome.ok) {
      const sent = outcome.value;
      if (sent.verification === 'manual') {
        // No online check where the club runs without a KYC provider: the operator compares the uploaded card.
        update({ number: session.number, verified: true, manual: true });
        return;
      }
      const demo = (sent as { otp?: unknown; demoOtp?: unknown }).otp ?? (sent as { demoOtp?: unknown }).demoOtp;
      update({ number: session.number, referenceId: sent.referenceId ?? null, verified: false });
      setOtp('');
      setOtpError(null);
      verifying.clear();
      setSentNote(`${sent.message || 'We sent an OTP to the mobile number linked to your Aadhaar.'}${demo ? ` Demo mode: the OTP is ${String(demo)}.` : ''}`);
    }
  }

  async function verify() {
    if (busy) return;
    const otpProblem = aadhaarOtpProblem(otp);
    if (otpProblem) {
      setOtpError(otpProblem);
      return;
    }
    setOtpError(null);
    const checked = await verifying.run(async () => {
      const result = await verifyAadhaarOtp({ aadhaarNumber: session.number, otp, referenceId: session.referenceId, userId });
      if (result.verified === false) throw new Refusal(result.message || 'The OTP is not correct. Please try again.');
      return result;
    });
    if (!checked.ok) return;
    update({ ...session, verified: true, name: checked.value.name ?? null });
    setSentNote(null);
  }

  if (session.verified) {
    return (
      <div className="aadhaar aadhaar--verified">
        <p className="verified" role="status">
          <span aria-hidden="true">✓ </span>
          {session.manual
            ? `Aadhaar ${masked(session.number)} noted. No OTP is needed: our team checks it against the card you upload below.`
            : `Aadhaar ${masked(session.number)} verified${session.name ? ` for ${session.name}` : ''}.`}
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
            {sentNote ?? 'Enter the OTP sent to the mobile number linked to your Aadhaar.'}
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
