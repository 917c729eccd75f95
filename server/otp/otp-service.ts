import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { ServerContext } from '../context';
import { badRequest, HttpError, tooMany } from '../http/respond';
import { validateField } from '../../src/validation/rules';
import { log } from '../log/logger';

/** A code lives 5 minutes (shown in the SMS text). */
export const OTP_TTL_MS = 5 * 60_000;
/** Matches the OTP dialog's 30-second countdown before 'Resend OTP' (spec point 9). */
export const RESEND_GAP_MS = 30_000;
export const MAX_SENDS_PER_HOUR = 5;
export const MAX_WRONG_ATTEMPTS = 5;
/** After verification the flow still has to register and fetch tokens; give it this long. */
export const VERIFIED_WINDOW_MS = 10 * 60_000;

export const OTP_MESSAGES = {
  invalid: 'Invalid OTP',
  expired: 'OTP has expired. Please request a new OTP.',
  tooManyAttempts: 'Too many wrong attempts. Please request a new OTP.',
  noneSent: 'No OTP is pending for this number. Please request a new OTP.',
} as const;

interface OtpRow {
  id: number;
  code_hash: string;
  expires_at: Date | string;
  attempts: number;
  verified_at: Date | string | null;
}

const HOUR_MS = 60 * 60_000;

/**
 * Keyed SHA-256 (HMAC with the server secret): a six-digit code hashed without a
 * key could be recovered from a copy of the database by trying all million codes.
 */
function hashCode(ctx: ServerContext, username: string, code: string): string {
  return createHmac('sha256', ctx.config.keys.otp).update(`${username}:${code}`).digest('hex');
}

function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}

const time = (value: Date | string) => new Date(value).getTime();

/**
 * Creates a fresh code for `username` (a normalized 10-digit number), replacing
 * any earlier one, and sends it by SMS. Returns the code so demo mode can show it;
 * callers must not expose it otherwise.
 */
export async function sendOtp(ctx: ServerContext, username: string): Promise<string> {
  const now = ctx.now();
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');

  // Check the limits and record the send in one transaction, serialized per number
  // by an advisory lock, so parallel requests cannot slip past the limit together.
  const codeId = await ctx.db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock(hashtext($1))', [`otp:${username}`]);
    const recent = await tx.query<{ sent_at: Date | string }>(
      'select sent_at from otp_sends where username = $1 and sent_at > $2 order by sent_at desc',
      [username, new Date(now.getTime() - HOUR_MS).toISOString()],
    );
    const last = recent.rows[0];
    if (last) {
      const wait = RESEND_GAP_MS - (now.getTime() - time(last.sent_at));
      if (wait > 0) throw tooMany(`Please wait ${Math.ceil(wait / 1000)} seconds before requesting another OTP.`);
    }
    if (recent.rows.length >= MAX_SENDS_PER_HOUR) {
      const oldest = recent.rows[recent.rows.length - 1];
      const minutes = Math.max(1, Math.ceil((time(oldest.sent_at) + HOUR_MS - now.getTime()) / 60_000));
      throw tooMany(`Too many OTP requests for this number. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`);
    }
    // One live code per number: a resend makes the earlier code useless. Old rows go too.
    await tx.query('delete from otp_codes where username = $1 or created_at < $2', [
      username,
      new Date(now.getTime() - 24 * HOUR_MS).toISOString(),
    ]);
    const inserted = await tx.query<{ id: number }>(
      'insert into otp_codes (username, code_hash, expires_at, created_at) values ($1, $2, $3, $4) returning id',
      [username, hashCode(ctx, username, code), new Date(now.getTime() + OTP_TTL_MS).toISOString(), now.toISOString()],
    );
    await tx.query('insert into otp_sends (username, sent_at) values ($1, $2)', [username, now.toISOString()]);
    return inserted.rows[0].id;
  });

  try {
    const minutes = String(OTP_TTL_MS / 60_000);
    await ctx.sms.send(username, `Your Tote OTP is ${code}. It expires in ${minutes} minutes.`, { otp: code, minutes });
  } catch (error) {
    // The attempt still counts towards the limit, so a failing gateway cannot be hammered.
    await ctx.db.query('delete from otp_codes where id = $1', [codeId]).catch(() => {});
    (ctx.log ?? log).error({ err: { message: (error as Error).message } }, 'SMS sending failed');
    throw new HttpError(502, 'We could not send the OTP. Please try again.');
  }
  return code;
}

/** 400 with the OTP dialog's field text (spec point 8: a 400 shows the server's otp error). */
const otpError = (message: string) => badRequest(message, { otp: message });

async function liveCode(ctx: ServerContext, username: string): Promise<OtpRow | undefined> {
  const result = await ctx.db.query<OtpRow>(
    `select id, code_hash, expires_at, attempts, verified_at from otp_codes
     where username = $1 and consumed_at is null order by created_at desc, id desc limit 1`,
    [username],
  );
  return result.rows[0];
}

/** Checks `code` for `username`; marks the code verified or throws a 400 saying why not. */
export async function verifyOtp(ctx: ServerContext, username: string, code: string): Promise<void> {
  const formatError = validateField('otp', code, {});
  if (formatError) throw otpError(formatError);
  const row = await liveCode(ctx, username);
  if (!row) throw otpError(OTP_MESSAGES.noneSent);
  const now = ctx.now();
  if (row.attempts >= MAX_WRONG_ATTEMPTS) throw otpError(OTP_MESSAGES.tooManyAttempts);
  if (now.getTime() >= time(row.expires_at)) throw otpError(OTP_MESSAGES.expired);
  if (!sameHash(row.code_hash, hashCode(ctx, username, code))) {
    const updated = await ctx.db.query<{ attempts: number }>(
      'update otp_codes set attempts = attempts + 1 where id = $1 returning attempts',
      [row.id],
    );
    const attempts = updated.rows[0]?.attempts ?? MAX_WRONG_ATTEMPTS;
    throw otpError(attempts >= MAX_WRONG_ATTEMPTS ? OTP_MESSAGES.tooManyAttempts : OTP_MESSAGES.invalid);
  }
  if (!row.verified_at) {
    await ctx.db.query('update otp_codes set verified_at = $2 where id = $1', [row.id, now.toISOString()]);
  }
}

/**
 * The id of the verified, unused code of `username` (matching `code` when given),
 * still within its window after verification; null when there is none.
 */
export async function findVerifiedOtp(ctx: ServerContext, username: string, code?: string): Promise<number | null> {
  const row = await liveCode(ctx, username);
  if (!row || !row.verified_at) return null;
  if (ctx.now().getTime() - time(row.verified_at) > VERIFIED_WINDOW_MS) return null;
  if (code !== undefined && !sameHash(row.code_hash, hashCode(ctx, username, code))) return null;
  return row.id;
}

/** Marks the code used; false when another request consumed it first. */
export async function consumeOtp(ctx: ServerContext, id: number): Promise<boolean> {
  const result = await ctx.db.query('update otp_codes set consumed_at = $2 where id = $1 and consumed_at is null returning id', [
    id,
    ctx.now().toISOString(),
  ]);
  return result.rows.length === 1;
}
