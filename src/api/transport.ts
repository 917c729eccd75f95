import { $config } from '../config/widget-config';

// The wire under request() (./http.ts): URLs, the body's encoding, fetch itself.

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

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
   * This very call's answer, already on its way (the boot script's, src/api/boot-answers.ts): read and
   * checked as if it had been fetched now, instead of asking again.
   */
  answer?: Promise<RawAnswer>;
}

/** An answer as it came: its status and body (text, or a Blob when asked for). */
export interface RawAnswer {
  status: number;
  data: unknown;
}

const ABSOLUTE_URL = /^[a-z][a-z0-9+.-]*:\/\//i;

/** An API path becomes a URL under apiBase; an absolute URL (e.g. an invoice PDF link) is used as given. */
export function apiUrl(path: string): string {
  return ABSOLUTE_URL.test(path) ? path : `${$config.get().apiBase}${path}`;
}

// The bearer token goes only to our API, never to a third-party host an absolute URL may point at.
export function isApiUrl(path: string): boolean {
  if (!ABSOLUTE_URL.test(path)) return true;
  const base = $config.get().apiBase;
  try {
    const origin = new URL(base || '/', globalThis.location?.href).origin;
    return new URL(path).origin === origin;
  } catch {
    return false;
  }
}

export function withParams(url: string, params: RequestOptions['params']): string {
  if (!params) return url;
  const query = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();
  return query ? `${url}${url.includes('?') ? '&' : '?'}${query}` : url;
}

/** The answer's status and body (text, or a Blob when asked for): fetch, without a client library's weight in every widget. */
export async function fetchAnswer(method: Method, url: string, headers: Record<string, string>, options: RequestOptions): Promise<RawAnswer> {
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
