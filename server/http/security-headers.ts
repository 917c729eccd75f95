import { createHash } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';

export interface SecurityHeaderOptions {
  /** Strict-Transport-Security max-age in seconds (TOTE_HSTS_MAX_AGE); 0 sends none. Only behind TLS. */
  hstsMaxAge: number;
}

/**
 * Headers every answer carries, the API's and the static files' alike: no MIME sniffing, referrers cut to the origin across sites, and HSTS
 * when the operator says the server is reached over HTTPS only.
 */
export function securityHeaders({ hstsMaxAge }: SecurityHeaderOptions): MiddlewareHandler {
  const hsts = hstsMaxAge > 0 ? `max-age=${Math.floor(hstsMaxAge)}; includeSubDomains` : null;
  return async (c, next) => {
    await next();
    const set = (name: string, value: string) => {
      if (!c.res.headers.has(name)) c.res.headers.set(name, value);
    };
    try {
      set('X-Content-Type-Options', 'nosniff');
      set('Referrer-Policy', 'strict-origin-when-cross-origin');
      if (hsts) set('Strict-Transport-Security', hsts);
    } catch {
      // An immutable Response (one passed through from fetch): copy it into one we can change.
      c.res = new Response(c.res.body, c.res);
      c.res.headers.set('X-Content-Type-Options', 'nosniff');
      c.res.headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
      if (hsts) c.res.headers.set('Strict-Transport-Security', hsts);
    }
  };
}

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi;

/** 'sha256-…' sources for the inline scripts of a page (the site's boot script), so none needs 'unsafe-inline'. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)].filter((m) => m[1].trim() !== '').map((m) => `'sha256-${createHash('sha256').update(m[1]).digest('base64')}'`);
}

/** Origins the site's page talks to besides its own: the API (TOTE_API_BASE at build) and a vitals collector named in the page. */
function extraConnectOrigins(html: string, apiBase: string | undefined): string[] {
  const urls = [apiBase ?? '', /<meta\s+name="tote-vitals-endpoint"\s+content="([^"]+)"/i.exec(html)?.[1] ?? ''];
  const origins = new Set<string>();
  for (const url of urls) {
    try {
      if (/^https?:\/\//i.test(url)) origins.add(new URL(url).origin);
    } catch {
      // Not a URL: nothing to allow.
    }
  }
  return [...origins];
}

/**
 * The site's Content-Security-Policy: scripts only from our origin plus the exact
 * inline boot script the build wrote (by hash), styles only from files (the widgets
 * use constructable stylesheets), no plugins, no <base>, and never in a frame: the
 * site keeps tokens in session storage, so no other page may frame it.
 */
export function siteCsp(html: string, apiBase: string | undefined = process.env.TOTE_API_BASE): string {
  const extra = extraConnectOrigins(html, apiBase);
  return [
    "default-src 'self'",
    ["script-src 'self'", ...inlineScriptHashes(html)].join(' '),
    "style-src 'self'",
    // Bag photos from the API; newsletter pictures may live on any https host; blob: previews of chosen uploads.
    ["img-src 'self' data: blob: https:", ...extra].join(' '),
    ["connect-src 'self'", ...extra].join(' '),
    "font-src 'self'",
    // The back office shows an applicant's PDF documents in a frame, from a blob: URL it made of the operator-only download.
    "frame-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}
