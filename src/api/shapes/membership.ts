import { Infer, nullable, number, optional, string, type } from 'superstruct';

/** A membership plan slab of POST /api/membership/list (spec point 3: id, membershipPlanName, amount, membershipPlanSlabId). */
export const MembershipSlabShape = type({
  id: number(),
  membershipPlanName: string(),
  amount: number(),
  membershipPlanSlabId: number(),
  description: optional(string()),
  durationInMonths: optional(number()),
  /** The plan the slab belongs to (Classic, Signature, Couture: server/memberships/PLANS.md). */
  membershipPlanId: optional(number()),
  planCode: optional(string()),
  /** Bags a member may have booked at once, and the longest rental in days (both days counted). */
  bagsAtATime: optional(number()),
  maxRentalDays: optional(number()),
});
export type MembershipSlab = Infer<typeof MembershipSlabShape>;

/** The user's current membership of GET /api/membership/usermembership/{id}. */
export const UserMembershipShape = type({
  userMembershipId: optional(number()),
  userId: optional(number()),
  membershipPlanSlab: optional(MembershipSlabShape),
  /** ISO dates (yyyy-mm-dd). */
  startDate: optional(string()),
  expiryDate: optional(string()),
  /** ACTIVE (covers today), UPCOMING, EXPIRED (ended), DEACTIVATED or CANCELLED. */
  status: optional(string()),
});
export type UserMembership = Infer<typeof UserMembershipShape>;

/** No membership yet is an answer, not an error. */
export const MaybeUserMembershipShape = nullable(UserMembershipShape);
