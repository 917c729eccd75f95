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
