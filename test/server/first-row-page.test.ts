import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import type { Database } from '../../server/db/database';
import { FIRST_ROW_FILE } from '../../server/http/first-row-block';
import type { Picture } from '../../src/api/shapes/picture';
import { data, startCollectionServer } from './support/collection-fixtures';
import { operator } from './support/operator';
import type { Session, TestServer } from './support/test-server';

// index.html names the collection's first pictures, so a phone asks for them with the page instead of a
// round trip later (server/http/first-row-block.ts); the page must never wait for the database to be served.

const BOOT = 'document.documentElement.dataset.route="members-collection";';
const INDEX = `<!doctype html><html><head><title>Tote</title><script>${BOOT}</script></head><body>${'<p>Tote</p>'.repeat(50)}</body></html>`;
/** The request the build writes (scripts/finish-build.mjs, from site/prerender.tsx's earlyCollection()): the default first page. */
const FIRST_ROW = { id: 'tote-first-row', parts: { product: {}, filter: { sort: 'NEWEST', page: 0, size: 12 } }, pictures: 2 };

let server: TestServer & { today: string };
let staff: Session;
let dist: string;
let app: Hono;

beforeAll(async () => {
  server = await startCollectionServer();
  staff = await operator(server);
  dist = mkdtempSync(join(tmpdir(), 'tote-first-row-'));
  mkdirSync(join(dist, 'site'), { recursive: true });
  writeFileSync(join(dist, 'site', 'index.html'), INDEX);
  writeFileSync(join(dist, FIRST_ROW_FILE), JSON.stringify(FIRST_ROW));
  app = server.appWith({ distDir: dist });
});
afterAll(async () => {
  rmSync(dist, { recursive: true, force: true });
  await server.close();
});

const page = (on: Hono = app, headers: Record<string, string> = {}) => Promise.resolve(on.request('/', { headers }));

/** The pictures named in the page's data block, or null when it has none. */
function namedPictures(html: string): Picture[] | null {
  const block = /<script type="application\/json" id="tote-first-row">([\s\S]*?)<\/script>/.exec(html);
  return block ? JSON.parse(block[1]) : null;
}

/** The collection's first page as its call answers the same request. */
async function firstPage(): Promise<{ productId: number; pictures: Picture[] }[]> {
  const form = new FormData();
  form.append('product', new Blob([JSON.stringify(FIRST_ROW.parts.product)], { type: 'application/json' }));
  form.append('filter', new Blob([JSON.stringify(FIRST_ROW.parts.filter)], { type: 'application/json' }));
  return data(await app.request('/api/product/filter/list', { method: 'POST', body: form }));
}
/** Its first two bags' first pictures. */
const firstPictures = async () => (await firstPage()).slice(0, 2).map((bag) => bag.pictures[0]);

const preloadable = ({ src, width, height, sources }: Picture) => ({ src, width, height, sources });

describe("index.html and the collection's first row", () => {
  it('names the first two bags’ first pictures before the boot script, as the list call answers them, under the same CSP', async () => {
    const res = await page(app, { 'accept-encoding': 'br' });
    expect(res.status).toBe(200);
    const html = brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString();
    expect(namedPictures(html)).toEqual((await firstPictures()).map(preloadable));
    expect(html.indexOf('id="tote-first-row"')).toBeLessThan(html.indexOf(`<script>${BOOT}`));
    // The block is data, never run: the CSP still allows the boot script alone.
    const scriptSrc = /script-src ([^;]+)/.exec(res.headers.get('content-security-policy') ?? '')![1];
    expect(scriptSrc).toBe(`'self' 'sha256-${createHash('sha256').update(BOOT).digest('base64')}'`);
  });

  it('changes them and the ETag when the collection’s first bags change; unchanged, a 304; the same ETag on another instance', async () => {
    const before = await page();
    const etag = before.headers.get('etag')!;
    const again = await page(app, { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect((await page(server.appWith({ distDir: dist }))).headers.get('etag')).toBe(etag);

    // The first bag leaves the collection: the second one's picture leads the row.
    const [first, second] = await firstPictures();
    const retired = await app.request(`/api/operator/products/${(await firstPage())[0].productId}/retire`, {
      method: 'POST',
      headers: { authorization: `Bearer ${staff.accessToken}` },
    });
    expect(retired.status).toBe(200);

    const after = await page(app, { 'if-none-match': etag });
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(etag);
    const named = namedPictures(await after.text())!;
    expect(named[0]).toEqual(preloadable(second));
    expect(named.map((p) => p.src)).not.toContain(first.src);
    expect(named).toEqual((await firstPictures()).map(preloadable));
  });

  it('serves the page as built when the build names no first row (another API origin, an older build)', async () => {
    const bare = mkdtempSync(join(tmpdir(), 'tote-first-row-'));
    try {
      mkdirSync(join(bare, 'site'));
      writeFileSync(join(bare, 'site', 'index.html'), INDEX);
      const res = await page(server.appWith({ distDir: bare }));
      expect(await res.text()).toBe(INDEX);
    } finally {
      rmSync(bare, { recursive: true, force: true });
    }
  });

  it('serves the page without the row, at once, when the database fails or hangs', async () => {
    const failing = (query: () => Promise<never>): Database => ({ ...server.db, query, completedWrites: undefined });
    const hung = new Promise<never>(() => {});
    for (const db of [failing(async () => Promise.reject(new Error('connection refused'))), failing(() => hung)]) {
      const broken = createApp({ db, config: { ...server.config, distDir: dist }, sms: server.sms, now: server.clock.now });
      for (let i = 0; i < 2; i++) {
        const res = await Promise.race([page(broken), new Promise<never>((_, reject) => setTimeout(() => reject(new Error('index.html hung')), 2000))]);
        expect(res.status).toBe(200);
        expect(await res.text()).toBe(INDEX);
      }
    }
  });
});
