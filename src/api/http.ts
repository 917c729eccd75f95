import { create, Struct, StructError } from 'superstruct';
import { readAccessToken } from '../storage/session-storage';
import { ApiError, GENERIC_ERROR } from './api-error';
import { errorFromResponse, NOT_SERVED, parseJson } from './answer-errors';
import { apiUrl, fetchAnswer, isApiUrl, withParams, type Method, type RawAnswer, type RequestOptions } from './transport';
import { onUnauthorized, setUnauthorizedHandler } from './unauthorized';

// The one HTTP client. Its parts: the wire (./transport.ts) and what a refusal or an unreadable answer
// becomes (./answer-errors.ts). It keeps nothing: the one read cache is the query layer's (src/stores/query.ts).

export type { Method, RequestOptions };
export { apiUrl };
// The 401 reaction (clear, alert, reload) lives in src/stores; it registers itself in ./unauthorized.
export { setUnauthorizedHandler };

/**
 * One call to the API: bearer header when a token is stored, the `data` field
 * unwrapped and checked against `shape` once, here at the edge (spec point 7).
 */
export async function request<T>(method: Method, path: string, shape: Struct<T, unknown> | null, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = readAccessToken();
  if (token && isApiUrl(path)) headers.Authorization = `Bearer ${token}`;

  let response: RawAnswer;
  try {
    response = await (options.answer ?? fetchAnswer(method, withParams(apiUrl(path), options.params), headers, options));
  } catch {
    throw new ApiError('network', 'Network error');
  }
  if (response.status < 200 || response.status >= 300) {
    if (options.beyondSpec && NOT_SERVED.includes(response.status)) throw new ApiError('absent', GENERIC_ERROR, response.status);
    if (response.status === 401) {
      // Spec point 8 expires a session; a visitor has none, and a backend that answers their calls 401
      // would otherwise alert and reload the page for ever. The caller shows the refusal instead.
      if (!headers.Authorization) throw await errorFromResponse(401, parseJson(response.data) ?? response.data);
      onUnauthorized();
      throw new ApiError('unauthorized', 'Session expired', 401);
    }
    // With responseType 'blob' the error body arrives as a Blob; read it so the server's message survives.
    const body = response.data instanceof Blob ? await response.data.text().catch(() => '') : response.data;
    throw await errorFromResponse(response.status, parseJson(body) ?? body);
  }

  if (options.responseType === 'blob') return response.data as T;

  // A call whose answer we do not read (e.g. a DELETE answered 204) may come back empty.
  if (!shape && (response.data === '' || response.data == null)) return undefined as T;
  const json = parseJson(response.data);
  if (json === undefined) {
    if (options.beyondSpec) throw new ApiError('absent', GENERIC_ERROR, response.status);
    console.error(`Unexpected response from ${path} (not JSON)`);
    throw new ApiError('parse', 'The server answered with something that is not JSON', response.status);
  }
  const data = typeof json === 'object' && json !== null && 'data' in json ? (json as { data: unknown }).data : undefined;
  if (!shape) return data as T;
  try {
    return create(data, shape);
  } catch (err) {
    // The detail is for developers (the console); people see a plain retry message wherever the failure surfaces.
    if (options.beyondSpec) throw new ApiError('absent', GENERIC_ERROR, response.status);
    const where = err instanceof StructError ? `${err.path.join('.') || 'data'}: ${err.message}` : String(err);
    console.error(`Unexpected response from ${path} (${where})`);
    throw new ApiError('shape', GENERIC_ERROR, response.status);
  }
}
