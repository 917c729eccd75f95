import { array, enums, Infer, literal, nullable, number, optional, string, type, union } from 'superstruct';

// Shapes are `type()` (not `object()`) so unknown extra fields from the server are accepted.

export const USER_STATUSES = ['DRAFT', 'ACTIVE', 'ONHOLD', 'PENDING', 'APPROVED', 'DEACTIVE', 'EXPIRE'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export const UserStatusShape = type({ code: enums(USER_STATUSES) });

/** Where the member lives: the street lines come with the membership application, the rest from sign-up. */
export const UserAddressShape = type({
  /** Null until the membership application collected them. */
  /** Ours (the spec's userAddress has city, state, zipcode only): absent from a spec-only server. */
  addressLine1: optional(nullable(string())),
  addressLine2: optional(nullable(string())),
  city: nullable(string()),
  state: nullable(string()),
  zipcode: nullable(string()),
});

export const RoleShape = union([string(), type({ name: string() })]);

export const UserShape = type({
  id: number(),
  /** The same as id (spec point 3 names both). */
  userId: number(),
  username: string(),
  phone: nullable(string()),
  firstName: string(),
  lastName: string(),
  email: nullable(string()),
  instagram: nullable(string()),
  roles: array(RoleShape),
  status: UserStatusShape,
  userAddress: UserAddressShape,
});

export type User = Infer<typeof UserShape>;

/** GET /api/user/validate-user/{username}: 1 when the user exists, 0 when not. */
export const ExistsShape = union([literal(0), literal(1)]);

/** POST /api/user/send-otp: data.otp only in demo mode. */
export const SendOtpShape = type({ otp: optional(nullable(union([string(), number()]))) });
export type SendOtpResult = Infer<typeof SendOtpShape>;

/** POST /api/user/verify-otp. */
export const OtpVerifiedShape = type({ verified: optional(literal(true)) });

/** POST /api/user/register: the new member's id. */
export const RegisterShape = type({ userId: number() });
