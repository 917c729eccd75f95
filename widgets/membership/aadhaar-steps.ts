import type { AadhaarOtpSent, AadhaarVerified } from '../../src/api/shapes/aadhaar';
import { verifyAadhaar, verifyAadhaarOtp } from '../../src/api/user';
import { Refusal } from '../../src/stores/write';
import { maskAadhaar } from '../../src/validation/aadhaar';
import type { AadhaarSession } from './application-session';

// The steps of the Aadhaar check (number → OTP to the holder's phone → the code checked), kept out of the
// component: what each answer makes of the Aadhaar session, and what the member reads.

export const AADHAAR_TEXTS = {
  sent: 'We sent an OTP to the mobile number linked to your Aadhaar.',
  enter: 'Enter the OTP sent to the mobile number linked to your Aadhaar.',
  wrong: 'The OTP is not correct. Please try again.',
} as const;

/** What asking for the OTP led to: the session to keep, and the line above the code boxes (with the code in demo mode). */
export interface AadhaarSent {
  session: AadhaarSession;
  note: string | null;
}

/** The session after POST /api/user/verifyAddhar answered for `number` (an answer without fields: the OTP went). */
export function afterSend(number: string, sent: AadhaarOtpSent): AadhaarSent {
  // No online check where the club runs without a KYC provider: the operator compares the uploaded card.
  if (sent.verification === 'manual') return { session: { number, verified: true, manual: true }, note: null };
  const demo = sent.otp ?? (sent as { demoOtp?: unknown }).demoOtp;
  return {
    session: { number, referenceId: sent.referenceId ?? null, verified: false },
    note: `${sent.message || AADHAAR_TEXTS.sent}${demo ? ` Demo mode: the OTP is ${String(demo)}.` : ''}`,
  };
}

/** The session once the code was checked; a wrong code is a Refusal in the server's words (or ours). */
export function afterCheck(session: AadhaarSession, result: AadhaarVerified): AadhaarSession {
  if (result.verified === false) throw new Refusal(result.message || AADHAAR_TEXTS.wrong);
  return { ...session, verified: true, name: result.name ?? null };
}

/** The line shown once the number is verified, or noted for the team to check against the card. */
export function verifiedLine(session: AadhaarSession): string {
  const masked = maskAadhaar(session.number);
  return session.manual
    ? `Aadhaar ${masked} noted. No OTP is needed: our team checks it against the card you upload below.`
    : `Aadhaar ${masked} verified${session.name ? ` for ${session.name}` : ''}.`;
}

/** Asks for the OTP to the phone linked with `number`. */
export async function sendAadhaarOtp(userId: number, number: string): Promise<AadhaarSent> {
  return afterSend(number, await verifyAadhaar({ aadhaarNumber: number, userId }));
}

/** Checks the code the member typed for the number in `session`. */
export async function checkAadhaarOtp(userId: number, session: AadhaarSession, otp: string): Promise<AadhaarSession> {
  return afterCheck(session, await verifyAadhaarOtp({ aadhaarNumber: session.number, otp, referenceId: session.referenceId, userId }));
}
