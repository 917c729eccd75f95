import type { MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';

/** How long a browser may reuse a preflight answer (seconds). */
export const PREFLIGHT_MAX_AGE = 600;

/**
 * CORS for partner pages: only origins on the allow-list (TOTE_ALLOWED_ORIGINS)
 * may call the API from another origin. Widgets authenticate with a bearer token,
 * never cookies, so credentials stay off and no allowed origin can ride on a
 * member's cookies. Preflights (Authorization header, JSON or multipart bodies)
 * from an origin not on the list get no CORS headers, so the browser refuses.
 */
export function partnerCors(allowedOrigins: readonly string[]): MiddlewareHandler {
  const allowed = new Set(allowedOrigins.map((o) => o.replace(/\/+$/, '').toLowerCase()));
  const allowOrigin = (origin: string | undefined) => (origin && allowed.has(origin.toLowerCase()) ? origin : null);
  const preflight = cors({
    origin: (origin) => allowOrigin(origin),
    allowMethods: ['GET', 'POST', 'PUT', 'DELETE'],
    allowHeaders: ['Authorization', 'Content-Type', 'Accept'],
    maxAge: PREFLIGHT_MAX_AGE,
    credentials: false,
  });
  return async (c, next) => {
    if (c.req.method === 'OPTIONS') return preflight(c, next);
    const origin = allowOrigin(c.req.header('origin'));
    await next();
    // Set on the answer's own headers: hono's cors() adds Vary with c.header() once the answer is made, which makes
    // @hono/node-server rebuild it as a stream (as much CPU as the rest of a small call).
    const set = (headers: Headers) => {
      if (origin) headers.set('Access-Control-Allow-Origin', origin);
      headers.append('Vary', 'Origin');
    };
    try {
      set(c.res.headers);
    } catch {
      // An answer with immutable headers (a fetched or redirect Response): a copy takes them.
      c.res = new Response(c.res.body, c.res);
      set(c.res.headers);
    }
  };
}
