import { existsSync, readFileSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { log } from '../log/logger';

export const DEFAULT_PARTNER_PORT = 8081;
/** The address the partner page's snippets are written against (the README's embedding guide). */
export const SNIPPET_SITE_ORIGIN = 'http://127.0.0.1:8080';

/** PARTNER_PORT: a port number, or "off"/"0" for no partner demo. Default 8081. */
export function partnerDemoPort(value: string | undefined): number | null {
  if (value === undefined || value.trim() === '') return DEFAULT_PARTNER_PORT;
  if (/^(off|0|false|no)$/i.test(value.trim())) return null;
  const port = Number(value);
  return Number.isInteger(port) && port > 0 && port < 65536 ? port : DEFAULT_PARTNER_PORT;
}

/** The origins a browser reports for the partner demo page (both spellings of the loopback host). */
export function partnerDemoOrigins(host: string, port: number): string[] {
  const names = host === '0.0.0.0' || host === '127.0.0.1' || host === 'localhost' ? ['127.0.0.1', 'localhost'] : [host];
  return names.map((name) => `http://${name}:${port}`);
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
};

/**
 * The partner demo: dist/partner served on its own port, so it is another origin
 * than the site, as a real partner's page is. Its snippets point at
 * http://127.0.0.1:8080; when the site runs elsewhere (another PORT, tests) that
 * address is rewritten to the running site's, so the copy-paste text stays honest.
 */
export function partnerDemoApp(partnerDir: string, siteOrigin: string): Hono {
  const app = new Hono();
  app.get('*', (c) => {
    const path = c.req.path === '/' ? '/index.html' : c.req.path;
    const file = normalize(join(partnerDir, path));
    if (!file.startsWith(normalize(partnerDir)) || !existsSync(file)) return c.text('Not found', 404);
    const type = TYPES[extname(file)] ?? 'application/octet-stream';
    const bytes = readFileSync(file);
    const body = type.startsWith('text/') ? bytes.toString('utf8').replaceAll(SNIPPET_SITE_ORIGIN, siteOrigin) : bytes;
    return c.body(body, 200, { 'content-type': type, 'cache-control': 'no-store' });
  });
  return app;
}

/** Starts the partner demo; a port already in use is a warning, not a crash of the site. */
export function startPartnerDemo(options: { distDir: string; host: string; port: number; siteOrigin: string }): { close(): void } {
  const partnerDir = join(options.distDir, 'partner');
  if (!existsSync(partnerDir)) {
    log.info('dist/partner is missing: run npm run build to get the partner demo page');
    return { close() {} };
  }
  const server = serve({ fetch: partnerDemoApp(partnerDir, options.siteOrigin).fetch, port: options.port, hostname: options.host }, (info) => {
    log.info(`Partner demo page (another origin) on http://${options.host}:${info.port}/`);
  });
  server.on('error', (err: NodeJS.ErrnoException) => {
    log.warn(`could not start the partner demo on port ${options.port}: ${err.code ?? err.message}`);
  });
  return { close: () => server.close() };
}
