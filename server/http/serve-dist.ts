import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { Context, Hono } from 'hono';
import { siteCsp } from './security-headers';

const NOT_BUILT = 'The site has not been built yet. Run `npm run build`, then reload this page.';

/** Files under /assets/ carry a content hash in their name (the build puts nothing else there): cached for good. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html, the widget loaders and the typings keep their names: always revalidated (a 304 when unchanged). */
export const REVALIDATE = 'no-cache';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
  '.ts': 'text/plain; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.svg', '.json', '.ts', '.txt']);

type Encoding = 'br' | 'gzip';

interface StaticFile {
  key: string;
  type: string;
  hash: string;
  /** Identity and encoded bodies; an encoding is absent when it would not be smaller. */
  bodies: { identity: Buffer } & Partial<Record<Encoding, Buffer>>;
  csp: string | null;
}

/** Which encodings the client takes, best first (q=0 refuses one). */
export function acceptedEncodings(header: string | undefined): Encoding[] {
  const ok = new Set<string>();
  for (const part of (header ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q && Number(q.slice(2)) === 0) continue;
    ok.add(name.trim());
  }
  return (['br', 'gzip'] as const).filter((e) => ok.has(e) || ok.has('*'));
}

/**
 * The files read once and kept with their compressed forms and ETag, keyed by
 * path, size and mtime (a rebuild under a running server is picked up). The
 * build writes .br and .gz beside each file; without them we compress once here.
 */
const cache = new Map<string, StaticFile>();

function load(path: string): StaticFile | null {
  let stat;
  try {
    stat = statSync(path);
  } catch {
    return null;
  }
  if (!stat.isFile()) return null;
  const key = `${stat.size}:${stat.mtimeMs}`;
  const cached = cache.get(path);
  if (cached?.key === key) return cached;

  const ext = extname(path).toLowerCase();
  const identity = readFileSync(path);
  const bodies: StaticFile['bodies'] = { identity };
  if (COMPRESSIBLE.has(ext) && identity.length > 256) {
    const pre = (suffix: string) => (existsSync(path + suffix) ? readFileSync(path + suffix) : null);
    const br = pre('.br') ?? brotliCompressSync(identity, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: identity.length } });
    const gz = pre('.gz') ?? gzipSync(identity, { level: 9 });
    if (br.length < identity.length) bodies.br = br;
    if (gz.length < identity.length) bodies.gzip = gz;
  }
  const file: StaticFile = {
    key,
    type: TYPES[ext] ?? 'application/octet-stream',
    // From the content, so every instance behind the load balancer gives the same ETag.
    hash: createHash('sha256').update(identity).digest('base64url').slice(0, 22),
    bodies,
    csp: ext === '.html' ? siteCsp(identity.toString('utf8')) : null,
  };
  cache.set(path, file);
  return file;
}

/**
 * index.html with `block` (the first row's pictures: server/http/first-row-block.ts) before its first inline
 * script, so before the boot script that reads it. Made once per block and kept (the block changes with the catalogue's
 * first pictures, not with every version); its ETag is from the content, so every instance with the same
 * catalogue gives the same one, and a client that has this page gets a 304. The CSP stays the page's: a data
 * block is never executed, so it needs no hash.
 */
const withBlocks = new Map<string, StaticFile>();
function withBlock(page: StaticFile, block: string | null): StaticFile {
  if (!block) return page;
  const id = `${page.hash}:${block}`;
  const kept = withBlocks.get(id);
  if (kept) return kept;
  const html = page.bodies.identity.toString('utf8');
  const at = html.indexOf('<script>');
  if (at < 0) return page;
  const identity = Buffer.from(html.slice(0, at) + block + html.slice(at));
  const file: StaticFile = {
    ...page,
    hash: createHash('sha256').update(identity).digest('base64url').slice(0, 22),
    bodies: {
      identity,
      br: brotliCompressSync(identity, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: identity.length } }),
      gzip: gzipSync(identity, { level: 9 }),
    },
  };
  // A few pages at most: one per build and first row in use.
  if (withBlocks.size >= 4) withBlocks.delete(withBlocks.keys().next().value!);
  withBlocks.set(id, file);
  return file;
}

/** `root` + the request path, or null when it would leave root or names something we never serve. */
function resolveInside(root: string, requestPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(requestPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || /\.(br|gz)$/i.test(decoded)) return null;
  const path = normalize(join(root, decoded));
  return path === root || path.startsWith(root + sep) ? path : null;
}

function etagMatches(header: string | undefined, hash: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  // Any representation of the same content will do: the client keeps the one it has.
  return header.split(',').some(
    (tag) =>
      tag
        .trim()
        .replace(/^W\//, '')
        .replace(/^"|"$/g, '')
        .replace(/-(br|gzip)$/, '') === hash,
  );
}

function send(c: Context, file: StaticFile, cacheControl: string, crossOrigin: boolean): Response {
  const encoding = acceptedEncodings(c.req.header('accept-encoding')).find((e) => file.bodies[e]);
  const headers = new Headers({
    'Content-Type': file.type,
    'Cache-Control': cacheControl,
    ETag: `"${file.hash}${encoding ? `-${encoding}` : ''}"`,
  });
  if (file.bodies.br || file.bodies.gzip) headers.set('Vary', 'Accept-Encoding');
  if (file.csp) {
    headers.set('Content-Security-Policy', file.csp);
    headers.set('X-Frame-Options', 'DENY');
  }
  if (crossOrigin) {
    // Module chunks are fetched with CORS from partner pages; they are public and sent without credentials.
    headers.set('Access-Control-Allow-Origin', '*');
    headers.set('Cross-Origin-Resource-Policy', 'cross-origin');
  }
  if (etagMatches(c.req.header('if-none-match'), file.hash)) return new Response(null, { status: 304, headers });
  const body = encoding ? file.bodies[encoding]! : file.bodies.identity;
  if (encoding) headers.set('Content-Encoding', encoding);
  headers.set('Content-Length', String(body.length));
  return new Response(c.req.method === 'HEAD' ? null : new Uint8Array(body), { status: 200, headers });
}

/**
 * Serves the built front end: dist/site at / (index.html for /) and the widget
 * loaders at /widgets/, precompressed (brotli, gzip), with an ETag and a 304 for
 * a matching If-None-Match. Registered after the API routes, so /api/* never
 * lands here. A missing dist folder is a plain 404 telling how to build it.
 * `firstRow` gives index.html the collection's first pictures (server/http/first-row-block.ts).
 */
export function serveDist(app: Hono, distDir: string, { firstRow }: { firstRow?: () => Promise<string | null> } = {}): void {
  const siteDir = join(distDir, 'site');
  const widgetsDir = join(distDir, 'widgets');
  const indexHtml = join(siteDir, 'index.html');

  app.on(['GET', 'HEAD'], '*', async (c, next) => {
    const path = c.req.path;
    if (path.startsWith('/api/')) return next();
    const inWidgets = path.startsWith('/widgets/');
    const root = inWidgets ? widgetsDir : siteDir;
    if (!existsSync(root)) return c.text(NOT_BUILT, 404);
    const file = resolveInside(root, inWidgets ? path.slice('/widgets'.length) : path === '/' ? '/index.html' : path);
    const loaded = file ? load(file) : null;
    if (!loaded) return next();
    const found = file === indexHtml && firstRow ? withBlock(loaded, await firstRow()) : loaded;
    // /assets/ holds only content-hashed files; pictures in /media/ carry the hash of their content in the name (name.0123456789.webp).
    const hashed = path.startsWith('/assets/') || /^\/media\/.+\.[0-9a-f]{10,}\.[a-z0-9]+$/.test(path);
    return send(c, found, hashed ? IMMUTABLE : REVALIDATE, hashed || inWidgets);
  });

  app.notFound((c) => c.text(existsSync(siteDir) ? 'Not found' : NOT_BUILT, 404));
}
