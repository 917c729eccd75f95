import type { ErrorCode } from './error-codes';

/**
 * What a member reads for the refusals whose server text is written for programs
 * ('The JSON body is nested deeper…'), each with what to do next: the one place a code
 * becomes words on screen. Codes not named here keep the server's own message, which
 * the spec words for people (point 8: 'User not found', the OTP texts, a booking's reason).
 */
export const MEMBER_WORDS: Partial<Record<ErrorCode, string>> = {
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
};
