import type { ErrorCode } from './error-codes';

/**
 * Every failed call becomes an ApiError with a kind the screens can act on:
 * - 'http': the server answered 4xx/5xx; `message` is the server's error message.
 * - 'unauthorized': a 401; the session has already been cleared (spec point 8).
 * - 'network': no answer at all.
 * - 'parse': a 2xx whose body is not JSON; spec point 8 says to handle it silently.
 * - 'shape': a 2xx whose JSON is not the shape we rely on; its message is the generic retry text (the
 *   detail went to the console), never developer text.
 * - 'absent': a call beyond the spec (RequestOptions.beyondSpec) that this backend does not serve: a 404,
 *   405 or 501, or an answer we cannot read. The widget carries on with the spec's behaviour, quietly.
 */
export type ApiErrorKind = 'http' | 'unauthorized' | 'network' | 'parse' | 'shape' | 'absent';

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status: number;
  /** Per-field error texts from the server, e.g. `{ otp: 'Invalid OTP' }`. */
  readonly fieldErrors: Record<string, string>;
  /** The server's stable code (src/api/error-codes.ts) for a 'http' or 'unauthorized' failure; act on this, never on `message`. */
  readonly code: ErrorCode | null;

  constructor(kind: ApiErrorKind, message: string, status = 0, fieldErrors: Record<string, string> = {}, code: ErrorCode | null = null) {
    super(message);
    this.name = 'ApiError';
    this.kind = kind;
    this.status = status;
    this.fieldErrors = fieldErrors;
    this.code = code;
  }

  /** True for the failures the spec says to swallow without a message. */
  get silent(): boolean {
    return this.kind === 'parse' || this.kind === 'unauthorized' || this.kind === 'absent';
  }
}

// The member words for codes (./refusal-words.ts) come with the first refusal that carries a code: request()
// awaits them before it throws, so every message reads as it always did when it shows.
let wordsFor: ((code: ErrorCode) => string | undefined) | null = null;
let words: Promise<typeof import('./refusal-words') | null> | null = null;

/** Fetches the codes this client knows and their member words once; null when the file cannot be had (offline). */
export function loadErrorWords(): Promise<typeof import('./refusal-words') | null> {
  words ??= import('./refusal-words').then(
    (module) => {
      wordsFor = module.memberWords;
      return module;
    },
    () => {
      words = null;
      return null;
    },
  );
  return words;
}

export const GENERIC_ERROR = 'Something went wrong. Please try again.';
export const NETWORK_ERROR = 'We could not reach Tote. Check your connection and try again.';

/** The text to show a user for a failed call, or null when the spec says to stay quiet. */
export function errorText(error: unknown): string | null {
  if (error instanceof ApiError) {
    if (error.silent) return null;
    if (error.kind === 'network') return NETWORK_ERROR;
    return (error.code && wordsFor?.(error.code)) || error.message || GENERIC_ERROR;
  }
  return GENERIC_ERROR;
}
