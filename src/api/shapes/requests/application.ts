import { array, Infer, nullable, number, optional, size, type, union } from 'superstruct';
import { OptionalId, OptionalText, Text } from './parts';

// The membership application (POST /api/user/order/register and the Aadhaar OTP calls). The fields are typed here;
// the form's own rules (src/validation/application.ts) run on the server on all of them together, so every wrong field is named.
const text = OptionalText(200);
const reference = optional(nullable(union([Text(100), number()])));

/** The body of POST /api/user/verifyAddhar (spelled so by the API). */
export const AadhaarRequestShape = type({ aadhaarNumber: text, userId: OptionalId });
export type AadhaarRequest = Infer<typeof AadhaarRequestShape>;

/** The body of POST /api/user/verifyAadharOtp. */
export const AadhaarOtpRequestShape = type({ aadhaarNumber: text, otp: text, referenceId: reference, userId: OptionalId });
export type AadhaarOtpRequest = Infer<typeof AadhaarOtpRequestShape>;

/** The `user` part: the sign-up details (editable), the postal address, and the identity the form collects. */
export const ApplicantShape = type({
  id: OptionalId,
  firstName: text,
  lastName: text,
  email: text,
  instagram: text,
  phone: text,
  userAddress: optional(nullable(type({ addressLine1: text, addressLine2: text, city: text, state: text, zipcode: text }))),
  panNumber: text,
  aadhaarNumber: text,
  aadhaarReferenceId: reference,
  /** The privacy notice the applicant accepted: its version and every item's id (src/api/shapes/privacy.ts). */
  consent: optional(nullable(type({ noticeVersion: Text(40), items: size(array(Text(40)), 0, 20) }))),
});
export type Applicant = Infer<typeof ApplicantShape>;

/** The `memberslab` part: the chosen slab, by membershipPlanSlabId (or id). */
export const ApplicationSlabShape = type({ id: OptionalId, membershipPlanSlabId: OptionalId });
export type ApplicationSlab = Infer<typeof ApplicationSlabShape>;
