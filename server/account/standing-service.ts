import type { ServerContext } from '../context';
import { addDays, isoDay } from '../catalogue/iso-date';
import { findCurrentMembership } from '../memberships/membership-record';
import type { Allowance, HoldReason } from '../../src/api/shapes/my-account';
import { applicationHold, membershipHold, periodUse } from './account-record';

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

/**
 * Why the club holds the member back, in the operator's words: the application of an ONHOLD applicant, or the
 * running membership of an ACTIVE member an operator put on hold. Null for anyone not held, or held without a reason.
 */
export async function holdReason(ctx: ServerContext, userId: number, status: string): Promise<HoldReason> {
  if (status === 'ACTIVE') {
    const hold = await membershipHold(ctx.db, userId, isoDay(ctx.now()));
    return hold?.reason ? { reason: hold.reason, heldAt: iso(hold.held_at), of: 'membership' } : null;
  }
  if (status !== 'ONHOLD') return null;
  const hold = await applicationHold(ctx.db, userId);
  if (!hold?.reason) return null;
  return { reason: hold.reason, heldAt: iso(hold.decided_at), of: 'application' };
}

const iso = (at: Date | string | null) => (at === null ? null : new Date(at).toISOString());
