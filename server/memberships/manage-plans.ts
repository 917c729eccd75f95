import type { ServerContext } from '../context';
import { isoDay } from '../catalogue/iso-date';
import { conflict, invalidInput, notFound } from '../domain-error';
import { hasControlCharacters } from '../text/control-characters';
import type { Actor } from '../operators/actor';
import { writeAudit } from '../operators/audit-record';
import { priceParts } from '../orders/order-rules';
import { gstOf } from '../orders/order-service';
import type { OperatorPlan } from '../../src/api/shapes/operator-plans';
import {
  insertPlan,
  listPlans,
  lockPlan,
  planNameTaken,
  type PlanRow,
  type PlanSlabRow,
  setPlanRetired,
  setSlabPrice,
  updatePlanText,
} from './plan-admin-record';

// Operators manage the plans and their prices. A price is what a member pays, GST included (the order splits
// the tax out when it is made). An order keeps the price it was made at, so a change reaches new orders
// only. A retired plan is no longer offered: members on it keep their membership until it ends and choose
// another plan at renewal; its limits never change, as members joined on them.

export const PLAN_LIMITS = { name: 40, description: 300, bagsAtATime: 10, maxRentalDays: 60, months: 36, amount: 10_00_000, terms: 6 } as const;

export const PLAN_MESSAGES = {
  noPlan: 'This plan does not exist.',
  nameTaken: 'Another plan already has this name.',
  lastOffered: 'At least one plan must stay on offer: offer another plan before retiring this one.',
  noTerms: 'Give the plan at least one term with its price.',
} as const;

interface PlanTextInput {
  name?: string | null;
  description?: string | null;
  terms: { months: number; amount: number }[];
}

export interface PlanCreateInput extends PlanTextInput {
  bagsAtATime?: number | null;
  maxRentalDays?: number | null;
}

const rupees = (n: number) => `₹${n.toLocaleString('en-IN')}`;

function wholeBetween(errors: Record<string, string>, field: string, label: string, value: number | null | undefined, max: number): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > max) errors[field] = `${label} must be a whole number from 1 to ${max}.`;
  return value ?? 0;
}

/** The name, description and terms checked and trimmed; errors keyed by field (`terms.0.amount` for a term). */
function checkText(errors: Record<string, string>, input: PlanTextInput, requireTerms: boolean) {
  const name = (input.name ?? '').trim();
  if (!name) errors.name = 'Name is required.';
  else if (name.length > PLAN_LIMITS.name) errors.name = `Name must be at most ${PLAN_LIMITS.name} characters.`;
  else if (hasControlCharacters(name, false)) errors.name = 'Name contains characters that are not allowed.';
  const description = (input.description ?? '').trim();
  if (description.length > PLAN_LIMITS.description) errors.description = `Description must be at most ${PLAN_LIMITS.description} characters.`;
  else if (hasControlCharacters(description, false)) errors.description = 'Description contains characters that are not allowed.';
  if (requireTerms && input.terms.length === 0) errors.terms = PLAN_MESSAGES.noTerms;
  if (input.terms.length > PLAN_LIMITS.terms) errors.terms = `A plan has at most ${PLAN_LIMITS.terms} terms.`;
  const seen = new Set<number>();
  input.terms.forEach((term, i) => {
    wholeBetween(errors, `terms.${i}.months`, 'Months', term.months, PLAN_LIMITS.months);
    if (seen.has(term.months)) errors[`terms.${i}.months`] = `The ${term.months}-month term is listed twice.`;
    seen.add(term.months);
    if (!(term.amount >= 1 && term.amount <= PLAN_LIMITS.amount) || Math.round(term.amount * 100) !== term.amount * 100) {
      errors[`terms.${i}.amount`] = `The price must be from ₹1 to ${rupees(PLAN_LIMITS.amount)}, in rupees and paise.`;
    }
  });
  return { name, description, terms: input.terms };
}

function fail(errors: Record<string, string>): void {
  const first = Object.values(errors)[0];
  if (first) throw invalidInput(first, errors);
}

function planJson(plan: PlanRow, slabs: PlanSlabRow[], gstRatePercent: number): OperatorPlan {
  return {
    membershipPlanId: plan.id,
    code: plan.code,
    name: plan.name,
    description: plan.description,
    bagsAtATime: plan.bags_at_a_time,
    maxRentalDays: plan.max_rental_days,
    retiredAt: plan.retired_at === null ? null : new Date(plan.retired_at).toISOString(),
    members: plan.members,
    gstRatePercent,
    terms: slabs
      .filter((s) => s.plan_id === plan.id)
      .map((s) => {
        const amount = Number(s.amount);
        const { amount: taxable, tax } = priceParts(amount, gstRatePercent);
        return { membershipPlanSlabId: s.id, months: s.months, amount, taxable, tax };
      }),
  };
}

const auditOf = (plan: PlanRow, slabs: PlanSlabRow[]) => ({
  name: plan.name,
  description: plan.description,
  bagsAtATime: plan.bags_at_a_time,
  maxRentalDays: plan.max_rental_days,
  retiredAt: plan.retired_at === null ? null : new Date(plan.retired_at).toISOString(),
  prices: Object.fromEntries(slabs.map((s) => [`${s.months} months`, Number(s.amount)])),
});

export async function listOperatorPlans(ctx: ServerContext): Promise<OperatorPlan[]> {
  const { plans, slabs } = await listPlans(ctx.db, isoDay(ctx.now()));
  return plans.map((plan) => planJson(plan, slabs, gstOf(ctx).ratePercent));
}

async function answer(ctx: ServerContext, id: number): Promise<OperatorPlan> {
  return (await listOperatorPlans(ctx)).find((p) => p.membershipPlanId === id)!;
}

export async function createPlan(ctx: ServerContext, actor: Actor, input: PlanCreateInput): Promise<OperatorPlan> {
  const errors: Record<string, string> = {};
  const text = checkText(errors, input, true);
  const bagsAtATime = wholeBetween(errors, 'bagsAtATime', 'Bags at a time', input.bagsAtATime, PLAN_LIMITS.bagsAtATime);
  const maxRentalDays = wholeBetween(errors, 'maxRentalDays', 'The longest rental', input.maxRentalDays, PLAN_LIMITS.maxRentalDays);
  fail(errors);
  const now = ctx.now();
  const id = await ctx.db.transaction(async (tx) => {
    if (await planNameTaken(tx, text.name, null)) throw invalidInput(PLAN_MESSAGES.nameTaken, { name: PLAN_MESSAGES.nameTaken });
    const code =
      text.name
        .toUpperCase()
        .replace(/[^A-Z0-9]+/g, '_')
        .replace(/^_+|_+$/g, '') || 'PLAN';
    const planId = await insertPlan(tx, { code, name: text.name, description: text.description, bagsAtATime, maxRentalDays });
    for (const term of text.terms) await setSlabPrice(tx, planId, term.months, term.amount);
    const after = await lockPlan(tx, planId, isoDay(now));
    await writeAudit(tx, actor, now, {
      action: 'plan.create',
      subjectType: 'plan',
      subjectId: planId,
      summary: `Created the plan ${text.name}`,
      after: auditOf(after!.plan, after!.slabs),
    });
    return planId;
  });
  return answer(ctx, id);
}

/** New name, description or prices; a term not listed keeps its price. Orders already made keep theirs. */
export async function editPlan(ctx: ServerContext, actor: Actor, id: number, input: PlanTextInput): Promise<OperatorPlan> {
  const errors: Record<string, string> = {};
  const text = checkText(errors, input, false);
  fail(errors);
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const before = await lockPlan(tx, id, isoDay(now));
    if (!before) throw notFound(PLAN_MESSAGES.noPlan);
    if (await planNameTaken(tx, text.name, id)) throw invalidInput(PLAN_MESSAGES.nameTaken, { name: PLAN_MESSAGES.nameTaken });
    await updatePlanText(tx, id, text.name, text.description);
    for (const term of text.terms) await setSlabPrice(tx, id, term.months, term.amount);
    const after = (await lockPlan(tx, id, isoDay(now)))!;
    const changed = after.slabs.filter((s) => Number(before.slabs.find((b) => b.months === s.months)?.amount) !== Number(s.amount));
    await writeAudit(tx, actor, now, {
      action: 'plan.edit',
      subjectType: 'plan',
      subjectId: id,
      summary: `Edited the plan ${text.name}${changed.length ? `: ${changed.map((s) => `${s.months} months at ${rupees(Number(s.amount))}`).join(', ')} for new orders` : ''}`,
      before: auditOf(before.plan, before.slabs),
      after: auditOf(after.plan, after.slabs),
    });
  });
  return answer(ctx, id);
}

/** Retires the plan (`offered` false: no longer in the package list nor ordered) or offers it again. */
export async function setPlanOffered(ctx: ServerContext, actor: Actor, id: number, offered: boolean): Promise<OperatorPlan> {
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const before = await lockPlan(tx, id, isoDay(now));
    if (!before) throw notFound(PLAN_MESSAGES.noPlan);
    if ((before.plan.retired_at === null) === offered) return;
    if (!offered) {
      const { plans } = await listPlans(tx, isoDay(now));
      if (!plans.some((p) => p.id !== id && p.retired_at === null)) throw conflict(PLAN_MESSAGES.lastOffered);
    }
    await setPlanRetired(tx, id, offered ? null : now);
    await writeAudit(tx, actor, now, {
      action: offered ? 'plan.offer' : 'plan.retire',
      subjectType: 'plan',
      subjectId: id,
      summary: offered
        ? `Offered the plan ${before.plan.name} again`
        : `Retired the plan ${before.plan.name} (${before.plan.members} member${before.plan.members === 1 ? '' : 's'} keep it until renewal)`,
      before: { retiredAt: before.plan.retired_at === null ? null : new Date(before.plan.retired_at).toISOString() },
      after: { retiredAt: offered ? null : now.toISOString() },
    });
  });
  return answer(ctx, id);
}
