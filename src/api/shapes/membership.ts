import { Infer, nullable, number, string, type } from 'superstruct';
import { optionalNumber, optionalText } from './common';

/** A membership plan slab of POST /api/membership/list (spec point 3: id, membershipPlanName, amount, membershipPlanSlabId). */
export const MembershipSlabShape = type({
  id: number(),
  membershipPlanName: string(),
  amount: number(),
  membershipPlanSlabId: number(),
  description: optionalText,
  durationInMonths: optionalNumber,
  bagsPerMonth: optionalNumber,
  /** The plan the slab belongs to (Classic, Signature, Couture: server/memberships/PLANS.md). */
  membershipPlanId: optionalNumber,
  planCode: optionalText,
  /** Bags a member may have booked at once, and the longest rental in days (both days counted). */
  bagsAtATime: optionalNumber,
  maxRentalDays: optionalNumber,
});
export type MembershipSlab = Infer<typeof MembershipSlabShape>;

/** The user's current membership of GET /api/membership/usermembership/{id}. */
export const UserMembershipShape = type({
  userMembershipId: optionalNumber,
  userId: optionalNumber,
  membershipPlanSlab: MembershipSlabShape,
  startDate: optionalText,
  expiryDate: optionalText,
  /** ACTIVE (covers today), UPCOMING, EXPIRED (ended), DEACTIVATED or CANCELLED. */
  status: optionalText,
});
export type UserMembership = Infer<typeof UserMembershipShape>;

/** No membership yet is an answer, not an error. */
export const MaybeUserMembershipShape = nullable(UserMembershipShape);
