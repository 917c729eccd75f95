import type { Queryable } from '../db/database';

const iso = (date: Date) => date.toISOString();

/** An operator was seen at `now` (a login, or a back-office call at most a minute after the last one noted). */
export async function markStaffSeen(db: Queryable, userId: number, now: Date): Promise<void> {
  await db.query('update users set staff_seen_at = $2 where id = $1', [userId, iso(now)]);
}

/** Notes a back-office call, writing only when the last note is a minute old: one write a minute per operator, not one per call. */
export async function touchStaffSeen(db: Queryable, userId: number, now: Date): Promise<void> {
  await db.query("update users set staff_seen_at = $2 where id = $1 and (staff_seen_at is null or staff_seen_at < $2::timestamptz - interval '1 minute')", [
    userId,
    iso(now),
  ]);
}

/** Ends every session of `userId` on every device: tokens issued up to `now` are refused from now on. */
export async function endSessions(db: Queryable, userId: number, now: Date): Promise<boolean> {
  return (await db.query('update users set sessions_revoked_at = $2 where id = $1 returning id', [userId, iso(now)])).rows.length === 1;
}
