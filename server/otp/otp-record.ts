import type { Queryable } from '../db/database';

/** The live (unconsumed) code of a number, as stored: only its keyed hash. */
export interface OtpRow {
  id: number;
  code_hash: string;
  expires_at: Date | string;
  attempts: number;
  verified_at: Date | string | null;
}

const iso = (date: Date) => date.toISOString();

/**
 * Serializes every OTP send of every instance (one PostgreSQL advisory lock,
 * held to the end of `tx`), so the limits are checked and the send recorded as
 * one step: parallel requests cannot slip past a limit together.
 */
export async function lockOtpSends(tx: Queryable): Promise<void> {
  await tx.query("select pg_advisory_xact_lock(hashtext('otp:sends'))");
}

export interface SendWindow {
  n: number;
  oldest: Date | null;
  newest: Date | null;
}

/** Why a code is sent: to a number with no account (a sign-up), or to log in. */
export type SendPurpose = 'signup' | 'login';

/** The sends since `since`: of one number, of one client, or of everyone for one purpose. */
export async function sendsSince(tx: Queryable, since: Date, by: { username: string } | { client: string } | { purpose: SendPurpose }): Promise<SendWindow> {
  const [where, params] =
    'username' in by ? [' and username = $2', [by.username]] : 'client' in by ? [' and client = $2', [by.client]] : [' and purpose = $2', [by.purpose]];
  const row = (
    await tx.query<{ n: number; oldest: Date | string | null; newest: Date | string | null }>(
      `select count(*)::int as n, min(sent_at) as oldest, max(sent_at) as newest from otp_sends where sent_at > $1${where}`,
      [iso(since), ...params],
    )
  ).rows[0];
  const date = (value: Date | string | null) => (value === null ? null : new Date(value));
  return { n: row.n, oldest: date(row.oldest), newest: date(row.newest) };
}

/** Whether `username` has an account, and holds the operator role: which ceilings its sends count against. */
export async function numberHolder(tx: Queryable, username: string): Promise<{ roles: string[] } | undefined> {
  return (await tx.query<{ roles: string[] }>('select roles from users where username = $1', [username])).rows[0];
}

/** One live code per number: a new one replaces the earlier; codes and sends older than `before` go too. */
export async function replaceCode(
  tx: Queryable,
  code: { username: string; hash: string; expiresAt: Date; now: Date; client: string; purpose: SendPurpose },
  before: Date,
): Promise<number> {
  await tx.query('delete from otp_codes where username = $1 or created_at < $2', [code.username, iso(before)]);
  await tx.query('delete from otp_sends where sent_at < $1', [iso(before)]);
  const inserted = await tx.query<{ id: number }>('insert into otp_codes (username, code_hash, expires_at, created_at) values ($1, $2, $3, $4) returning id', [
    code.username,
    code.hash,
    iso(code.expiresAt),
    iso(code.now),
  ]);
  await tx.query('insert into otp_sends (username, sent_at, client, purpose) values ($1, $2, $3, $4)', [
    code.username,
    iso(code.now),
    code.client,
    code.purpose,
  ]);
  return inserted.rows[0].id;
}

export async function deleteCode(db: Queryable, id: number): Promise<void> {
  await db.query('delete from otp_codes where id = $1', [id]);
}

export async function findLiveCode(db: Queryable, username: string): Promise<OtpRow | undefined> {
  const result = await db.query<OtpRow>(
    `select id, code_hash, expires_at, attempts, verified_at from otp_codes
     where username = $1 and consumed_at is null order by created_at desc, id desc limit 1`,
    [username],
  );
  return result.rows[0];
}

/**
 * Takes one try of code `id`, atomically: the count goes up only while it is
 * below `max`, so however many guesses arrive at once, at most `max` are
 * compared. Null when the tries are used up.
 */
export async function claimAttempt(db: Queryable, id: number, max: number): Promise<number | null> {
  const result = await db.query<{ attempts: number }>('update otp_codes set attempts = attempts + 1 where id = $1 and attempts < $2 returning attempts', [
    id,
    max,
  ]);
  return result.rows[0]?.attempts ?? null;
}

/** Gives back a try that turned out right: only wrong codes count. */
export async function releaseAttempt(db: Queryable, id: number): Promise<void> {
  await db.query('update otp_codes set attempts = attempts - 1 where id = $1 and attempts > 0', [id]);
}

export async function markVerified(db: Queryable, id: number, now: Date): Promise<void> {
  await db.query('update otp_codes set verified_at = coalesce(verified_at, $2) where id = $1', [id, iso(now)]);
}

/** Marks the code used; false when another request consumed it first. */
export async function consumeCode(db: Queryable, id: number, now: Date): Promise<boolean> {
  const result = await db.query('update otp_codes set consumed_at = $2 where id = $1 and consumed_at is null returning id', [id, iso(now)]);
  return result.rows.length === 1;
}
