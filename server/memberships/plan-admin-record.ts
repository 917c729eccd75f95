import type { Queryable } from '../db/database';

// The SQL of the back office's plans and prices (manage-plans.ts decides).

export interface PlanRow {
  id: number;
  code: string;
  name: string;
  description: string;
  bags_at_a_time: number;
  max_rental_days: number;
  sort_order: number;
  retired_at: Date | string | null;
  /** Members whose membership on the plan has not ended. */
  members: number;
}

export interface PlanSlabRow {
  id: number;
  plan_id: number;
  months: number;
  amount: string | number;
}

const PLAN_SELECT = `select p.id, p.code, p.name, p.description, p.bags_at_a_time, p.max_rental_days, p.sort_order, p.retired_at,
  (select count(distinct m.user_id)::int from user_memberships m join membership_plan_slabs s on s.id = m.slab_id
    where s.plan_id = p.id and m.status = 'ACTIVE' and m.end_date >= $1::date) as members
  from membership_plans p`;

/** Every plan, offered ones first in their order, then the retired; with their slabs. */
export async function listPlans(db: Queryable, today: string): Promise<{ plans: PlanRow[]; slabs: PlanSlabRow[] }> {
  const plans = (await db.query<PlanRow>(`${PLAN_SELECT} order by (p.retired_at is not null), p.sort_order, p.id`, [today])).rows;
  const slabs = (await db.query<PlanSlabRow>('select id, plan_id, months, amount from membership_plan_slabs order by plan_id, months')).rows;
  return { plans, slabs };
}

/** The plan and its slabs, locked for a change; undefined when there is none. */
export async function lockPlan(tx: Queryable, id: number, today: string): Promise<{ plan: PlanRow; slabs: PlanSlabRow[] } | undefined> {
  const locked = await tx.query<{ id: number }>('select id from membership_plans where id = $1 for update', [id]);
  if (!locked.rows[0]) return undefined;
  const plan = (await tx.query<PlanRow>(`${PLAN_SELECT} where p.id = $2`, [today, id])).rows[0];
  const slabs = (
    await tx.query<PlanSlabRow>('select id, plan_id, months, amount from membership_plan_slabs where plan_id = $1 order by months for update', [id])
  ).rows;
  return { plan, slabs };
}

export async function planNameTaken(tx: Queryable, name: string, exceptId: number | null): Promise<boolean> {
  const result = await tx.query('select 1 from membership_plans where lower(name) = lower($1) and id <> $2', [name, exceptId ?? 0]);
  return result.rows.length > 0;
}

export interface NewPlan {
  code: string;
  name: string;
  description: string;
  bagsAtATime: number;
  maxRentalDays: number;
}

/** Adds the plan after the others under a code not yet taken (numbered when it is); returns its id. */
export async function insertPlan(tx: Queryable, plan: NewPlan): Promise<number> {
  for (let n = 1; ; n++) {
    const result = await tx.query<{ id: number }>(
      `insert into membership_plans (code, name, description, bags_at_a_time, max_rental_days, sort_order)
       values ($1, $2, $3, $4, $5, (select coalesce(max(sort_order), 0) + 1 from membership_plans))
       on conflict (code) do nothing returning id`,
      [n === 1 ? plan.code : `${plan.code}_${n}`, plan.name, plan.description, plan.bagsAtATime, plan.maxRentalDays],
    );
    if (result.rows[0]) return result.rows[0].id;
  }
}

export async function updatePlanText(tx: Queryable, id: number, name: string, description: string): Promise<void> {
  await tx.query('update membership_plans set name = $2, description = $3 where id = $1', [id, name, description]);
}

/** The price of the plan's term of `months`: the slab's new amount, or a new slab for a term it did not have. */
export async function setSlabPrice(tx: Queryable, planId: number, months: number, amount: number): Promise<void> {
  await tx.query(
    `insert into membership_plan_slabs (plan_id, months, amount) values ($1, $2, $3)
     on conflict (plan_id, months) do update set amount = excluded.amount where membership_plan_slabs.amount <> excluded.amount`,
    [planId, months, amount],
  );
}

/** Retired (`at` a moment: no longer offered) or offered again (null). */
export async function setPlanRetired(tx: Queryable, id: number, at: Date | null): Promise<void> {
  await tx.query('update membership_plans set retired_at = $2 where id = $1', [id, at?.toISOString() ?? null]);
}
