import { boolean, Infer, nullable, number, optional, string, type, union } from 'superstruct';
import { optionalText, orNoFields } from './common';

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

// The spec names both calls but shows neither answer: a 2xx with no fields says the OTP went, or was right;
// a refusal comes as an error status with its message.
export const AadhaarOtpSentAnswerShape = orNoFields(AadhaarOtpSentShape);
export const AadhaarVerifiedAnswerShape = orNoFields(AadhaarVerifiedShape);
