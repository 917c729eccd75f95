import type { ServerContext } from '../context';
import { addDays, isoDay } from '../catalogue/iso-date';
import { findCurrentMembership } from '../memberships/membership-record';
import type { Allowance, HoldReason } from '../../src/api/shapes/my-account';
import { applicationHold, periodUse } from './account-record';

/**
 * What the member's plan allows in the period their current membership covers, and how much of it is used:
 * the plan limits bags at a time (server/memberships/PLANS.md), so what is left is counted against the bags out
 * today. Null without a membership covering today (nothing to count against).
 */
export async function memberAllowance(ctx: ServerContext, userId: number): Promise<Allowance | null> {
  const today = isoDay(ctx.now());
  const membership = await findCurrentMembership(ctx.db, userId, today);
  if (!membership) return null;
  const use = await periodUse(ctx.db, userId, membership.start_date, membership.end_date, today);
  return {
    planName: membership.plan_name,
    bagsAtATime: membership.bags_at_a_time,
    maxRentalDays: membership.max_rental_days,
    periodStart: membership.start_date,
    periodEnd: membership.end_date,
    renewsOn: addDays(membership.end_date, 1),
    withYouNow: use.with_you_now,
    upcoming: use.upcoming,
    bookedThisPeriod: use.booked_this_period,
    leftNow: Math.max(0, membership.bags_at_a_time - use.with_you_now),
  };
}

/** Why the member's application is on hold, in the operator's words; null for anyone not on hold. */
export async function holdReason(ctx: ServerContext, userId: number, status: string): Promise<HoldReason> {
  if (status !== 'ONHOLD') return null;
  const hold = await applicationHold(ctx.db, userId);
  if (!hold?.reason) return null;
  return { reason: hold.reason, heldAt: hold.decided_at === null ? null : new Date(hold.decided_at).toISOString() };
}
