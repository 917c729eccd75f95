import type { ErrorCode } from './error-codes';

/**
 * The codes whose server message is already written for a member, with what to do next: the spec's own texts
 * (point 8: 'User not found', 'Invalid OTP', 'User Already Exist Kindly Login'), the OTP limits with their wait,
 * and the domain's refusals (a booking's or a payment's reason, worded where it is decided). A 401 is never
 * shown (the session ends, spec point 8). Every other code is in MEMBER_WORDS: a new code must be put in one
 * or the other, or the type check fails, so no code reaches a member unmapped.
 */
type ServerWorded =
  | 'INVALID_INPUT'
  | 'AUTH_REQUIRED'
  | 'SESSION_EXPIRED'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'INTERNAL'
  | 'OTP_INVALID'
  | 'OTP_EXPIRED'
  | 'OTP_TOO_MANY_ATTEMPTS'
  | 'OTP_NONE_PENDING'
  | 'OTP_RESEND_TOO_SOON'
  | 'OTP_NUMBER_LIMIT'
  | 'OTP_CLIENT_LIMIT'
  | 'OTP_GLOBAL_LIMIT'
  | 'USER_EXISTS'
  | 'USER_NOT_FOUND'
  | 'APPLICATION_SUBMITTED'
  | 'AADHAAR_NOT_VERIFIED'
  | 'AMOUNT_CHANGED'
  | 'PAYMENT_IN_PROGRESS'
  | 'PAYMENT_NOT_ALLOWED'
  | 'PAYMENT_DECLINED'
  | 'INVOICE_NOT_READY'
  | 'FAVOURITES_FULL';

/**
 * What a member reads for the refusals whose server text is written for programs
 * ('The JSON body is nested deeper…') or says what happened but not what to do next,
 * each with the next step: the one place a code becomes words on screen.
 */
export const MEMBER_WORDS: Record<Exclude<ErrorCode, ServerWorded>, string> = {
  FORBIDDEN: 'This page is not part of your account. Go back to My Account, or log in with the number you joined with.',
  RATE_LIMITED: 'Too many tries in a short time. Wait a minute, then try again.',
  UPSTREAM_FAILED: 'A service we rely on (texts, courier or payments) did not answer, and nothing was done. Try again in a few minutes.',
  UNAVAILABLE: 'Tote is busy for a moment. Try again in a few minutes.',
  PAYLOAD_TOO_LARGE: 'That file is too large. Choose a smaller one and try again.',
  UNSUPPORTED_MEDIA_TYPE: 'We could not read what was sent. Reload the page and try again.',
  INVALID_JSON: 'We could not read what was sent. Reload the page and try again.',
  BODY_MISSING: 'We could not read what was sent. Reload the page and try again.',
  BODY_TOO_DEEP: 'We could not read what was sent. Reload the page and try again.',
  INVALID_FORM: 'We could not read the form. Check the files you chose and send it again.',
  OTP_NOT_VERIFIED: 'Please enter the OTP we sent before going on. If it has not arrived, ask for a new one.',
  HANDOFF_INVALID: 'That login link has expired or was already used. Log in again with your mobile number.',
  ORDER_CANCELLED: 'This order was cancelled. Pay again to start a new order for your plan.',
  ORDER_PAID: 'This order is already paid. Reload the page to see your membership.',
};

/** The member's words for a code, when the server's own message is not already theirs. */
export function memberWords(code: ErrorCode): string | undefined {
  return (MEMBER_WORDS as Partial<Record<ErrorCode, string>>)[code];
}
