import type { Queryable } from '../db/database';
import type { IsoDate } from '../catalogue/iso-date';

export interface PlanChangeRow {
  id: number;
  slab_id: number;
  effective_on: IsoDate;
  plan_name: string;
  months: number;
  amount: string | number;
}

/** The member's pending change of plan, with the plan it moves to. */
export async function findPendingPlanChange(db: Queryable, userId: number): Promise<PlanChangeRow | undefined> {
  const result = await db.query<PlanChangeRow>(
    `select c.id, c.slab_id, c.effective_on::text as effective_on, p.name as plan_name, s.months, s.amount
     from plan_changes c join membership_plan_slabs s on s.id = c.slab_id join membership_plans p on p.id = s.plan_id
     where c.user_id = $1 and c.status = 'PENDING'`,
    [userId],
  );
  return result.rows[0];
}

/** Ends the member's pending change, if any; whether there was one. */
export async function cancelPendingPlanChange(tx: Queryable, userId: number, at: Date): Promise<boolean> {
  const result = await tx.query("update plan_changes set status = 'CANCELLED', cancelled_at = $2 where user_id = $1 and status = 'PENDING' returning id", [
    userId,
    at.toISOString(),
  ]);
  return result.rows.length > 0;
}

export async function insertPlanChange(tx: Queryable, userId: number, slabId: number, effectiveOn: IsoDate, at: Date): Promise<void> {
  await tx.query('insert into plan_changes (user_id, slab_id, effective_on, created_at) values ($1, $2, $3, $4)', [
    userId,
    slabId,
    effectiveOn,
    at.toISOString(),
  ]);
}

/**
 * A renewal was paid for `slabId`, starting `startsOn`: the member's pending change is applied when it is
 * that plan (its day becomes the day the renewal starts), cancelled when they paid for another. Which, if any.
 */
export async function settlePlanChangeAtRenewal(
  tx: Queryable,
  userId: number,
  slabId: number,
  startsOn: IsoDate,
  at: Date,
): Promise<'APPLIED' | 'CANCELLED' | undefined> {
  const result = await tx.query<{ status: 'APPLIED' | 'CANCELLED' }>(
    `update plan_changes set status = case when slab_id = $2 then 'APPLIED' else 'CANCELLED' end,
       effective_on = case when slab_id = $2 then $3::date else effective_on end,
       cancelled_at = case when slab_id = $2 then null else $4::timestamptz end
     where user_id = $1 and status = 'PENDING' returning status`,
    [userId, slabId, startsOn, at.toISOString()],
  );
  return result.rows[0]?.status;
}

/** The change applied at the start of the membership covering `today`, if the member renewed onto a chosen plan. */
export async function findAppliedPlanChange(db: Queryable, userId: number, today: IsoDate): Promise<PlanChangeRow | undefined> {
  const result = await db.query<PlanChangeRow>(
    `select c.id, c.slab_id, c.effective_on::text as effective_on, p.name as plan_name, s.months, s.amount
     from plan_changes c join membership_plan_slabs s on s.id = c.slab_id join membership_plans p on p.id = s.plan_id
     join user_memberships m on m.user_id = c.user_id and m.slab_id = c.slab_id and m.start_date = c.effective_on
     where c.user_id = $1 and c.status = 'APPLIED' and m.end_date >= $2::date
     order by c.effective_on desc, c.id desc limit 1`,
    [userId, today],
  );
  return result.rows[0];
}
