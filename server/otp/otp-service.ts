import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { ServerContext } from '../context';
import { clientKey } from '../net/ip-address';
import { DomainError, invalidInput, tooMany, upstreamFailed } from '../domain-error';
import { isOperator } from '../operators/operator-record';
import { log } from '../log/logger';
import type { SendLimit } from './otp-limits';
import {
  claimAttempt,
  consumeCode,
  deleteCode,
  findLiveCode,
  lockOtpSends,
  markVerified,
  numberHolder,
  type OtpRow,
  releaseAttempt,
  replaceCode,
  type SendWindow,
  sendsSince,
} from './otp-record';

/** A code lives 5 minutes (shown in the SMS text). */
export const OTP_TTL_MS = 5 * 60_000;
/** Matches the OTP dialog's 30-second countdown before 'Resend OTP' (spec point 9). */
export const RESEND_GAP_MS = 30_000;
export const MAX_SENDS_PER_HOUR = 5;
/** Wrong codes allowed per code, over verify-otp, generate-token and register together. */
export const MAX_WRONG_ATTEMPTS = 5;
/** After verification the flow still has to register and fetch tokens; give it this long. */
export const VERIFIED_WINDOW_MS = 10 * 60_000;

export const OTP_MESSAGES = {
  invalid: 'Invalid OTP',
  expired: 'OTP has expired. Please request a new OTP.',
  tooManyAttempts: 'Too many wrong attempts. Please request a new OTP.',
  noneSent: 'No OTP is pending for this number. Please request a new OTP.',
  notVerified: 'Please verify the OTP sent to your mobile number first.',
  missing: 'Please enter the OTP sent to your mobile number.',
  clientLimit: 'Too many OTP requests from your network. Please try again later.',
  globalLimit: 'We cannot send OTPs right now. Please try again later.',
  sendFailed: 'We could not send the OTP. Please try again.',
} as const;

const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;

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
const minutesText = (ms: number) => {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
};

/** Seconds until the oldest send of a full window leaves it. */
const secondsUntilFree = (window: SendWindow, windowMs: number, now: Date) =>
  window.oldest === null ? 1 : (window.oldest.getTime() + windowMs - now.getTime()) / 1000;

/** Refuses a send over `limit` within its window (429 with Retry-After). */
function checkLimit(window: SendWindow, limit: SendLimit, now: Date, refuse: (retryAfter: number) => DomainError): void {
  if (window.n >= limit.max) throw refuse(secondsUntilFree(window, limit.windowSeconds * 1000, now));
}

/**
 * Creates a fresh code for `username` (a normalized 10-digit number), replacing
 * any earlier one, and sends it by SMS. `client` is the requester's address
 * (server/http/client-address.ts), counted by its key (an IPv6 /64); null when
 * there is no connection (in-process tests), which no per-client limit applies
 * to. The ceilings: per number (an operator's is higher: staff log in all day),
 * per client, and over everyone, where sends to numbers with no account
 * (sign-ups) have a ceiling of their own, so a flood of them cannot stop
 * members logging in. Returns the code so demo mode can show it; callers must
 * not expose it otherwise.
 */
export async function sendOtp(ctx: ServerContext, username: string, client: string | null): Promise<string> {
  const now = ctx.now();
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const limits = ctx.config.otpSendLimits;

  // Every limit is checked and the send recorded in one transaction under one lock,
  // so neither parallel requests nor several instances slip past a limit together.
  const codeId = await ctx.db.transaction(async (tx) => {
    await lockOtpSends(tx);
    const holder = await numberHolder(tx, username);
    const purpose = holder ? 'login' : 'signup';
    const perHour = holder && isOperator(holder.roles) ? limits.operatorPerHour : MAX_SENDS_PER_HOUR;
    const ofNumber = await sendsSince(tx, new Date(now.getTime() - HOUR_MS), { username });
    if (ofNumber.newest) {
      const wait = RESEND_GAP_MS - (now.getTime() - ofNumber.newest.getTime());
      if (wait > 0) throw tooMany(`Please wait ${Math.ceil(wait / 1000)} seconds before requesting another OTP.`, wait / 1000, 'OTP_RESEND_TOO_SOON');
    }
    checkLimit(ofNumber, { max: perHour, windowSeconds: HOUR_MS / 1000 }, now, (retryAfter) =>
      tooMany(`Too many OTP requests for this number. Please try again in ${minutesText(retryAfter * 1000)}.`, retryAfter, 'OTP_NUMBER_LIMIT'),
    );
    const key = client === null ? '' : clientKey(client);
    if (key) {
      const ofClient = await sendsSince(tx, new Date(now.getTime() - limits.perClient.windowSeconds * 1000), { client: key });
      checkLimit(ofClient, limits.perClient, now, (retryAfter) => tooMany(OTP_MESSAGES.clientLimit, retryAfter, 'OTP_CLIENT_LIMIT'));
    }
    const ceiling = purpose === 'signup' ? limits.signUp : limits.global;
    const ofAll = await sendsSince(tx, new Date(now.getTime() - ceiling.windowSeconds * 1000), { purpose });
    checkLimit(ofAll, ceiling, now, (retryAfter) => tooMany(OTP_MESSAGES.globalLimit, retryAfter, 'OTP_GLOBAL_LIMIT'));

    return replaceCode(
      tx,
      { username, hash: hashCode(ctx, username, code), expiresAt: new Date(now.getTime() + OTP_TTL_MS), now, client: key, purpose },
      new Date(now.getTime() - DAY_MS),
    );
  });

  try {
    const minutes = String(OTP_TTL_MS / 60_000);
    await ctx.sms.send(username, `Your Tote OTP is ${code}. It expires in ${minutes} minutes.`, { otp: code, minutes });
  } catch (error) {
    // The attempt still counts towards the limits, so a failing gateway cannot be hammered.
    await deleteCode(ctx.db, codeId).catch(() => {});
    (ctx.log ?? log).error({ err: { message: (error as Error).message } }, 'SMS sending failed');
    throw upstreamFailed(OTP_MESSAGES.sendFailed);
  }
  return code;
}

/** 400 with the OTP dialog's field text (spec point 8: a 400 shows the server's otp error). */
const otpError = (message: string, code: 'OTP_INVALID' | 'OTP_EXPIRED' | 'OTP_TOO_MANY_ATTEMPTS' | 'OTP_NONE_PENDING' | 'OTP_NOT_VERIFIED') =>
  invalidInput(message, { otp: message }, code);

/**
 * Compares `code` with the stored one, after taking one try atomically: at most
 * MAX_WRONG_ATTEMPTS comparisons per code however many arrive at once. A right
 * code gives its try back; a wrong one keeps it and is a 400.
 */
async function tryCode(ctx: ServerContext, row: OtpRow, username: string, code: string): Promise<void> {
  const attempts = await claimAttempt(ctx.db, row.id, MAX_WRONG_ATTEMPTS);
  if (attempts === null) throw otpError(OTP_MESSAGES.tooManyAttempts, 'OTP_TOO_MANY_ATTEMPTS');
  if (sameHash(row.code_hash, hashCode(ctx, username, code))) {
    await releaseAttempt(ctx.db, row.id);
    return;
  }
  throw attempts >= MAX_WRONG_ATTEMPTS ? otpError(OTP_MESSAGES.tooManyAttempts, 'OTP_TOO_MANY_ATTEMPTS') : otpError(OTP_MESSAGES.invalid, 'OTP_INVALID');
}

/** POST /api/user/verify-otp: checks `code` (6 digits) for `username`; marks the code verified or throws a 400 saying why not. */
export async function verifyOtp(ctx: ServerContext, username: string, code: string): Promise<void> {
  const row = await findLiveCode(ctx.db, username);
  if (!row) throw otpError(OTP_MESSAGES.noneSent, 'OTP_NONE_PENDING');
  if (row.attempts >= MAX_WRONG_ATTEMPTS) throw otpError(OTP_MESSAGES.tooManyAttempts, 'OTP_TOO_MANY_ATTEMPTS');
  if (ctx.now().getTime() >= time(row.expires_at)) throw otpError(OTP_MESSAGES.expired, 'OTP_EXPIRED');
  await tryCode(ctx, row, username, code);
  await markVerified(ctx.db, row.id, ctx.now());
}

/**
 * The verified, unused code of `username`, still within its window after
 * verification, or a 400. `code` (generate-token, register) must be that
 * code: a wrong one counts against the same tries as verify-otp.
 */
export async function requireVerifiedOtp(ctx: ServerContext, username: string, code: string): Promise<number> {
  const row = await findLiveCode(ctx.db, username);
  if (!row || !row.verified_at || ctx.now().getTime() - time(row.verified_at) > VERIFIED_WINDOW_MS) {
    throw invalidInput(OTP_MESSAGES.notVerified, undefined, 'OTP_NOT_VERIFIED');
  }
  await tryCode(ctx, row, username, code);
  return row.id;
}

/** Marks the code used (the last step of login and sign-up); false when another request consumed it first. */
export function consumeOtp(ctx: ServerContext, id: number): Promise<boolean> {
  return consumeCode(ctx.db, id, ctx.now());
}
