import type { ServerContext } from '../context';
import type { PlanChange } from '../../src/api/shapes/my-account';
import { addDays, isoDay } from '../catalogue/iso-date';
import { conflict, invalidInput, notFound } from '../domain-error';
import { findCurrentMembership, findSlab, latestActiveMembershipEnd } from '../memberships/membership-record';
import { writeAudit } from '../operators/audit-record';
import { findUserById } from '../users/user-record';
import { lockMember } from './account-record';
import { cancelPendingPlanChange, findAppliedPlanChange, findPendingPlanChange, insertPlanChange, type PlanChangeRow } from './plan-change-record';

export const PLAN_CHANGE_MESSAGES = {
  noMembership: 'You can change your plan at renewal while your membership is active. To renew now, choose a plan on the packages page.',
  noSuchPlan: 'That plan is no longer offered. Please choose another.',
  samePlan: 'That is already your plan. Choose another plan to change to at renewal.',
  nothingPending: 'You have no plan change waiting: your membership renews on the plan you have.',
} as const;

const json = (row: PlanChangeRow): NonNullable<PlanChange> => ({
  membershipPlanSlabId: row.slab_id,
  planName: row.plan_name,
  durationInMonths: row.months,
  amount: Number(row.amount),
  effectiveOn: row.effective_on,
});

/** The pending change, else the one the current membership renewed onto (marked `applied`), else null. */
export async function pendingPlanChange(ctx: ServerContext, userId: number): Promise<PlanChange> {
  const row = await findPendingPlanChange(ctx.db, userId);
  if (row) return json(row);
  const applied = await findAppliedPlanChange(ctx.db, userId, isoDay(ctx.now()));
  return applied ? { ...json(applied), applied: true } : null;
}

/**
 * Keeps `slabId` as the plan the member's membership renews on, from the day after the last day already paid
 * for. Nothing is charged now; an earlier choice is replaced. Audited as the member's own action.
 */
export async function choosePlanAtRenewal(ctx: ServerContext, userId: number, slabId: number): Promise<PlanChange> {
  const now = ctx.now();
  const today = isoDay(now);
  return ctx.db.transaction(async (tx) => {
    if (!(await lockMember(tx, userId))) throw notFound();
    const membership = await findCurrentMembership(tx, userId, today);
    if (!membership) throw conflict(PLAN_CHANGE_MESSAGES.noMembership);
    const slab = await findSlab(tx, slabId);
    if (!slab || slab.retired) throw invalidInput(PLAN_CHANGE_MESSAGES.noSuchPlan, { membershipPlanSlabId: PLAN_CHANGE_MESSAGES.noSuchPlan });
    if (slab.slab_id === membership.slab_id) throw invalidInput(PLAN_CHANGE_MESSAGES.samePlan, { membershipPlanSlabId: PLAN_CHANGE_MESSAGES.samePlan });
    const effectiveOn = addDays((await latestActiveMembershipEnd(tx, userId)) ?? membership.end_date, 1);
    await cancelPendingPlanChange(tx, userId, now);
    await insertPlanChange(tx, userId, slab.slab_id, effectiveOn, now);
    const user = (await findUserById(tx, userId))!;
    await writeAudit(tx, { userId, name: `${user.first_name} ${user.last_name} (member)` }, now, {
      action: 'member.plan-change',
      subjectType: 'user',
      subjectId: userId,
      summary: `Chose ${slab.plan_name} (${slab.months} months) for the renewal on ${effectiveOn}`,
      after: { slabId: slab.slab_id, effectiveOn },
    });
    return json((await findPendingPlanChange(tx, userId))!);
  });
}

/** The member keeps their plan after all: the pending change ends. */
export async function keepCurrentPlan(ctx: ServerContext, userId: number): Promise<null> {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    if (!(await lockMember(tx, userId))) throw notFound();
    if (!(await cancelPendingPlanChange(tx, userId, now))) throw conflict(PLAN_CHANGE_MESSAGES.nothingPending);
    const user = (await findUserById(tx, userId))!;
    await writeAudit(tx, { userId, name: `${user.first_name} ${user.last_name} (member)` }, now, {
      action: 'member.plan-change-cancel',
      subjectType: 'user',
      subjectId: userId,
      summary: 'Cancelled their plan change at renewal',
    });
    return null;
  });
}
