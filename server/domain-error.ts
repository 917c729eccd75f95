import type { ErrorCode } from '../src/api/error-codes';

/**
 * What went wrong, in the domain's words: the services, records and operator commands throw these
 * and never name an HTTP status. The request layer maps each kind to its status in one place
 * (`httpErrorOf` in server/http/respond.ts); the operator commands print the message.
 */
export type DomainErrorKind =
  | 'invalid' // the input breaks a rule
  | 'unauthenticated' // no one, or no longer anyone, is logged in
  | 'forbidden' // someone else's data
  | 'not-found'
  | 'conflict' // the request clashes with the current state
  | 'payment-declined'
  | 'rate-limited'
  | 'upstream-failed'; // an outside service (SMS, courier, payment, Aadhaar check) failed

export interface DomainErrorOptions {
  /** Stable code (src/api/error-codes.ts); by default the general one of the kind. */
  code?: ErrorCode;
  /** Per-field texts for the member, e.g. `{ otp: 'Invalid OTP' }`. */
  details?: Record<string, string>;
  /** Whole seconds before trying again, for a rate limit. */
  retryAfter?: number;
}

/** A refusal the member can be shown as is: `message` is for people, `code` for programs. */
export class DomainError extends Error {
  readonly code?: ErrorCode;
  readonly details?: Record<string, string>;
  readonly retryAfter?: number;

  constructor(
    readonly kind: DomainErrorKind,
    message: string,
    options: DomainErrorOptions = {},
  ) {
    super(message);
    this.name = 'DomainError';
    this.code = options.code;
    this.details = options.details;
    this.retryAfter = options.retryAfter;
  }
}

export const invalidInput = (message: string, details?: Record<string, string>, code?: ErrorCode) => new DomainError('invalid', message, { details, code });
export const unauthenticated = (message = 'Authentication required', code?: ErrorCode) => new DomainError('unauthenticated', message, { code });
export const forbidden = (message = 'You may only reach your own data') => new DomainError('forbidden', message);
export const notFound = (message = 'Not found', code?: ErrorCode) => new DomainError('not-found', message, { code });
export const conflict = (message: string, code?: ErrorCode) => new DomainError('conflict', message, { code });
export const paymentDeclined = (message: string, code?: ErrorCode) => new DomainError('payment-declined', message, { code });
export const upstreamFailed = (message: string, code?: ErrorCode) => new DomainError('upstream-failed', message, { code });
/** `retryAfterSeconds` is rounded up to whole seconds, at least one. */
export const tooMany = (message: string, retryAfterSeconds?: number, code?: ErrorCode) =>
  new DomainError('rate-limited', message, { code, retryAfter: retryAfterSeconds === undefined ? undefined : Math.max(1, Math.ceil(retryAfterSeconds)) });
