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
  return cors({
    origin: (origin) => (origin && allowed.has(origin.toLowerCase()) ? origin : null),
    allowMethods: ['GET', 'POST', 'PUT', 'DELETE'],
    allowHeaders: ['Authorization', 'Content-Type', 'Accept'],
    maxAge: PREFLIGHT_MAX_AGE,
    credentials: false,
  });
}
