import { coerce, type Infer, refine, string, type, unknown } from 'superstruct';
import { type EditField, validateEditField } from '../../../validation/member-details';
import { MobileNumber, OtpCode } from '../../../validation/shapes';
import { Id } from './parts';

// My Account's writes (PUT /api/account/details, POST /api/account/mobile, /mobile/verify): each field
// checked by the form's own rule, so the server answers with the form's message under the field's name.

const editText = (name: EditField) =>
  refine(
    coerce(string(), unknown(), (value) => (value === undefined || value === null ? '' : typeof value === 'string' ? value.trim() : value)),
    `rule:${name}`,
    (value) => validateEditField(name, value) ?? true,
  );

/** The member's name, e-mail and address, all at once. */
export const DetailsEditShape = type({
  firstName: editText('firstName'),
  lastName: editText('lastName'),
  email: editText('email'),
  addressLine1: editText('addressLine1'),
  addressLine2: editText('addressLine2'),
  city: editText('city'),
  state: editText('state'),
  zipcode: editText('zipcode'),
});
export type DetailsEdit = Infer<typeof DetailsEditShape>;

/** The new mobile number, to send its OTP to. */
export const MobileChangeShape = type({ mobile: MobileNumber });
export type MobileChange = Infer<typeof MobileChangeShape>;

/** The new number and the OTP it received: the change is made once this checks. */
export const MobileVerifyShape = type({ mobile: MobileNumber, otp: OtpCode });
export type MobileVerify = Infer<typeof MobileVerifyShape>;

/** The plan (its slab) to renew on. */
export const PlanChangeRequestShape = type({ membershipPlanSlabId: Id });
export type PlanChangeRequest = Infer<typeof PlanChangeRequestShape>;
