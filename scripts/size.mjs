// npm run size: what the widgets and the site's first load cost over the wire, from
// dist/ (run npm run build first). Each file travels as its own response, so each is
// compressed alone: brotli (what browsers get) and gzip. It reports; it never fails.
//   npm run size                    the figures against the targets
//   npm run size -- --analyze auth  a widget's files (brotli) and their modules, biggest first, with each one's ~share
//   npm run size -- --analyze auth --minified  the same from each module's minified bytes (a build with source maps)
//   npm run size -- --react         the same figures for a build on real react-dom beside them
//   npm run size -- --baseline main that ref's build beside this one, in the partner-page figures of the files and in Chromium
//   npm run size -- --no-pages      the files' figures only, no Chromium
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { buildWithMaps, moduleBytes } from './size-minified.mjs';
import { baselineDist, PAGE_TARGETS, sizePages } from './size-pages.mjs';

const KB = 1000; // targets in kB of 1000 bytes: the stricter reading
const TARGETS = { loader: 2 * KB, first: 15 * KB, further: 6 * KB, site: 45 * KB };
const WIDGET_DIALOGS = { auth: 'auth-dialogs' };
// What the collection's filter sidebar draws on its first paint: on a desktop-wide page it shows at once, so
// its files count in "first on a page" there (a phone fetches them with the Filters drawer).
const SIDEBAR_FIRST_PAINT = ['widgets/collection/filter-panel.tsx'];

const br = (buf) => brotliCompressSync(buf, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }).length;
const gz = (buf) => gzipSync(buf, { level: 9 }).length;
const kb = (n) => `${(n / KB).toFixed(1)} kB`;

function load(dist) {
  const manifestFile = join(dist, '.build/manifest.json');
  if (!existsSync(manifestFile)) return null;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const sizes = new Map();
  const size = (path) => {
    if (!sizes.has(path)) {
      const buf = readFileSync(path);
      sizes.set(path, { raw: buf.length, br: br(buf), gz: gz(buf) });
    }
    return sizes.get(path);
  };
  const asset = (file) => size(join(dist, 'site/assets', file));
  const sum = (list) => list.reduce((t, s) => ({ raw: t.raw + s.raw, br: t.br + s.br, gz: t.gz + s.gz }), { raw: 0, br: 0, gz: 0 });
  return { manifest, size, asset, sum, dist };
}

const build = load('dist');
if (!build) {
  console.error('dist/.build/manifest.json is missing: run npm run build first.');
  process.exit(0);
}
const { manifest, asset, sum } = build;
const widgetNames = Object.keys(manifest.widgets)
  .filter((n) => n !== 'tote')
  .sort();
const runtime = manifest.mainFiles.find((f) => f.startsWith('runtime-'));

if (process.argv.includes('--analyze')) {
  const name = process.argv[process.argv.indexOf('--analyze') + 1] ?? 'auth';
  const files = manifest.widgets[name] ?? manifest.routes[name]?.files ?? (name === 'site' ? manifest.mainFiles : null);
  if (!files) {
    console.error(`No widget or route named ${name}`);
    process.exit(1);
  }
  // A module's share of its file's brotli size, in proportion to its rendered length: an estimate
  // (text compresses unevenly), good enough to see where a widget's bytes go.
  const share = (file, len) => {
    const total = Object.values(manifest.chunks[file].modules).reduce((t, n) => t + n, 0);
    return Math.round((asset(file).br * len) / Math.max(total, 1));
  };
  if (process.argv.includes('--minified')) {
    const built = buildWithMaps();
    const theirs = built.manifest.widgets[name] ?? built.manifest.routes[name]?.files ?? (name === 'site' ? built.manifest.mainFiles : []);
    const rows = theirs.flatMap((file) => {
      const code = built.file(file);
      const whole = br(Buffer.from(code));
      console.log(`${kb(whole).padStart(9)} br  ${String(code.length).padStart(7)} minified  ${file}`);
      const map = built.map(file);
      return map ? [...moduleBytes(code, map)].map(([id, n]) => [n, Math.round((whole * n) / code.length), file, id]) : [];
    });
    rows.sort((a, b) => b[0] - a[0]);
    console.log(`\n${'minified'.padStart(9)}  ${'~br'.padStart(6)}  ${'file'.padEnd(36)} module (${name})`);
    for (const [n, share, file, id] of rows) console.log(`${String(n).padStart(9)}  ${String(share).padStart(6)}  ${file.padEnd(36)} ${id}`);
    process.exit(0);
  }
  for (const file of files) console.log(`${kb(asset(file).br).padStart(9)} br  ${file}`);
  console.log('');
  const rows = files.flatMap((file) => Object.entries(manifest.chunks[file].modules).map(([id, len]) => [len, file, id]));
  rows.sort((a, b) => b[0] - a[0]);
  console.log(`${'rendered'.padStart(9)}  ${'~br'.padStart(6)}  ${'file'.padEnd(36)} module (${name})`);
  for (const [len, file, id] of rows.filter((r) => r[0] > 0))
    console.log(`${String(len).padStart(9)}  ${String(share(file, len)).padStart(6)}  ${file.padEnd(36)} ${id}`);
  process.exit(0);
}

function figures(b) {
  const m = b.manifest;
  const loaderOf = (name) => b.size(join(b.dist, 'widgets', `${name}.js`));
  const filesOf = (name) => m.widgets[name];
  const first = {};
  const further = {};
  for (const name of widgetNames) {
    first[name] = b.sum([loaderOf(name), ...filesOf(name).map(b.asset)]);
    // Added to a page that already has another widget: its loader and the files that one did not bring.
    let worst = null;
    let best = null;
    for (const other of widgetNames.filter((n) => n !== name)) {
      const have = new Set(filesOf(other));
      const extra = b.sum([
        loaderOf(name),
        ...filesOf(name)
          .filter((f) => !have.has(f))
          .map(b.asset),
      ]);
      if (!worst || extra.br > worst.br) worst = { ...extra, after: other };
      if (!best || extra.br < best.br) best = { ...extra, after: other };
    }
    further[name] = { ...worst, best };
  }
  const index = join(b.dist, 'site/index.html');
  const siteScripts = b.sum(m.mainFiles.map(b.asset));
  const siteFirst = b.sum([...(existsSync(index) ? [b.size(index)] : []), b.asset(m.assets['site.css']), siteScripts]);
  return { first, further, siteFirst, siteScripts, loaderOf, all: b.sum([loaderOf('tote'), ...m.widgets.tote.map(b.asset)]) };
}

const f = figures(build);
const rows = [];
const mark = (value, target) => (value <= target ? '✓' : '✗');
for (const name of widgetNames) {
  const loader = f.loaderOf(name);
  const dialogs = WIDGET_DIALOGS[name];
  const dialogFile = dialogs && Object.keys(manifest.chunks).find((c) => c.startsWith(`${dialogs}-`));
  const later = dialogFile ? b_lazy(dialogFile) : null;
  rows.push([
    `widgets/${name}.js`,
    `${loader.br} B ${mark(loader.br, TARGETS.loader)}`,
    `${kb(f.first[name].br)} ${mark(f.first[name].br, TARGETS.first)}`,
    kb(f.first[name].gz),
    `${kb(f.further[name].br)} ${mark(f.further[name].br, TARGETS.further)} (after ${f.further[name].after})`,
    `${kb(f.further[name].best.br)} ${mark(f.further[name].best.br, TARGETS.further)} (after ${f.further[name].best.after})`,
    `${manifest.widgets[name].length}`,
    later ? `+${kb(later.br)} on first open or idle` : '',
  ]);
}

/** A lazily loaded chunk and what it needs that the widget's first load does not already have. */
function b_lazy(file) {
  const closure = new Set();
  const walk = (c) => {
    if (closure.has(c)) return;
    closure.add(c);
    for (const d of manifest.chunks[c].imports) walk(d);
  };
  walk(file);
  const base = new Set(manifest.widgets.auth);
  return sum([...closure].filter((c) => !base.has(c)).map(asset));
}

const header = ['widget', 'loader (br)', 'first widget on a page (br)', '(gzip)', 'each further widget: worst case (br)', 'best case', 'files', 'dialogs'];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
const line = (cells) => cells.map((c, i) => c.padEnd(widths[i])).join('  ');
console.log(line(header));
console.log(widths.map((w) => '-'.repeat(w)).join('  '));
for (const row of rows) console.log(line(row));
console.log('');
console.log(
  `targets: loader ≤ ${kb(TARGETS.loader)}; first widget (loader + runtime + its chunks) ≤ ${kb(TARGETS.first)}; each further widget ≤ ${kb(TARGETS.further)} more (compressed, kB = 1000 B)`,
);
console.log(`widgets/tote.js (every widget): ${kb(f.all.br)} br, ${kb(f.all.gz)} gzip`);
console.log(
  `site first load: ${kb(f.siteFirst.br)} br, ${kb(f.siteFirst.gz)} gzip (index.html with the prerendered home page, CSS, and ${manifest.mainFiles.length} scripts: ${kb(f.siteScripts.br)} br, ${kb(f.siteScripts.gz)} gzip ${mark(f.siteScripts.gz, TARGETS.site)} ≤ ${kb(TARGETS.site)} gzip)`,
);
const shared = widgetNames.every((n) => manifest.widgets[n].includes(runtime));
console.log(
  `shared runtime: assets/${runtime} (${kb(asset(runtime).br)} br), used by ${shared ? 'every widget' : 'not every widget (!)'} and ${manifest.mainFiles.includes(runtime) ? 'the site' : 'not the site (!)'}: one cached file for both`,
);

if (process.argv.includes('--react')) {
  const out = '.tmp/size-react';
  rmSync(out, { recursive: true, force: true });
  try {
    execFileSync('npx', ['rollup', '-c', '--silent'], { stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, TOTE_REACT: '1', TOTE_OUT_DIR: out } });
    const react = load(out);
    const r = figures(react);
    console.log('');
    console.log('The same build on real react-dom (first widget on a page, br):');
    for (const name of widgetNames)
      console.log(`  ${name.padEnd(14)} ${kb(r.first[name].br).padStart(9)}  (${(r.first[name].br / f.first[name].br).toFixed(1)}x)`);
  } catch (error) {
    console.warn(
      `(react-dom comparison build failed: ${
        String(error.stderr ?? error.message)
          .trim()
          .split('\n')[0]
      })`,
    );
  }
}

// --baseline <ref>: that ref's client, built once in a temporary folder, beside this build in both tables.
const baselineAt = process.argv.indexOf('--baseline');
const baseline = baselineAt >= 0 ? process.argv[baselineAt + 1] : null;
let baselineDir = null;
if (baseline) {
  console.log('');
  console.log(`building ${baseline} in a temporary folder…`);
  baselineDir = baselineDist(baseline);
}
partnerFiles(baselineDir ? load(join(baselineDir, 'dist')) : null);

// What a partner page downloads in Chromium, per state (scripts/size-pages.mjs).
if (!process.argv.includes('--no-pages')) {
  try {
    await sizePages({ baseline, baselineDir });
  } catch (error) {
    console.warn(`(the partner-page figures could not be measured: ${String(error.message).split('\n')[0]})`);
  }
}
if (baselineDir) rmSync(baselineDir, { recursive: true, force: true });

/**
 * The partner-page figures of the files (brotli, as served; the site's scripts in gzip), against
 * the targets of a partner page (PAGE_TARGETS), with the baseline's beside them when given.
 */
function partnerFiles(base) {
  const of = (b) => {
    const m = b.manifest;
    const loader = (name) => b.size(join(b.dist, 'widgets', `${name}.js`));
    const after = (name, before) => {
      const have = new Set(before.flatMap((n) => m.widgets[n]));
      return b.sum([loader(name), ...m.widgets[name].filter((f) => !have.has(f)).map(b.asset)]).br;
    };
    // A desktop-wide collection shows its filters' sidebar, whose code it fetches at once: those files too.
    const desktop = () => {
      const have = new Set(m.widgets.collection);
      const files = new Set();
      const walk = (file) => {
        if (have.has(file) || files.has(file)) return;
        files.add(file);
        for (const d of m.chunks[file].imports) walk(d);
      };
      for (const [file, chunk] of Object.entries(m.chunks)) if (SIDEBAR_FIRST_PAINT.some((id) => id in chunk.modules)) walk(file);
      return after('collection', []) + b.sum([...files].map(b.asset)).br;
    };
    return [
      ['<tote-auth> alone (its first load)', after('auth', []), PAGE_TARGETS.authIdle],
      ['<tote-collection> first on a page', after('collection', []), PAGE_TARGETS.firstData],
      ['<tote-collection> first, desktop (sidebar)', desktop(), PAGE_TARGETS.firstData],
      ['<tote-booking> first on a page', after('booking', []), PAGE_TARGETS.firstData],
      ['<tote-membership> first on a page', after('membership', []), PAGE_TARGETS.firstData],
      ['+ <tote-booking> after collection', after('booking', ['collection']), PAGE_TARGETS.further],
      ['+ <tote-membership> after both', after('membership', ['collection', 'booking']), PAGE_TARGETS.further],
      ['site first load, scripts (gzip)', b.sum(m.mainFiles.map(b.asset)).gz, TARGETS.site],
    ];
  };
  const mine = of(build);
  const theirs = base ? of(base) : null;
  const header = ['partner page (files, br)', ...(theirs ? [baseline] : []), 'this checkout', 'target'];
  const rows = mine.map(([what, value, target], i) => [what, ...(theirs ? [kb(theirs[i][1])] : []), `${kb(value)} ${mark(value, target)}`, `≤ ${kb(target)}`]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells) => cells.map((c, i) => c.padEnd(widths[i])).join('  ');
  console.log('');
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of rows) console.log(line(row));
}
