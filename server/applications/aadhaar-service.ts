import { createHmac } from 'node:crypto';
import type { ServerContext } from '../context';
import { conflict, invalidInput, notFound, tooMany, upstreamFailed } from '../domain-error';
import { maskAadhaar, parseAadhaar } from './aadhaar-number';
import { AadhaarProviderError, type AadhaarVerifier, chooseAadhaarVerifier } from './aadhaar-verifier';

export const AADHAAR_OTP_TTL_MS = 10 * 60_000;
export const AADHAAR_MAX_SENDS_PER_HOUR = 5;
export const AADHAAR_MAX_WRONG_ATTEMPTS = 5;

export const APPLICATION_SUBMITTED = 'Your application has already been submitted.';

export const AADHAAR_OTP_MESSAGES = {
  sent: 'OTP sent to the mobile number linked with your Aadhaar.',
  format: 'Please enter the 6-digit OTP.',
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
  const row = (await ctx.db.query<{ status_code: string }>('select status_code from users where id = $1', [userId])).rows[0];
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
    await ctx.db.query("update users set aadhaar_masked = $2, aadhaar_verified_at = null where id = $1 and status_code = 'DRAFT'", [userId, masked]);
    return { verification: 'manual' as const, referenceId: null, maskedAadhaar: masked, message: AADHAAR_OTP_MESSAGES.manual };
  }
  const now = ctx.now();
  const recent = await ctx.db.query<{ n: number }>('select count(*)::int as n from aadhaar_verifications where user_id = $1 and created_at > $2', [
    userId,
    new Date(now.getTime() - 60 * 60_000).toISOString(),
  ]);
  if (recent.rows[0].n >= AADHAAR_MAX_SENDS_PER_HOUR) throw tooMany(AADHAAR_OTP_MESSAGES.tooManySends);

  const sent = await askProvider(() => verifier.requestOtp(parsed.digits));
  await ctx.db.query(
    `insert into aadhaar_verifications (user_id, reference_id, number_hash, masked, expires_at, created_at)
     values ($1, $2, $3, $4, $5, $6)`,
    [userId, sent.referenceId, numberHash(ctx, parsed.digits), masked, new Date(now.getTime() + AADHAAR_OTP_TTL_MS).toISOString(), now.toISOString()],
  );
  return {
    verification: 'otp' as const,
    referenceId: sent.referenceId,
    maskedAadhaar: masked,
    message: AADHAAR_OTP_MESSAGES.sent,
    // Demo mode only, like send-otp: there is no phone to send it to.
    ...(ctx.config.demo && sent.demoOtp ? { otp: sent.demoOtp } : {}),
  };
}

interface VerificationRow {
  id: number;
  reference_id: string;
  number_hash: string;
  masked: string;
  attempts: number;
  expires_at: Date | string;
}

/** POST /api/user/verifyAadharOtp: the OTP of the latest request (or of referenceId); keeps the masked number. */
export async function confirmAadhaarOtp(
  ctx: ServerContext,
  userId: number,
  body: { otp?: string | null; referenceId?: string | number | null; aadhaarNumber?: string | null },
) {
  const otp = (body.otp ?? '').trim();
  if (!/^[0-9]{6}$/.test(otp)) throw invalidInput(AADHAAR_OTP_MESSAGES.format, { otp: AADHAAR_OTP_MESSAGES.format });
  await draftStatus(ctx, userId);
  const verifier = verifierOf(ctx);
  if (verifier.manual) throw conflict(AADHAAR_OTP_MESSAGES.noOtpNeeded);
  const reference = body.referenceId === undefined || body.referenceId === null || body.referenceId === '' ? null : String(body.referenceId);
  const row = (
    await ctx.db.query<VerificationRow>(
      `select id, reference_id, number_hash, masked, attempts, expires_at from aadhaar_verifications
       where user_id = $1 and verified_at is null and ($2::text is null or reference_id = $2)
       order by created_at desc, id desc limit 1`,
      [userId, reference],
    )
  ).rows[0];
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
    await ctx.db.query('update aadhaar_verifications set attempts = attempts + 1 where id = $1', [row.id]);
    throw invalidInput(AADHAAR_OTP_MESSAGES.invalid, { otp: AADHAAR_OTP_MESSAGES.invalid });
  }
  await ctx.db.transaction(async (tx) => {
    await tx.query('update aadhaar_verifications set verified_at = $2 where id = $1', [row.id, ctx.now().toISOString()]);
    await tx.query("update users set aadhaar_masked = $2, aadhaar_verified_at = $3 where id = $1 and status_code = 'DRAFT'", [
      userId,
      row.masked,
      ctx.now().toISOString(),
    ]);
  });
  return { verified: true, maskedAadhaar: row.masked, name: answer.name ?? null, message: AADHAAR_OTP_MESSAGES.verified };
}
