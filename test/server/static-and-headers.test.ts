import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postJson, startTestServer, type TestServer } from './support/test-server';

let server: TestServer;
let tmp: string;
let app: Hono;

const BOOT = 'document.documentElement.dataset.route="home";';
const INDEX = `<!doctype html><html><head><title>Tote</title><script>${BOOT}</script><script type="module" src="./assets/main-AbCd1234.js"></script></head><body>${'<p>Tote</p>'.repeat(50)}</body></html>`;
const MAIN = `export const x = ${JSON.stringify('a'.repeat(2000))};`;
const LOADER = `(function(){${'/* loader */'.repeat(40)}})();`;

beforeAll(async () => {
  server = await startTestServer();
  tmp = mkdtempSync(join(tmpdir(), 'tote-static-'));
  mkdirSync(join(tmp, 'site', 'assets'), { recursive: true });
  mkdirSync(join(tmp, 'widgets'), { recursive: true });
  writeFileSync(join(tmp, 'site', 'index.html'), INDEX);
  writeFileSync(join(tmp, 'site', 'assets', 'main-AbCd1234.js'), MAIN);
  writeFileSync(join(tmp, 'widgets', 'auth.js'), LOADER);
  mkdirSync(join(tmp, 'site', 'media', 'bags'), { recursive: true });
  writeFileSync(join(tmp, 'site', 'media', 'bags', 'front-640.529ad8a94d.webp'), 'RIFF');
  app = server.appWith({ distDir: tmp, hstsMaxAge: 0 });
});
afterAll(async () => {
  rmSync(tmp, { recursive: true, force: true });
  await server.close();
});

const get = (path: string, headers: Record<string, string> = {}, on: Hono = app) => Promise.resolve(on.request(path, { headers }));

describe('static files are served like a production site', () => {
  it('sends brotli, else gzip, else the plain file, as the client accepts, and says it varies by encoding', async () => {
    const br = await get('/assets/main-AbCd1234.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(br.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(MAIN);

    const gz = await get('/assets/main-AbCd1234.js', { 'accept-encoding': 'gzip, br;q=0' });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(MAIN);

    const plain = await get('/assets/main-AbCd1234.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(MAIN);
    expect(Number(br.headers.get('content-length'))).toBeLessThan(MAIN.length / 4);
  });

  it('caches content-hashed files for a year as immutable, and revalidates index.html and the widget loaders', async () => {
    expect((await get('/assets/main-AbCd1234.js')).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await get('/media/bags/front-640.529ad8a94d.webp')).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    for (const path of ['/', '/widgets/auth.js']) {
      const first = await get(path, { 'accept-encoding': 'br' });
      expect(first.headers.get('cache-control')).toBe('no-cache');
      const etag = first.headers.get('etag');
      expect(etag).toMatch(/^"[\w-]+"$/);
      // A conditional GET with the ETag it has gets a 304 and no body.
      const again = await get(path, { 'accept-encoding': 'br', 'if-none-match': etag! });
      expect(again.status).toBe(304);
      expect(await again.text()).toBe('');
      expect(again.headers.get('etag')).toBe(etag);
      // A stale ETag gets the file.
      expect((await get(path, { 'if-none-match': '"stale"' })).status).toBe(200);
    }
  });

  it('a changed file gets a new ETag (the same on every instance: it comes from the content)', async () => {
    const before = (await get('/widgets/auth.js')).headers.get('etag');
    expect((await get('/widgets/auth.js', {}, server.appWith({ distDir: tmp }))).headers.get('etag')).toBe(before);
    writeFileSync(join(tmp, 'widgets', 'auth.js'), `${LOADER}//v2`);
    const after = await get('/widgets/auth.js', { 'if-none-match': before! });
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(before);
  });

  it('lets partner pages load the widget loaders and module chunks (CORS), but not the site page', async () => {
    expect((await get('/widgets/auth.js', { origin: 'https://partner.example' })).headers.get('access-control-allow-origin')).toBe('*');
    expect((await get('/assets/main-AbCd1234.js', { origin: 'https://partner.example' })).headers.get('access-control-allow-origin')).toBe('*');
    expect((await get('/', { origin: 'https://partner.example' })).headers.get('access-control-allow-origin')).toBeNull();
  });

  it('never serves the precompressed files by name, or anything outside dist', async () => {
    expect((await get('/assets/main-AbCd1234.js.br')).status).toBe(404);
    expect((await get('/%2e%2e/%2e%2e/package.json')).status).toBe(404);
    expect((await get('/assets/missing-AbCd1234.js')).status).toBe(404);
  });
});

describe('security headers', () => {
  it('serves the site page with a strict CSP: no unsafe-inline, the boot script by hash, no framing', async () => {
    const res = await get('/');
    const csp = res.headers.get('content-security-policy') ?? '';
    const directives = Object.fromEntries(
      csp
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .map(([name, ...values]) => [name, values]),
    );
    expect(directives['script-src']).toEqual(["'self'", `'sha256-${createHash('sha256').update(BOOT).digest('base64')}'`]);
    expect(directives['style-src']).toEqual(["'self'"]);
    expect(directives['frame-ancestors']).toEqual(["'none'"]);
    expect(directives['object-src']).toEqual(["'none'"]);
    expect(directives['frame-src']).toEqual(["'self'", 'blob:']);
    expect(directives['base-uri']).toEqual(["'none'"]);
    expect(csp).not.toMatch(/unsafe-(inline|eval)/);
    expect(res.headers.get('x-frame-options')).toBe('DENY');
  });

  it('puts nosniff and a Referrer-Policy on every answer: page, scripts, API, errors and 404s', async () => {
    const answers = await Promise.all([
      get('/'),
      get('/assets/main-AbCd1234.js'),
      get('/widgets/auth.js'),
      get('/nowhere'),
      get('/api/config'),
      get('/api/no-such-call'),
      postJson(app, '/api/user/send-otp', '{not json'),
      get('/api/user/getByUsername/9000000001'),
    ]);
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 404, 200, 404, 400, 401]);
    for (const res of answers) {
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('strict-transport-security')).toBeNull();
    }
  });

  it('adds HSTS when the operator configures it (TOTE_HSTS_MAX_AGE, behind TLS)', async () => {
    const tls = server.appWith({ distDir: tmp, hstsMaxAge: 31536000 });
    for (const path of ['/', '/api/config']) {
      expect((await get(path, {}, tls)).headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    }
  });
});
