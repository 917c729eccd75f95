import type { Queryable } from '../db/database';

/** Stores a code's hash for `userId` until `expiresAt`, dropping codes already expired. */
export async function insertHandoffCode(db: Queryable, codeHash: string, userId: number, expiresAt: Date, now: Date): Promise<void> {
  await db.query('delete from handoff_codes where expires_at < $1', [now]);
  await db.query('insert into handoff_codes (code_hash, user_id, expires_at) values ($1, $2, $3)', [codeHash, userId, expiresAt]);
}

/**
 * Uses the code: one atomic update, so of two racing exchanges of the same
 * code only one gets the row. The member's id, or null for an unknown, used or
 * expired code.
 */
export async function useHandoffCode(db: Queryable, codeHash: string, now: Date): Promise<number | null> {
  const { rows } = await db.query<{ user_id: number }>(
    'update handoff_codes set used_at = $2 where code_hash = $1 and used_at is null and expires_at > $2 returning user_id',
    [codeHash, now],
  );
  return rows[0]?.user_id ?? null;
}
