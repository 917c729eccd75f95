import type { Queryable } from '../db/database';
import type { IsoDate } from '../catalogue/iso-date';
import type { MembershipSlab, UserMembership } from '../../src/api/shapes/membership';
import { prepared } from '../db/prepared';

/** A membership_plan_slabs row joined with its plan. */
export interface SlabRow {
  slab_id: number;
  months: number;
  amount: string | number;
  plan_id: number;
  plan_code: string;
  plan_name: string;
  description: string;
  bags_at_a_time: number;
  max_rental_days: number;
}

export interface UserMembershipRow extends SlabRow {
  id: number;
  user_id: number;
  start_date: IsoDate;
  end_date: IsoDate;
  status: string;
}

const SLAB_COLUMNS = `s.id as slab_id, s.months, s.amount, p.id as plan_id, p.code as plan_code, p.name as plan_name,
  p.description, p.bags_at_a_time, p.max_rental_days`;
const SLAB_FROM = 'membership_plan_slabs s join membership_plans p on p.id = s.plan_id';
const MEMBERSHIP_COLUMNS = `m.id, m.user_id, m.start_date::text as start_date, m.end_date::text as end_date, m.status, ${SLAB_COLUMNS}`;

/** The slabs on offer: a retired plan's are not (its members keep their memberships; see manage-plans.ts). */
export async function listSlabs(db: Queryable): Promise<SlabRow[]> {
  return (await db.query<SlabRow>(`select ${SLAB_COLUMNS} from ${SLAB_FROM} where p.retired_at is null order by p.sort_order, p.id, s.months`)).rows;
}

/** Any slab, a retired plan's too, saying whether it is (`retired`). */
export async function findSlab(db: Queryable, slabId: number): Promise<(SlabRow & { retired: boolean }) | undefined> {
  return (
    await db.query<SlabRow & { retired: boolean }>(`select ${SLAB_COLUMNS}, p.retired_at is not null as retired from ${SLAB_FROM} where s.id = $1`, [slabId])
  ).rows[0];
}

/** The membership that lets the user book on `today`: ACTIVE and covering the day. */
export async function findCurrentMembership(db: Queryable, userId: number, today: IsoDate): Promise<UserMembershipRow | undefined> {
  const result = await db.query<UserMembershipRow>(
    prepared(`select ${MEMBERSHIP_COLUMNS} from user_memberships m join ${SLAB_FROM} on s.id = m.slab_id
     where m.user_id = $1 and m.status = 'ACTIVE' and $2::date between m.start_date and m.end_date
     order by m.end_date desc, m.id desc limit 1`),
    [userId, today],
  );
  return result.rows[0];
}

/** The membership to show: the current one, else the latest that started (or will start). */
export async function findShownMembership(db: Queryable, userId: number, today: IsoDate): Promise<UserMembershipRow | undefined> {
  const current = await findCurrentMembership(db, userId, today);
  if (current) return current;
  const result = await db.query<UserMembershipRow>(
    prepared(`select ${MEMBERSHIP_COLUMNS} from user_memberships m join ${SLAB_FROM} on s.id = m.slab_id
     where m.user_id = $1 order by m.end_date desc, m.id desc limit 1`),
    [userId],
  );
  return result.rows[0];
}

/** All the member's memberships, latest end first (the back office's member page). */
export async function listMemberships(db: Queryable, userId: number): Promise<UserMembershipRow[]> {
  const result = await db.query<UserMembershipRow>(
    `select ${MEMBERSHIP_COLUMNS} from user_memberships m join ${SLAB_FROM} on s.id = m.slab_id
     where m.user_id = $1 order by m.end_date desc, m.id desc`,
    [userId],
  );
  return result.rows;
}

/** The membership of `statuses` covering `today`, locked (an operator's hold or reactivation). */
export async function findMembershipCovering(
  db: Queryable,
  userId: number,
  today: IsoDate,
  statuses: readonly string[],
): Promise<UserMembershipRow | undefined> {
  const locked = await db.query<{ id: number }>(
    `select id from user_memberships where user_id = $1 and status = any($3::text[]) and $2::date between start_date and end_date
     order by end_date desc, id desc limit 1 for update`,
    [userId, today, statuses],
  );
  return locked.rows[0] ? findMembershipById(db, locked.rows[0].id) : undefined;
}

/** Whether an operator has put a membership covering `today` on hold. */
/** The end of the member's latest membership, whatever its state: what an expired member is told. */
export async function latestMembershipEnd(db: Queryable, userId: number): Promise<IsoDate | undefined> {
  return (
    await db.query<{ end_date: IsoDate }>('select end_date::text as end_date from user_memberships where user_id = $1 order by end_date desc limit 1', [userId])
  ).rows[0]?.end_date;
}

/** The last day of the member's ACTIVE memberships, if any: a new one starts the day after. */
export async function latestActiveMembershipEnd(db: Queryable, userId: number): Promise<IsoDate | undefined> {
  return (
    (
      await db.query<{ end_date: IsoDate | null }>("select max(end_date)::text as end_date from user_memberships where user_id = $1 and status = 'ACTIVE'", [
        userId,
      ])
    ).rows[0]?.end_date ?? undefined
  );
}

export async function hasMembershipOnHold(db: Queryable, userId: number, today: IsoDate): Promise<boolean> {
  const rows = await db.query("select 1 from user_memberships where user_id = $1 and status = 'ONHOLD' and $2::date between start_date and end_date limit 1", [
    userId,
    today,
  ]);
  return rows.rows.length > 0;
}

export async function setMembershipStatus(tx: Queryable, membershipId: number, status: string): Promise<void> {
  await tx.query('update user_memberships set status = $2 where id = $1', [membershipId, status]);
}

/** Puts a membership on hold with the operator's reason, which the member reads while it lasts. */
export async function holdMembershipRow(tx: Queryable, membershipId: number, reason: string, at: Date): Promise<void> {
  await tx.query("update user_memberships set status = 'ONHOLD', hold_reason = $2, held_at = $3 where id = $1", [membershipId, reason, at]);
}

export async function findMembershipById(db: Queryable, id: number): Promise<UserMembershipRow | undefined> {
  const result = await db.query<UserMembershipRow>(
    `select ${MEMBERSHIP_COLUMNS} from user_memberships m join ${SLAB_FROM} on s.id = m.slab_id where m.id = $1`,
    [id],
  );
  return result.rows[0];
}

/** The status a member reads: an ACTIVE row is EXPIRED after its end and UPCOMING before its start. */
export function membershipStatus(row: UserMembershipRow, today: IsoDate): string {
  if (row.status !== 'ACTIVE') return row.status;
  if (row.end_date < today) return 'EXPIRED';
  if (row.start_date > today) return 'UPCOMING';
  return 'ACTIVE';
}

/** The slab as the client reads it (src/api/shapes/membership.ts MembershipSlabShape). */
export function slabJson(row: SlabRow): MembershipSlab {
  return {
    id: row.slab_id,
    membershipPlanSlabId: row.slab_id,
    membershipPlanId: row.plan_id,
    membershipPlanName: row.plan_name,
    planCode: row.plan_code,
    amount: Number(row.amount),
    durationInMonths: row.months,
    description: row.description,
    bagsAtATime: row.bags_at_a_time,
    maxRentalDays: row.max_rental_days,
  };
}

/** The member's membership as the client reads it (UserMembershipShape). */
export function userMembershipJson(row: UserMembershipRow, today: IsoDate): UserMembership {
  return {
    userMembershipId: row.id,
    userId: row.user_id,
    membershipPlanSlab: slabJson(row),
    startDate: row.start_date,
    expiryDate: row.end_date,
    status: membershipStatus(row, today),
  };
}

/**
 * Starts a membership of `slabId` for the user on `startDate`, ending the day
 * before the same date `months` later. For order activation.
 */
export async function insertUserMembership(db: Queryable, userId: number, slabId: number, startDate: IsoDate, status = 'ACTIVE'): Promise<number> {
  const result = await db.query<{ id: number }>(
    `insert into user_memberships (user_id, slab_id, start_date, end_date, status)
     select $1, s.id, $3::date, ($3::date + make_interval(months => s.months) - interval '1 day')::date, $4
     from membership_plan_slabs s where s.id = $2 returning id`,
    [userId, slabId, startDate, status],
  );
  if (!result.rows[0]) throw new Error(`No membership slab ${slabId}`);
  return result.rows[0].id;
}
