import { createHmac } from 'node:crypto';
import type { ServerContext } from '../context';
import { conflict, invalidInput, notFound, tooMany, upstreamFailed } from '../domain-error';
import { findUserById } from '../users/user-record';
import { maskAadhaar, parseAadhaar } from './aadhaar-number';
import { AADHAAR_OTP_FORMAT, aadhaarOtpProblem } from '../../src/validation/aadhaar';
import { countVerificationsSince, countWrongAttempt, findPendingVerification, insertVerification, markVerified, setMaskedAadhaar } from './aadhaar-record';
import { AadhaarProviderError, type AadhaarVerifier, chooseAadhaarVerifier } from './aadhaar-verifier';

export const AADHAAR_OTP_TTL_MS = 10 * 60_000;
export const AADHAAR_MAX_SENDS_PER_HOUR = 5;
export const AADHAAR_MAX_WRONG_ATTEMPTS = 5;

export const APPLICATION_SUBMITTED = 'Your application has already been submitted.';

export const AADHAAR_OTP_MESSAGES = {
  sent: 'OTP sent to the mobile number linked with your Aadhaar.',
  format: AADHAAR_OTP_FORMAT,
  invalid: 'Invalid OTP',
  expired: 'OTP has expired. Please request a new OTP.',
  tooManyAttempts: 'Too many wrong attempts. Please request a new OTP.',
  noneSent: 'No Aadhaar OTP is pending. Please request a new OTP.',
  otherNumber: 'This OTP was sent for a different Aadhaar number. Please request a new OTP.',
  tooManySends: 'Too many Aadhaar OTP requests. Please try again in an hour.',
  unavailable: 'Aadhaar verification is not available right now. Please try again later.',
  verified: 'Aadhaar verified.',
  manual: 'Thank you. Our team checks your Aadhaar against the card you upload with your application: no OTP is needed.',
  noOtpNeeded: 'No OTP is needed: our team checks your Aadhaar against the card you upload.',
} as const;

const verifiers = new WeakMap<ServerContext, AadhaarVerifier>();

/**
 * The context's verifier, else the configured one (TOTE_AADHAAR_VERIFIER;
 * demo in demo mode, manual review in production), one per app.
 */
export function verifierOf(ctx: ServerContext): AadhaarVerifier {
  if (ctx.aadhaar) return ctx.aadhaar;
  let verifier = verifiers.get(ctx);
  if (!verifier) {
    const env = ctx.config.demo ? process.env : { ...process.env, NODE_ENV: 'production' };
    verifiers.set(ctx, (verifier = chooseAadhaarVerifier(ctx.db, ctx.config.keys, env)));
  }
  return verifier;
}

/** The provider's refusal as a 400 on the number, its absence as a 502. */
async function askProvider<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof AadhaarProviderError && error.refused) throw invalidInput(error.message, { aadhaarNumber: error.message });
    throw upstreamFailed(AADHAAR_OTP_MESSAGES.unavailable);
  }
}

const numberHash = (ctx: ServerContext, digits: string) => createHmac('sha256', ctx.config.keys.aadhaar).update(`aadhaar:${digits}`).digest('hex');

async function draftStatus(ctx: ServerContext, userId: number): Promise<void> {
  const row = await findUserById(ctx.db, userId);
  if (!row) throw notFound('User not found');
  if (row.status_code !== 'DRAFT') throw conflict(APPLICATION_SUBMITTED);
}

/** POST /api/user/verifyAddhar: checks the number (Verhoeff) and has the provider send an OTP. */
export async function requestAadhaarOtp(ctx: ServerContext, userId: number, aadhaarNumber: unknown) {
  const parsed = parseAadhaar(aadhaarNumber);
  if ('error' in parsed) throw invalidInput(parsed.error, { aadhaarNumber: parsed.error });
  await draftStatus(ctx, userId);
  const masked = maskAadhaar(parsed.digits);
  const verifier = verifierOf(ctx);
  if (verifier.manual) {
    // Kept masked like a verified one; the application records that an operator checks the card.
    await setMaskedAadhaar(ctx.db, userId, masked, null);
    return { verification: 'manual' as const, referenceId: null, maskedAadhaar: masked, message: AADHAAR_OTP_MESSAGES.manual };
  }
  const now = ctx.now();
  if ((await countVerificationsSince(ctx.db, userId, new Date(now.getTime() - 60 * 60_000))) >= AADHAAR_MAX_SENDS_PER_HOUR)
    throw tooMany(AADHAAR_OTP_MESSAGES.tooManySends);

  const sent = await askProvider(() => verifier.requestOtp(parsed.digits));
  await insertVerification(ctx.db, {
    userId,
    referenceId: sent.referenceId,
    numberHash: numberHash(ctx, parsed.digits),
    masked,
    expiresAt: new Date(now.getTime() + AADHAAR_OTP_TTL_MS),
    createdAt: now,
  });
  return {
    verification: 'otp' as const,
    referenceId: sent.referenceId,
    maskedAadhaar: masked,
    message: AADHAAR_OTP_MESSAGES.sent,
    // Demo mode only, like send-otp: there is no phone to send it to.
    ...(ctx.config.demo && sent.demoOtp ? { otp: sent.demoOtp } : {}),
  };
}

/** POST /api/user/verifyAadharOtp: the OTP of the latest request (or of referenceId); keeps the masked number. */
export async function confirmAadhaarOtp(
  ctx: ServerContext,
  userId: number,
  body: { otp?: string | null; referenceId?: string | number | null; aadhaarNumber?: string | null },
) {
  const otp = (body.otp ?? '').trim();
  if (aadhaarOtpProblem(otp)) throw invalidInput(AADHAAR_OTP_MESSAGES.format, { otp: AADHAAR_OTP_MESSAGES.format });
  await draftStatus(ctx, userId);
  const verifier = verifierOf(ctx);
  if (verifier.manual) throw conflict(AADHAAR_OTP_MESSAGES.noOtpNeeded);
  const reference = body.referenceId === undefined || body.referenceId === null || body.referenceId === '' ? null : String(body.referenceId);
  const row = await findPendingVerification(ctx.db, userId, reference);
  if (!row) throw invalidInput(AADHAAR_OTP_MESSAGES.noneSent, { otp: AADHAAR_OTP_MESSAGES.noneSent });
  if (body.aadhaarNumber) {
    const parsed = parseAadhaar(body.aadhaarNumber);
    if ('error' in parsed || numberHash(ctx, parsed.digits) !== row.number_hash) {
      throw invalidInput(AADHAAR_OTP_MESSAGES.otherNumber, { aadhaarNumber: AADHAAR_OTP_MESSAGES.otherNumber });
    }
  }
  if (new Date(row.expires_at).getTime() < ctx.now().getTime()) throw invalidInput(AADHAAR_OTP_MESSAGES.expired, { otp: AADHAAR_OTP_MESSAGES.expired });
  if (row.attempts >= AADHAAR_MAX_WRONG_ATTEMPTS) throw invalidInput(AADHAAR_OTP_MESSAGES.tooManyAttempts, { otp: AADHAAR_OTP_MESSAGES.tooManyAttempts });

  const answer = await askProvider(() => verifier.confirmOtp(row.reference_id, otp));
  if (!answer.verified) {
    await countWrongAttempt(ctx.db, row.id);
    throw invalidInput(AADHAAR_OTP_MESSAGES.invalid, { otp: AADHAAR_OTP_MESSAGES.invalid });
  }
  await ctx.db.transaction(async (tx) => {
    await markVerified(tx, row.id, ctx.now());
    await setMaskedAadhaar(tx, userId, row.masked, ctx.now());
  });
  return { verified: true, maskedAadhaar: row.masked, name: answer.name ?? null, message: AADHAAR_OTP_MESSAGES.verified };
}
