import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { defaultErrorCode, type ErrorCode } from '../../src/api/error-codes';
import type { ErrorBody } from '../../src/api/shapes/error';
import type { DomainError, DomainErrorKind } from '../domain-error';

/** Every success wraps its result in `data` (spec point 7). */
export function ok<T>(c: Context, data: T, status: ContentfulStatusCode = 200) {
  return c.json({ data }, status);
}

export interface HttpErrorOptions {
  /** Stable code (src/api/error-codes.ts); by default the one of the status. */
  code?: ErrorCode;
  /** Seconds for the Retry-After header of a 429 or 503. */
  retryAfter?: number;
}

/**
 * A refusal the client can show as is: `message` is the text for the user,
 * `errors` per-field texts (the OTP dialog shows `errors.otp` on a 400, spec point 8),
 * `code` what a program acts on.
 */
export class HttpError extends Error {
  readonly code: ErrorCode;
  readonly retryAfter?: number;

  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly errors?: Record<string, string>,
    options: HttpErrorOptions = {},
  ) {
    super(message);
    this.code = options.code ?? defaultErrorCode(status);
    this.retryAfter = options.retryAfter;
  }

  get body(): ErrorBody {
    return { status: this.status, code: this.code, message: this.message, ...(this.errors ? { errors: this.errors } : {}) };
  }
}

export const badRequest = (message: string, errors?: Record<string, string>, code?: ErrorCode) => new HttpError(400, message, errors, { code });
export const unauthorized = (message = 'Authentication required', code?: ErrorCode) => new HttpError(401, message, undefined, { code });
export const forbidden = (message = 'You may only reach your own data') => new HttpError(403, message);
export const notFound = (message = 'Not found', code?: ErrorCode) => new HttpError(404, message, undefined, { code });
export const conflict = (message: string, code?: ErrorCode) => new HttpError(409, message, undefined, { code });
/** 429; `retryAfterSeconds` becomes the Retry-After header. */
export const tooMany = (message: string, retryAfterSeconds?: number, code?: ErrorCode) =>
  new HttpError(429, message, undefined, { code, retryAfter: retryAfterSeconds === undefined ? undefined : Math.max(1, Math.ceil(retryAfterSeconds)) });

/** The one mapping of the domain's refusals to HTTP: the status of each kind. */
const STATUS_OF: Record<DomainErrorKind, ContentfulStatusCode> = {
  invalid: 400,
  unauthenticated: 401,
  'payment-declined': 402,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  'rate-limited': 429,
  'upstream-failed': 502,
};

/** A domain error as the answer the client reads: the kind's status, the error's own code or the status's. */
export function httpErrorOf(error: DomainError): HttpError {
  return new HttpError(STATUS_OF[error.kind], error.message, error.details, { code: error.code, retryAfter: error.retryAfter });
}
