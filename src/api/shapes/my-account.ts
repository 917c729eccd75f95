import { boolean, type Infer, nullable, number, optional, string, type } from 'superstruct';
import { UserShape } from './user';

// My Account's answers beyond the spec (GET /api/account/allowance, /hold, /plan-change): every one
// optional for the widgets, which leave their card out when a backend does not serve it.

/** What the member's plan allows in the current membership period, what is used and what is left. */
export const AllowanceShape = type({
  planName: string(),
  bagsAtATime: number(),
  maxRentalDays: number(),
  /** The period: the current membership's first and last day (yyyy-mm-dd). */
  periodStart: string(),
  periodEnd: string(),
  /** The day the next period would start: the day after periodEnd. */
  renewsOn: string(),
  /** Bags out with the member today (overdue ones included). */
  withYouNow: number(),
  /** Bookings still to start. */
  upcoming: number(),
  /** Bookings made in this period, returned ones included, cancelled ones not. */
  bookedThisPeriod: number(),
  /** Bags the member may still have out today: bagsAtATime less withYouNow, never below 0. */
  leftNow: number(),
});
export type Allowance = Infer<typeof AllowanceShape>;
export const OptionalAllowanceShape = nullable(AllowanceShape);

/** Why the club put the application, or the running membership, on hold (the operator's reason), or null. */
export const HoldReasonShape = nullable(
  type({
    reason: string(),
    /** ISO timestamp of the decision. */
    heldAt: optional(nullable(string())),
    /** What is on hold: 'membership' (a running one) or 'application'; absent: the application. */
    of: optional(string()),
  }),
);
export type HoldReason = Infer<typeof HoldReasonShape>;

/** POST /api/account/mobile/verify: the member's new tokens (the old ones named the old number) and the member. */
export const MobileChangedShape = type({ accessToken: string(), refreshToken: string(), user: UserShape });
export type MobileChanged = Infer<typeof MobileChangedShape>;

/** The member's plan for their next renewal (GET/POST /api/account/plan-change), or null when they keep theirs. */
export const PlanChangeShape = nullable(
  type({
    membershipPlanSlabId: number(),
    planName: string(),
    durationInMonths: number(),
    /** Rupees, GST included: what the renewal will cost. Nothing is charged now. */
    amount: number(),
    /** The first day of the renewed membership (yyyy-mm-dd). */
    effectiveOn: string(),
    /** Ours: true when the membership has renewed onto this plan (no longer pending); absent while it waits. */
    applied: optional(boolean()),
  }),
);
export type PlanChange = Infer<typeof PlanChangeShape>;
