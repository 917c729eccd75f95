/**
 * The stable codes of the API's refusals. Every error answer is
 * `{ status, code, message, errors? }`: `message` is for people (it may be
 * reworded at any time), `code` is for programs (it never changes meaning).
 * The server (server/http/respond.ts) sends them and the client
 * (src/api/api-error.ts) reads them, so neither end matches message text.
 * DOM-free: the server imports this module too.
 */
/** The codes themselves: what the client checks an answer's `code` against (it ships no descriptions). */
export const ERROR_CODE_LIST = [
  'INVALID_INPUT',
  'AUTH_REQUIRED',
  'SESSION_EXPIRED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'UPSTREAM_FAILED',
  'UNAVAILABLE',
  'INTERNAL',
  'INVALID_JSON',
  'BODY_MISSING',
  'BODY_TOO_DEEP',
  'INVALID_FORM',
  'OTP_INVALID',
  'OTP_EXPIRED',
  'OTP_TOO_MANY_ATTEMPTS',
  'OTP_NONE_PENDING',
  'OTP_NOT_VERIFIED',
  'OTP_RESEND_TOO_SOON',
  'OTP_NUMBER_LIMIT',
  'OTP_CLIENT_LIMIT',
  'OTP_GLOBAL_LIMIT',
  'USER_EXISTS',
  'USER_NOT_FOUND',
  'HANDOFF_INVALID',
  'APPLICATION_SUBMITTED',
  'AADHAAR_NOT_VERIFIED',
  'ORDER_CANCELLED',
  'ORDER_PAID',
  'AMOUNT_CHANGED',
  'PAYMENT_IN_PROGRESS',
  'PAYMENT_NOT_ALLOWED',
  'PAYMENT_DECLINED',
  'INVOICE_NOT_READY',
  'FAVOURITES_FULL',
] as const;

export type ErrorCode = (typeof ERROR_CODE_LIST)[number];

/** What each code means, for the server and for people reading the API; the type makes it name every code once. */
export const ERROR_CODES: Record<ErrorCode, string> = {
  // Any status, when nothing more specific applies.
  INVALID_INPUT: 'The request is malformed or a field is wrong (400); `errors` names the fields when it can.',
  AUTH_REQUIRED: 'The call needs a logged-in member and no bearer token came (401).',
  SESSION_EXPIRED: 'The bearer token is expired, forged, or its member no longer exists (401).',
  FORBIDDEN: 'The caller may not reach this data, e.g. another member’s (403).',
  NOT_FOUND: 'No such call or thing (404).',
  CONFLICT: 'The request clashes with the current state (409).',
  PAYLOAD_TOO_LARGE: 'The body is larger than the call accepts (413); the connection is closed.',
  UNSUPPORTED_MEDIA_TYPE: 'The body is not of a type the call accepts, e.g. multipart on a JSON call (415).',
  RATE_LIMITED: 'Too many requests; `Retry-After` says when to try again (429).',
  UPSTREAM_FAILED: 'An outside service (SMS, courier, payment) failed; nothing was done (502).',
  UNAVAILABLE: 'The service is unavailable for now; try again later (503).',
  INTERNAL: 'Something broke on the server (500).',

  // Request bodies (400).
  INVALID_JSON: 'The body is not valid JSON.',
  BODY_MISSING: 'The call needs a JSON body and got none.',
  BODY_TOO_DEEP: 'The JSON body is nested deeper than the API ever needs.',
  INVALID_FORM: 'The multipart form could not be read, or has the wrong parts.',

  // Login and sign-up (spec points 4 and 8).
  OTP_INVALID: 'The OTP is wrong (400; `errors.otp` has the text for the OTP dialog).',
  OTP_EXPIRED: 'The OTP has expired; request a new one (400).',
  OTP_TOO_MANY_ATTEMPTS: 'Too many wrong OTPs for this code; request a new one (400).',
  OTP_NONE_PENDING: 'No OTP is pending for this number (400).',
  OTP_NOT_VERIFIED: 'generate-token or register came before a successful verify-otp (400).',
  OTP_RESEND_TOO_SOON: 'Another OTP for this number was sent less than 30 seconds ago (429).',
  OTP_NUMBER_LIMIT: 'This number has had its OTPs for the hour (429).',
  OTP_CLIENT_LIMIT: 'This client address has asked for too many OTPs (429).',
  OTP_GLOBAL_LIMIT: 'The server sends no more OTPs for now, to anyone (429).',
  USER_EXISTS: 'Sign-up for a number that is already a member (409).',
  USER_NOT_FOUND: 'No member with this number (404).',
  HANDOFF_INVALID: 'The login handoff code is expired or used (400).',

  // Application, orders and payments.
  APPLICATION_SUBMITTED: 'The membership application was already submitted (409).',
  AADHAAR_NOT_VERIFIED: 'The application came before the Aadhaar number was verified (400).',
  ORDER_CANCELLED: 'The order was cancelled: start a new order (409).',
  ORDER_PAID: 'The order is already paid (409).',
  AMOUNT_CHANGED: 'The amount due differs from the amount shown; review it and pay again (409).',
  PAYMENT_IN_PROGRESS: 'A payment for the order is still in flight (409).',
  PAYMENT_NOT_ALLOWED: 'The member’s status does not allow paying now (409).',
  PAYMENT_DECLINED: 'The payment was declined; nothing was charged (402).',
  INVOICE_NOT_READY: 'The order has no invoice until it is paid (409).',

  // Favourites.
  FAVOURITES_FULL: 'The member keeps as many favourites as allowed (200); remove one to add another (409).',
};

/** The code of a refusal that has no more specific one. */
export function defaultErrorCode(status: number): ErrorCode {
  switch (status) {
    case 400:
      return 'INVALID_INPUT';
    case 401:
      return 'AUTH_REQUIRED';
    case 402:
      return 'PAYMENT_DECLINED';
    case 403:
      return 'FORBIDDEN';
    case 404:
      return 'NOT_FOUND';
    case 409:
      return 'CONFLICT';
    case 413:
      return 'PAYLOAD_TOO_LARGE';
    case 415:
      return 'UNSUPPORTED_MEDIA_TYPE';
    case 429:
      return 'RATE_LIMITED';
    case 502:
      return 'UPSTREAM_FAILED';
    case 503:
      return 'UNAVAILABLE';
    default:
      return status < 500 ? 'INVALID_INPUT' : 'INTERNAL';
  }
}

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ERROR_CODE_LIST as readonly string[]).includes(value);
}
