// After rollup: index.html from site/index.html (the hashed stylesheet and icon, the operator's
// tab sharing and the boot script with the route table and the first load's chunks, the home page and the
// collection's heading prerendered into #root), the partner demo and the typings copied, and every
// text file precompressed (.br, .gz) for the server to send as is.
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { bootScript } from './lib/boot-script.mjs';

const outRoot = process.env.TOTE_OUT_DIR ?? 'dist';
const siteOut = join(outRoot, 'site');
const manifest = JSON.parse(readFileSync(join(outRoot, '.build/manifest.json'), 'utf8'));

const prerender = existsSync('.tmp/prerender/prerender.mjs') ? await import(pathToFileURL('.tmp/prerender/prerender.mjs').href) : null;

/**
 * The first load's chunks besides the entry, for the boot script to preload after the route's
 * calls (the shared runtime and data layer first: every widget needs them), and for each
 * prerendered route's widget the chunk that defines it with every chunk it imports (the
 * manifest's list for the widget: its own chunk first).
 */
function firstLoad() {
  const shared = manifest.routeDataFiles.filter((f) => manifest.mainFiles.includes(f)).reverse();
  const first = [...new Set([...shared, ...manifest.mainFiles])].filter((f) => f !== manifest.main);
  const elements = {};
  for (const [route, widget] of Object.entries(prerender?.prerenderedWidgets() ?? {})) elements[route] = manifest.widgets[widget];
  return { first, elements, main: manifest.main };
}

const apiBase = process.env.TOTE_API_BASE ?? '';
const early = prerender?.earlyCollection() ?? null;
// The server that serves index.html names the first row's pictures in it (server/http/first-row-block.ts,
// from this request): only when it is the API too, so never for a site built against another API origin.
if (early && apiBase) delete early.block;
if (early?.block) writeFileSync(join(outRoot, 'first-row.json'), JSON.stringify({ id: early.block, parts: early.parts, pictures: early.pictures }));

// The operator's tab sharing (site/staff-session.ts): before the boot script, whose route, early calls and imports
// must all see the session the tab adopts.
const staffSession = readFileSync('.tmp/inline/staff-session.js', 'utf8').trim();

let html = readFileSync('site/index.html', 'utf8');
const replaceOnce = (from, to) => {
  if (!html.includes(from)) throw new Error(`site/index.html: "${from}" not found`);
  html = html.replace(from, to);
};
replaceOnce('./favicon.svg', `./assets/${manifest.assets['favicon.svg']}`);
replaceOnce(
  '<link rel="stylesheet" href="./assets/site.css" />',
  `<script>${staffSession}</script>
    <script>${bootScript(manifest.routes, manifest.routeData, manifest.starters, early, apiBase, prerender?.earlyHero() ?? null, firstLoad())}</script>
    <link rel="stylesheet" href="./assets/${manifest.assets['site.css']}" />`,
);
// The site's entry is imported by the boot script, which may hold it until the route's first pictures are in.
replaceOnce('<script type="module" src="./assets/main.js"></script>', '');
if (prerender) replaceOnce('<div id="root"></div>', `<div id="root">${prerender.renderHome()}</div>`);
writeFileSync(join(siteOut, 'index.html'), html);

// The partner demo page (served on PARTNER_PORT) and the element typings for hosts.
if (existsSync('partner')) cpSync('partner', join(outRoot, 'partner'), { recursive: true });
mkdirSync(join(outRoot, 'widgets'), { recursive: true });
cpSync('types/tote-elements.d.ts', join(outRoot, 'widgets', 'tote-elements.d.ts'));

// Precompressed once here, sent as is by server/http/serve-dist.ts.
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.svg', '.json', '.ts']);
function compressAll(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) compressAll(path);
    else if (COMPRESSIBLE.has(extname(name))) {
      const body = readFileSync(path);
      if (body.length <= 256) continue;
      writeFileSync(`${path}.br`, brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length } }));
      writeFileSync(`${path}.gz`, gzipSync(body, { level: 9 }));
    }
  }
}
compressAll(siteOut);
compressAll(join(outRoot, 'widgets'));

console.log(`index.html written, site and widgets precompressed in ${outRoot}/`);
