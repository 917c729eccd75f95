import { array, enums, Infer, nullable, number, optional, string, type, union } from 'superstruct';

// Shapes are `type()` (not `object()`) so unknown extra fields from the server are accepted.

export const USER_STATUSES = ['DRAFT', 'ACTIVE', 'ONHOLD', 'PENDING', 'APPROVED', 'DEACTIVE', 'EXPIRE'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export const UserStatusShape = type({ code: enums(USER_STATUSES) });

const optionalText = optional(nullable(string()));

export const UserAddressShape = type({
  /** The street address the membership application collected (absent until then). */
  addressLine1: optionalText,
  addressLine2: optionalText,
  city: optionalText,
  state: optionalText,
  zipcode: optionalText,
});

export const RoleShape = union([string(), type({ name: string() })]);

export const UserShape = type({
  id: number(),
  username: string(),
  phone: optionalText,
  firstName: string(),
  lastName: string(),
  email: optionalText,
  instagram: optionalText,
  roles: optional(array(RoleShape)),
  status: UserStatusShape,
  userAddress: optional(nullable(UserAddressShape)),
});

export type User = Infer<typeof UserShape>;

/** What the sign-up dialog sends to /api/user/register (field `user`, JSON). */
export interface NewUser {
  username: string;
  phone: string;
  firstName: string;
  lastName: string;
  email: string;
  instagram?: string;
  roles: string[];
  status: { code: 'DRAFT' };
  userAddress: { city?: string; state?: string; zipcode?: string };
  otp?: string;
  /** The partner page of the sign-up (`partner-id`), if any. */
  partnerId?: string;
}
