import { ApiError, GENERIC_ERROR, loadErrorWords } from './api-error';

// What request() (./http.ts) makes of an answer it cannot pass on: the server's refusal, or a body that is not JSON.

/** The statuses of a backend that does not serve a call at all (a call beyond the spec fails quietly on them). */
export const NOT_SERVED = [404, 405, 501];

interface ErrorBody {
  code?: unknown;
  message?: unknown;
  error?: unknown;
  errors?: unknown;
}

/**
 * A refusal `{ status, code, message, errors? }` as an ApiError: the server's words, else the generic ones.
 * A code comes with the list of known codes and their member words (fetched once, with the first such refusal).
 */
export async function errorFromResponse(status: number, data: unknown): Promise<ApiError> {
  const body = (typeof data === 'object' && data !== null ? data : {}) as ErrorBody;
  const message = typeof body.message === 'string' && body.message ? body.message : typeof body.error === 'string' && body.error ? body.error : GENERIC_ERROR;
  const fieldErrors: Record<string, string> = {};
  if (typeof body.errors === 'object' && body.errors !== null) {
    for (const [k, v] of Object.entries(body.errors)) if (typeof v === 'string') fieldErrors[k] = v;
  }
  const known = typeof body.code === 'string' ? await loadErrorWords() : null;
  return new ApiError('http', message, status, fieldErrors, known?.isErrorCode(body.code) ? body.code : null);
}

/** The JSON in a text body; undefined for an empty or unreadable one (a non-text body is passed through). */
export function parseJson(raw: unknown): unknown {
  if (typeof raw !== 'string') return raw ?? undefined;
  if (raw.trim() === '') return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}
