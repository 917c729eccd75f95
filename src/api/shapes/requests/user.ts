import { array, Infer, nullable, optional, type } from 'superstruct';
import { MobileNumber, OtpCode } from '../../../validation/shapes';
import { OptionalText, Text } from './parts';

/** The body of POST /api/user/send-otp: the mobile number, and the roles the spec's "user" carries (ignored). */
export const SendOtpRequestShape = type({ username: MobileNumber, roles: optional(nullable(array(Text(40)))) });
export type SendOtpRequest = Infer<typeof SendOtpRequestShape>;

/** The body of POST /api/user/verify-otp. */
export const VerifyOtpRequestShape = type({ username: MobileNumber, otp: OtpCode });
export type VerifyOtpRequest = Infer<typeof VerifyOtpRequestShape>;

// Types only: the sign-up dialog's rules (src/validation/rules.ts) run on all fields together on the server, so every wrong field is named.
const text = OptionalText(1000);

/** What the sign-up dialog sends to POST /api/user/register (multipart field `user`, JSON). */
export const NewUserShape = type({
  username: text,
  phone: text,
  firstName: text,
  lastName: text,
  email: text,
  instagram: text,
  otp: text,
  /** The partner page of the sign-up (`partner-id`), if any. */
  partnerId: text,
  userAddress: optional(nullable(type({ city: text, state: text, zipcode: text }))),
  /** The spec's "user" carries these; the server makes every new member a DRAFT customer whatever they say. */
  roles: optional(nullable(array(Text(40)))),
  status: optional(nullable(type({ code: OptionalText(20) }))),
});
export type NewUser = Infer<typeof NewUserShape>;
