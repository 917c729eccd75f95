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
 * Early data: the calls a route makes first are started by the site's
 * boot as soon as the route is known, before the route's code has arrived. The
 * widget then makes the same call and gets that answer instead of a second
 * request: once, and only while it is fresh.
 */
export const EARLY_ANSWER_TTL_MS = 10_000;
const early = new Map<string, { answer: Promise<unknown>; at: number }>();
let collectingEarly = false;
/**
 * Every other call of the last EARLY_ANSWER_TTL_MS, for an early start that comes
 * second: the boot's dynamic import of the route's starters may resolve after the
 * site's own code has run and its widget has made the call (a loaded phone, a slow
 * chunk), and then that call serves the early start as well.
 */
const sent = new Map<string, { answer: Promise<unknown>; at: number }>();

function remember(map: Map<string, { answer: Promise<unknown>; at: number }>, key: string, answer: Promise<unknown>): void {
  const now = Date.now();
  for (const [k, v] of map) if (now - v.at >= EARLY_ANSWER_TTL_MS) map.delete(k);
  map.set(key, { answer, at: now });
}

/** Runs `start`, whose requests are kept for the first identical request after it. */
export function startEarly(start: () => void): void {
  collectingEarly = true;
  try {
    start();
  } finally {
    collectingEarly = false;
  }
}

/**
 * Runs `start` without keeping its requests, inside startEarly too: a fetcher store
 * shares its answer through the data layer's cache, so a kept copy would only be
 * taken by the store's next refresh (Retry, 'Check again'), which must ask afresh.
 */
export function notKept(start: () => void): void {
  const was = collectingEarly;
  collectingEarly = false;
  try {
    start();
  } finally {
    collectingEarly = was;
  }
}

/**
 * One call to the API: bearer header when a token is stored, the `data` field
 * unwrapped and checked against `shape` once, here at the edge (spec point 7).
 */
export function request<T>(method: Method, path: string, shape: Struct<T, unknown> | null, options: RequestOptions = {}): Promise<T> {
  // Uploads are never kept; a multipart read of JSON parts only (the collection's filter) is.
  if (options.multipart && Object.values(options.multipart).some((v) => v instanceof Blob || Array.isArray(v))) return send(method, path, shape, options);
  const key = JSON.stringify([
    method,
    apiUrl(path),
    options.params ?? null,
    options.body ?? null,
    options.multipart ?? null,
    options.responseType ?? null,
    readAccessToken(),
  ]);
  const kept = early.get(key) ?? (collectingEarly ? sent.get(key) : undefined);
  if (kept && !collectingEarly) early.delete(key);
  if (kept && Date.now() - kept.at < EARLY_ANSWER_TTL_MS) return kept.answer as Promise<T>;
  const answer = send(method, path, shape, options);
  // Nobody may ever ask for an early answer again; its failure is for the widget that does to handle.
  if (collectingEarly) answer.catch(() => {});
  remember(collectingEarly ? early : sent, key, answer);
  return answer;
}

/**
 * What the boot script in index.html asked for itself on a first visit to the collection
 * (scripts/finish-build.mjs): the answers, in flight or in, by API path, with the token and
 * the multipart parts they were asked with.
 */
interface BootAnswers {
  at: number;
  token: string | null;
  parts: string;
  answers: Record<string, Promise<{ status: number; data: string }> | undefined>;
}

/**
 * The boot's answer to this very call, once: the first identical call (the route starter's,
 * whose fetcher store puts it in the query cache) takes it instead of asking again; any later
 * one (a refresh, Retry) asks afresh, and so does any call after EARLY_ANSWER_TTL_MS.
 */
function bootAnswer(method: Method, path: string, token: string | null, options: RequestOptions): Promise<{ status: number; data: unknown }> | null {
  const boot = (globalThis as { __toteBoot?: BootAnswers }).__toteBoot;
  if (!boot || method !== 'POST' || !options.multipart || options.params || options.responseType) return null;
  const answer = boot.answers[path];
  if (!answer || boot.token !== token || boot.parts !== JSON.stringify(options.multipart) || Date.now() - boot.at >= EARLY_ANSWER_TTL_MS) return null;
  boot.answers[path] = undefined;
  return answer;
}

async function send<T>(method: Method, path: string, shape: Struct<T, unknown> | null, options: RequestOptions): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = readAccessToken();
  if (token && isApiUrl(path)) headers.Authorization = `Bearer ${token}`;

  let response: { status: number; data: unknown };
  try {
    response = await (bootAnswer(method, path, token, options) ?? fetchAnswer(method, withParams(apiUrl(path), options.params), headers, options));
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
