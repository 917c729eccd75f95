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
});
export type MembershipSlab = Infer<typeof MembershipSlabShape>;

/** The user's current membership of GET /api/membership/usermembership/{id}. */
export const UserMembershipShape = type({
  userId: optionalNumber,
  membershipPlanSlab: MembershipSlabShape,
  startDate: optionalText,
  expiryDate: optionalText,
  status: optionalText,
});
export type UserMembership = Infer<typeof UserMembershipShape>;

/** No membership yet is an answer, not an error. */
export const MaybeUserMembershipShape = nullable(UserMembershipShape);
