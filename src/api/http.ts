import { create, Struct, StructError } from 'superstruct';
import { $config } from '../config/widget-config';
import { readAccessToken } from '../storage/session-storage';
import { ApiError, GENERIC_ERROR } from './api-error';
import { isErrorCode } from './error-codes';
import { onUnauthorized, setUnauthorizedHandler } from './unauthorized';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

// The 401 reaction (clear, alert, reload) lives in src/stores; it registers itself in ./unauthorized.
export { setUnauthorizedHandler };

export interface RequestOptions {
  body?: unknown;
  /**
   * Sent as multipart/form-data: Blobs (or arrays of them, repeated) as files, strings and numbers as text
   * fields, anything else as an application/json part (spec point 7's "field user (JSON)").
   */
  multipart?: Record<string, unknown>;
  params?: Record<string, string | number>;
  responseType?: 'json' | 'blob';
  /**
   * A call the spec does not name (docs/backend-contract.md): a backend that does not serve it (404, 405, 501)
   * or answers something unreadable fails as ApiError 'absent', with nothing in the console.
   */
  beyondSpec?: boolean;
  /**
   * The answer to this very call, already on its way (the boot script's in index.html, asked with the same
   * token): read and checked here as if it had been fetched now.
   */
  answer?: Promise<{ status: number; data: unknown }>;
}

const NOT_SERVED = [404, 405, 501];

const ABSOLUTE_URL = /^[a-z][a-z0-9+.-]*:\/\//i;

/** An API path becomes a URL under apiBase; an absolute URL (e.g. an invoice PDF link) is used as given. */
export function apiUrl(path: string): string {
  return ABSOLUTE_URL.test(path) ? path : `${$config.get().apiBase}${path}`;
}

// The bearer token goes only to our API, never to a third-party host an absolute URL may point at.
function isApiUrl(path: string): boolean {
  if (!ABSOLUTE_URL.test(path)) return true;
  const base = $config.get().apiBase;
  try {
    const origin = new URL(base || '/', globalThis.location?.href).origin;
    return new URL(path).origin === origin;
  } catch {
    return false;
  }
}

function withParams(url: string, params: RequestOptions['params']): string {
  if (!params) return url;
  const query = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();
  return query ? `${url}${url.includes('?') ? '&' : '?'}${query}` : url;
}

/** The answer's status and body (text, or a Blob when asked for): fetch, without a client library's weight in every widget. */
async function fetchAnswer(method: Method, url: string, headers: Record<string, string>, options: RequestOptions): Promise<{ status: number; data: unknown }> {
  let body: BodyInit | undefined;
  if (options.multipart) body = toFormData(options.multipart);
  else if (options.body !== undefined) {
    body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
    headers['Content-Type'] = 'application/json';
  }
  const res = await fetch(url, { method, headers, body });
  return { status: res.status, data: options.responseType === 'blob' ? await res.blob() : await res.text() };
}

function toFormData(fields: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    const values = Array.isArray(value) && value.every((v) => v instanceof Blob) ? value : [value];
    for (const v of values) {
      if (v === undefined || v === null) continue;
      if (v instanceof Blob) form.append(name, v, v instanceof File ? v.name : name);
      // A plain value (e.g. bluedart's wbNo) is an ordinary text field; JSON-encoding it would add quotes.
      else if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') form.append(name, String(v));
      else form.append(name, new Blob([JSON.stringify(v)], { type: 'application/json' }));
    }
  }
  return form;
}

interface ErrorBody {
  code?: unknown;
  message?: unknown;
  error?: unknown;
  errors?: unknown;
}

function errorFromResponse(status: number, data: unknown): ApiError {
  const body = (typeof data === 'object' && data !== null ? data : {}) as ErrorBody;
  const message = typeof body.message === 'string' && body.message ? body.message : typeof body.error === 'string' && body.error ? body.error : GENERIC_ERROR;
  const fieldErrors: Record<string, string> = {};
  if (typeof body.errors === 'object' && body.errors !== null) {
    for (const [k, v] of Object.entries(body.errors)) if (typeof v === 'string') fieldErrors[k] = v;
  }
  return new ApiError('http', message, status, fieldErrors, isErrorCode(body.code) ? body.code : null);
}

/**
 * One call to the API: bearer header when a token is stored, the `data` field
 * unwrapped and checked against `shape` once, here at the edge (spec point 7).
 * Nothing is kept here: the one read cache is the query layer's (src/stores/query.ts).
 */
export async function request<T>(method: Method, path: string, shape: Struct<T, unknown> | null, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = readAccessToken();
  if (token && isApiUrl(path)) headers.Authorization = `Bearer ${token}`;

  let response: { status: number; data: unknown };
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
      if (!headers.Authorization) throw errorFromResponse(401, parseJson(response.data) ?? response.data);
      onUnauthorized();
      throw new ApiError('unauthorized', 'Session expired', 401);
    }
    // With responseType 'blob' the error body arrives as a Blob; read it so the server's message survives.
    const body = response.data instanceof Blob ? await response.data.text().catch(() => '') : response.data;
    throw errorFromResponse(response.status, parseJson(body) ?? body);
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

function parseJson(raw: unknown): unknown {
  if (typeof raw !== 'string') return raw ?? undefined;
  if (raw.trim() === '') return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}
