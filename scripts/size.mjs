// npm run size: what each widget and the site's first load cost over the wire.
// Prints raw, minified and gzipped bytes, the same widgets built with real react-dom
// for comparison, and the size targets. It reports; it never fails the build.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import { gzipSync } from 'node:zlib';

const DIST = 'dist';
const REACT_OUT = '.tmp/size-react';
const KB = 1000; // targets in kB of 1000 bytes: the stricter reading
const TARGETS = { auth: 15 * KB, widget: 20 * KB, site: 45 * KB };

const gz = (buf) => gzipSync(buf, { level: 9 }).length;
const kb = (n) => (n === null || n === undefined ? '-' : `${(n / KB).toFixed(1)} kB`);

// `npm run size -- --analyze auth`: which modules make up a widget's script, biggest
// first (rollup's rendered module lengths before minification, and each module
// minified and gzipped alone, a rough share of the total).
const analyzeAt = process.argv.indexOf('--analyze');
if (analyzeAt >= 0) {
  const name = process.argv[analyzeAt + 1] ?? 'auth';
  const { rollup } = await import('rollup');
  const { minify } = await import('terser');
  process.env.TOTE_ONLY = name;
  const { default: configs } = await import('../rollup.config.mjs');
  const config = configs.find((c) => c.output?.file?.endsWith(`/widgets/${name}.js`));
  if (!config) {
    console.error(`No widget script named ${name}.js`);
    process.exit(1);
  }
  const bundle = await rollup({ ...config, plugins: config.plugins.filter((p) => p.name !== 'terser') });
  const { output } = await bundle.generate({ format: 'iife', inlineDynamicImports: true });
  const rows = [];
  for (const [id, mod] of Object.entries(output[0].modules)) {
    const min = mod.code ? (await minify(mod.code, { compress: false, mangle: false }).catch(() => ({ code: mod.code }))).code ?? '' : '';
    rows.push([mod.renderedLength, gz(min), id.replace(`${process.cwd()}/`, '').replace(/^\0/, '')]);
  }
  rows.sort((a, b) => b[1] - a[1]);
  console.log(`${'rendered'.padStart(9)} ${'gz alone'.padStart(9)}  module (${name}.js)`);
  for (const [len, g, id] of rows.filter((r) => r[0] > 0)) console.log(`${String(len).padStart(9)} ${String(g).padStart(9)}  ${id}`);
  process.exit(0);
}

if (!existsSync(join(DIST, 'widgets')) || !existsSync(join(DIST, 'site/assets/main.js'))) {
  console.error('dist is missing or incomplete: run npm run build first.');
  process.exit(0);
}

/** Paths of the chunks `file` imports statically (not import()), followed recursively. */
function staticClosure(file, seen = new Set()) {
  if (seen.has(file)) return seen;
  seen.add(file);
  const code = readFileSync(file, 'utf8');
  // Minified ES output: import{a as b}from"./x.js"; import"./y.js"; export{c}from"./z.js".
  // `import(` (dynamic) has no from/quote right after, so it is not matched.
  const re = /(?:\bimport|\bexport)\s*(?:[\w*{}\s,$]+?\s*from\s*)?["']([^"']+\.js)["']/g;
  for (const match of code.matchAll(re)) {
    const spec = match[1];
    if (!spec.startsWith('.')) continue;
    staticClosure(posix.join(dirname(file), spec), seen);
  }
  return seen;
}

function measure(files) {
  const bufs = files.map((f) => readFileSync(f));
  return {
    raw: bufs.reduce((n, b) => n + b.length, 0),
    // Each file travels as its own response, so gzip them one by one.
    gzip: bufs.reduce((n, b) => n + gz(b), 0),
  };
}

// tote.js is the combined bundle (every widget, Preact and the core once); the rest are one widget each.
const COMBINED = 'tote';
const widgetFiles = readdirSync(join(DIST, 'widgets')).filter((f) => f.endsWith('.js')).sort();
const widgetNames = widgetFiles.map((f) => f.replace(/\.js$/, '')).filter((n) => n !== COMBINED);
const hasCombined = widgetFiles.includes(`${COMBINED}.js`);

// The same widgets with real react-dom, for the comparison column. It rebuilds every
// widget (minutes on a slow machine): `npm run size -- --no-react` skips it.
function reactGzipSizes() {
  const sizes = {};
  try {
    rmSync(REACT_OUT, { recursive: true, force: true });
    execFileSync('npx', ['rollup', '-c', '--silent'], {
      stdio: ['ignore', 'ignore', 'pipe'],
      env: { ...process.env, TOTE_REACT: '1', TOTE_OUT_DIR: REACT_OUT, TOTE_ONLY: [...widgetNames, ...(hasCombined ? [COMBINED] : [])].join(',') },
    });
  } catch (error) {
    console.warn(`(react-dom comparison build failed: ${String(error.stderr ?? error.message).trim().split('\n')[0]})`);
    return sizes;
  }
  for (const name of [...widgetNames, COMBINED]) {
    const file = join(REACT_OUT, 'widgets', `${name}.js`);
    if (existsSync(file)) sizes[name] = gz(readFileSync(file));
  }
  return sizes;
}
const reactSizes = process.argv.includes('--no-react') ? {} : reactGzipSizes();

const rows = [];
for (const name of widgetNames) {
  const { raw, gzip } = measure([join(DIST, 'widgets', `${name}.js`)]);
  const target = name === 'auth' ? TARGETS.auth : TARGETS.widget;
  rows.push({ name: `widgets/${name}.js`, raw, gzip, react: reactSizes[name] ?? null, target });
}
if (hasCombined) {
  const { raw, gzip } = measure([join(DIST, 'widgets', `${COMBINED}.js`)]);
  const separate = rows.reduce((n, r) => n + r.gzip, 0);
  // Its budget: what the separate scripts cost together; one script must come in well under that.
  rows.push({ name: `widgets/${COMBINED}.js (all ${widgetNames.length})`, raw, gzip, react: reactSizes[COMBINED] ?? null, target: separate });
}
const siteFiles = [...staticClosure(join(DIST, 'site/assets/main.js'))];
const site = measure(siteFiles);
rows.push({ name: `site first load (${siteFiles.length} file${siteFiles.length === 1 ? '' : 's'})`, ...site, react: null, target: TARGETS.site });

const header = ['bundle', 'raw = minified', 'gzip -9', 'with react-dom (gz)', 'ratio', 'target (gz)', ''];
const table = rows.map((r) => [
  r.name,
  `${r.raw} B`,
  `${r.gzip} B (${kb(r.gzip)})`,
  r.react === null ? '-' : `${r.react} B (${kb(r.react)})`,
  r.react === null ? '-' : `${(r.react / r.gzip).toFixed(1)}x`,
  `≤ ${kb(r.target)}`,
  r.gzip <= r.target ? '✓' : '✗',
]);
const widths = header.map((h, i) => Math.max(h.length, ...table.map((row) => row[i].length)));
const line = (cells) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');

console.log(line(header));
console.log(widths.map((w) => '-'.repeat(w)).join('  '));
for (const row of table) console.log(line(row));
console.log('');
console.log('Bundles are minified by the build, so raw and minified are the same bytes. kB = 1000 bytes.');
console.log(`Site first load: ${siteFiles.map((f) => f.replace(`${DIST}/`, '')).join(', ')}`);
if (hasCombined) console.log(`tote.js target: the ${widgetNames.length} separate widget scripts together (a page with several widgets loads one script instead).`);
