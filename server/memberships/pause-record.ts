import type { Queryable } from '../db/database';
import type { IsoDate } from '../catalogue/iso-date';
import type { MembershipPause } from '../../src/api/shapes/membership-pause';

export interface PauseRow {
  id: number;
  user_membership_id: number;
  user_id: number;
  starts_on: IsoDate;
  ends_on: IsoDate;
  weeks: number;
  ended_early_by: string | null;
}

const PAUSE_COLUMNS = 'id, user_membership_id, user_id, starts_on::text as starts_on, ends_on::text as ends_on, weeks, ended_early_by';

/** The member's pause covering `today`, if any (`lock`: its row, for ending it). */
export async function findRunningPause(db: Queryable, userId: number, today: IsoDate, lock = false): Promise<PauseRow | undefined> {
  const rows = await db.query<PauseRow>(
    `select ${PAUSE_COLUMNS} from membership_pauses where user_id = $1 and starts_on <= $2::date and ends_on > $2::date
     order by starts_on desc limit 1${lock ? ' for update' : ''}`,
    [userId, today],
  );
  return rows.rows[0];
}

/** All the member's pauses, latest first. */
export async function listPauses(db: Queryable, userId: number): Promise<PauseRow[]> {
  return (await db.query<PauseRow>(`select ${PAUSE_COLUMNS} from membership_pauses where user_id = $1 order by starts_on desc, id desc`, [userId])).rows;
}

/** Pauses of the membership started from `from` on: one membership year's count. */
export async function countPausesSince(db: Queryable, membershipId: number, from: IsoDate): Promise<number> {
  const rows = await db.query<{ n: number }>('select count(*)::int as n from membership_pauses where user_membership_id = $1 and starts_on >= $2::date', [
    membershipId,
    from,
  ]);
  return rows.rows[0].n;
}

/** Records the pause and moves the membership's end date by its length; the exclusion constraint refuses an overlap (23P01). */
export async function insertPause(tx: Queryable, p: { membershipId: number; userId: number; startsOn: IsoDate; weeks: number }): Promise<PauseRow> {
  const inserted = await tx.query<PauseRow>(
    `insert into membership_pauses (user_membership_id, user_id, starts_on, ends_on, weeks) values ($1, $2, $3::date, $3::date + $4 * 7, $4)
     returning ${PAUSE_COLUMNS}`,
    [p.membershipId, p.userId, p.startsOn, p.weeks],
  );
  await tx.query('update user_memberships set end_date = end_date + $2 * 7 where id = $1', [p.membershipId, p.weeks]);
  return inserted.rows[0];
}

/**
 * Ends a running pause on `today` instead of its planned day, and moves the membership's end date
 * back by the days not used. Returns the membership's new end date.
 */
export async function endPauseEarly(tx: Queryable, pause: PauseRow, today: IsoDate, by: 'MEMBER' | 'OPERATOR'): Promise<IsoDate> {
  await tx.query('update membership_pauses set ends_on = $2::date, ended_early_by = $3, end_told_at = now() where id = $1', [pause.id, today, by]);
  const moved = await tx.query<{ end_date: IsoDate }>(
    'update user_memberships set end_date = end_date - ($2::date - $3::date) where id = $1 returning end_date::text as end_date',
    [pause.user_membership_id, pause.ends_on, today],
  );
  return moved.rows[0].end_date;
}

/** Pauses that ran their course by `today` and whose member has not been told: marked told, and returned. */
export async function claimEndedPauses(db: Queryable, today: IsoDate, limit = 100): Promise<PauseRow[]> {
  const rows = await db.query<PauseRow>(
    `update membership_pauses set end_told_at = now() where id in (
       select id from membership_pauses where end_told_at is null and ends_on <= $1::date order by ends_on, id limit $2 for update skip locked
     ) returning ${PAUSE_COLUMNS}`,
    [today, limit],
  );
  return rows.rows;
}

/** Whether the member has a bag out: shipped (or running) and not yet checked in. */
export async function hasBagOut(db: Queryable, userId: number): Promise<boolean> {
  const rows = await db.query("select 1 from bookings where user_id = $1 and status = 'BOOKED' and shipped_at is not null limit 1", [userId]);
  return rows.rows.length > 0;
}

/** The member's first open booking starting before `until` (a pause may not cover one). */
export async function firstBookingBefore(db: Queryable, userId: number, until: IsoDate): Promise<{ start_date: IsoDate; title: string } | undefined> {
  const rows = await db.query<{ start_date: IsoDate; title: string }>(
    `select b.start_date::text as start_date, p.title from bookings b join products p on p.id = b.product_id
     where b.user_id = $1 and b.status = 'BOOKED' and b.start_date < $2::date order by b.start_date limit 1`,
    [userId, until],
  );
  return rows.rows[0];
}

export function pauseJson(row: PauseRow, today: IsoDate): MembershipPause {
  return {
    pauseId: row.id,
    startDate: row.starts_on,
    endDate: row.ends_on,
    weeks: row.weeks,
    status: row.starts_on > today ? 'UPCOMING' : row.ends_on > today ? 'RUNNING' : 'ENDED',
    endedEarlyBy: row.ended_early_by,
  };
}
