/**
 * Errors that mean "the database cannot answer now" rather than "this request
 * is wrong": the server answers them with 503 and Retry-After, and the next
 * request tries again (the pool opens fresh connections), so the instance
 * recovers by itself once PostgreSQL is back.
 */

/** Seconds a client is told to wait before trying again. */
export const RETRY_AFTER_SECONDS = 5;

export const UNAVAILABLE_MESSAGES = {
  unreachable: 'The service is temporarily unavailable. Please try again in a few seconds.',
  busy: 'The service is busy right now. Please try again in a few seconds.',
} as const;

const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH', 'ECONNABORTED']);
/** SQLSTATEs of a server going away or refusing connections (class 08: connection exceptions). */
const DOWN_STATES = new Set(['57P01', '57P02', '57P03', '53300', '53400']);
/** statement_timeout, lock_timeout, deadlock and serialization failures: worth a retry, not a 500. */
const BUSY_STATES = new Set(['57014', '55P03', '40P01', '40001']);
const DOWN_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Query read timeout',
  'Client has encountered a connection error and is not queryable',
  'Cannot use a pool after calling end on the pool',
  'connect ECONNREFUSED',
];

/** 'unreachable', 'busy', or null for an error that is not about the database's availability. */
export function databaseUnavailable(error: unknown): keyof typeof UNAVAILABLE_MESSAGES | null {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string') {
      if (BUSY_STATES.has(code)) return 'busy';
      if (NETWORK_CODES.has(code) || DOWN_STATES.has(code) || code.startsWith('08')) return 'unreachable';
    }
    if (typeof message === 'string' && DOWN_MESSAGES.some((m) => message.includes(m))) return 'unreachable';
    if (error instanceof AggregateError && error.errors.some((inner) => databaseUnavailable(inner))) return 'unreachable';
  }
  return null;
}
