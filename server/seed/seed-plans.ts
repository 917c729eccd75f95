import type { Database } from '../db/database';
import { PLANS } from '../memberships/plans';

/** The plans and their slabs (server/memberships/plans.ts): reference data every club needs. Idempotent. */
export async function seedPlans(db: Database): Promise<void> {
  const existing = await db.query<{ n: number }>('select count(*)::int as n from membership_plans');
  if (existing.rows[0].n > 0) return;
  await db.transaction(async (tx) => {
    for (const [order, plan] of PLANS.entries()) {
      const inserted = await tx.query<{ id: number }>(
        `insert into membership_plans (code, name, description, bags_at_a_time, max_rental_days, sort_order)
         values ($1, $2, $3, $4, $5, $6) on conflict (code) do nothing returning id`,
        [plan.code, plan.name, plan.description, plan.bagsAtATime, plan.maxRentalDays, order + 1],
      );
      const planId = inserted.rows[0]?.id;
      if (!planId) continue;
      for (const slab of plan.slabs) {
        await tx.query('insert into membership_plan_slabs (plan_id, months, amount) values ($1, $2, $3)', [planId, slab.months, slab.amount]);
      }
    }
  });
}
