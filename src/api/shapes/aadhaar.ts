import { boolean, coerce, Infer, literal, nullable, number, optional, string, type, union } from 'superstruct';
import { optionalText } from './common';

/** POST /api/user/verifyAddhar: the OTP went to the Aadhaar holder's phone; the reference ties the OTP check to it. */
export const AadhaarOtpSentShape = type({
  /** 'otp': enter the code sent to the holder; 'manual': no OTP, the club checks the uploaded card (submit straight on). */
  verification: optionalText,
  referenceId: optional(nullable(union([string(), number()]))),
  message: optionalText,
  /** 'XXXX XXXX 1234': all the server keeps of the number. */
  maskedAadhaar: optionalText,
  /** Demo mode only (like send-otp): the code, since no phone receives it. */
  otp: optional(nullable(union([string(), number()]))),
});
export type AadhaarOtpSent = Infer<typeof AadhaarOtpSentShape>;

/** POST /api/user/verifyAadharOtp: whether the Aadhaar number is verified, and the holder's name. */
export const AadhaarVerifiedShape = type({
  verified: optional(nullable(boolean())),
  name: optionalText,
  message: optionalText,
  maskedAadhaar: optionalText,
});
export type AadhaarVerified = Infer<typeof AadhaarVerifiedShape>;

// The spec names both calls but shows neither answer: a backend may answer null, true or a bare message.
// A 2xx is then what it says (the OTP went; the OTP was right), and a refusal comes as an error status.
const NO_FIELDS = union([literal(null), boolean(), string(), number()]);

/** What the client reads from POST /api/user/verifyAddhar: the answer, or no fields when it is not an object. */
export const AadhaarOtpSentAnswerShape = coerce(AadhaarOtpSentShape, NO_FIELDS, (): AadhaarOtpSent => ({}));

/** What the client reads from POST /api/user/verifyAadharOtp: the answer, or no fields when it is not an object. */
export const AadhaarVerifiedAnswerShape = coerce(AadhaarVerifiedShape, NO_FIELDS, (): AadhaarVerified => ({}));

/** The body of POST /api/user/verifyAddhar. */
export interface AadhaarRequest {
  aadhaarNumber: string;
  userId?: number;
}

/** The body of POST /api/user/verifyAadharOtp. */
export interface AadhaarOtpRequest {
  aadhaarNumber: string;
  otp: string;
  referenceId?: string | number | null;
  userId?: number;
}
