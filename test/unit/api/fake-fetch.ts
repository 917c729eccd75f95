import { vi } from 'vitest';

/** One request as the fake server saw it. */
export interface SeenRequest {
  url: string;
  method: string;
  headers: Headers;
  body: BodyInit | null | undefined;
}

export type Reply = Response | (() => Response | Promise<Response>);

/**
 * Stands in for the API behind global fetch: records every request and answers
 * from a queue (the last reply repeats). Errors thrown by a reply become fetch
 * rejections, which is how a dead network looks to the client.
 */
export function fakeFetch(...replies: Reply[]) {
  const seen: SeenRequest[] = [];
  const queue = [...replies];
  const fetch = vi.fn(async (input: string | URL | Request, init: RequestInit = {}) => {
    seen.push({
      url: String(input),
      method: init.method ?? 'GET',
      headers: new Headers(init.headers as Record<string, string>),
      body: init.body,
    });
    const reply = queue.length > 1 ? queue.shift()! : queue[0];
    if (!reply) throw new Error('fakeFetch: no reply configured');
    return typeof reply === 'function' ? reply() : reply.clone();
  });
  vi.stubGlobal('fetch', fetch);
  return { seen, fetch, last: () => seen[seen.length - 1] };
}

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** The API's success envelope (spec point 7: results wrapped in a data field). */
export function data(value: unknown): Response {
  return json({ data: value });
}

export function text(body: string, status = 200): Response {
  return new Response(body, { status, headers: { 'Content-Type': 'text/html' } });
}

/** The JSON of a request body sent as application/json. */
export function jsonBody(request: SeenRequest): unknown {
  if (typeof request.body !== 'string') throw new Error(`expected a JSON body, got ${Object.prototype.toString.call(request.body)}`);
  return JSON.parse(request.body);
}

/** The parts of a multipart body: JSON parts decoded, files as File, text fields as strings. */
export async function multipartParts(request: SeenRequest): Promise<Record<string, unknown[]>> {
  if (!(request.body instanceof FormData)) throw new Error('expected a FormData body');
  const parts: Record<string, unknown[]> = {};
  for (const [name, value] of request.body.entries()) {
    let decoded: unknown = value;
    if (value instanceof Blob && value.type === 'application/json') decoded = JSON.parse(await value.text());
    (parts[name] ??= []).push(decoded);
  }
  return parts;
}
