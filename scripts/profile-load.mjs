// node scripts/profile-load.mjs [loads] [active|visitor]: where the main thread's time goes while a member's (or a
// visitor's) collection loads on the phone profile, up to the first card's picture. Chromium's sampling profiler
// (0.1 ms), each sample's self time put on its source module through the build's source maps, counted only
// inside a chunk's top-level evaluation (which includes the first render customElements.define starts).
// Needs a build with source maps: TOTE_SOURCEMAP=1 npm run build (then npm run build again before npm run size).
// Chromium's CPU slowdown is relative to the host, so the host and its load are printed with the figures.
import { existsSync, readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { launchChromium, memberSession, startServer } from './lib/demo-site.mjs';
import { PHONE_CPU_SLOWDOWN, PHONE_DEVICE, PHONE_NETWORK } from './lib/phone-profile.mjs';
import { decodeMappings } from './lib/source-map-mappings.mjs';

const LOADS = Number(process.argv[2] ?? 5);
const WHO = process.argv[3] ?? 'active';
const ACTIVE_MEMBER = '9000000002';

const maps = new Map();
/** The source module (and line) of a position in a built chunk. */
function sourceOf(url, line, column) {
  const name = url.split('/').pop();
  if (!name?.endsWith('.js')) return url || '(native)';
  const file = join('dist/site/assets', `${name}.map`);
  if (!maps.has(file)) {
    const map = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
    maps.set(file, map && { map, lines: decodeMappings(map.mappings) });
  }
  const entry = maps.get(file);
  if (!entry) return `${name} (no source map: TOTE_SOURCEMAP=1 npm run build)`;
  let found = null;
  for (const segment of entry.lines[line] ?? []) {
    if (segment[0] > column) break;
    found = segment;
  }
  if (!found || found[1] < 0) return `${name.replace(/-[^-]+\.js$/, '')} (chunk glue)`;
  const path = entry.map.sources[found[1]].replace(/^(\.\.\/)+/, '').replace(/^.*?node_modules\//, 'node_modules/');
  return `${path}:${found[2] + 1}`;
}

const add = (map, key, value) => map.set(key, (map.get(key) ?? 0) + value);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const server = await startServer(process.cwd(), { prefix: 'tote-profile-' });
const session = WHO === 'active' ? await memberSession(server.url, ACTIVE_MEMBER) : null;
const browser = await launchChromium();
const byFunction = new Map();
const byModule = new Map();
const totals = [];
const perChunk = [];
try {
  for (let run = 0; run < LOADS; run++) {
    const context = await browser.newContext({ ...PHONE_DEVICE, baseURL: server.url });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', PHONE_NETWORK);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE_CPU_SLOWDOWN });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    if (session) await page.addInitScript((entries) => Object.entries(entries).forEach(([k, v]) => sessionStorage.setItem(k, v)), session);
    await cdp.send('Profiler.start');
    await page.goto('/#/members-collection', { waitUntil: 'load', timeout: 60_000 });
    await page.locator('tote-collection ul[aria-label="Bags"] > li img').first().waitFor({ timeout: 60_000 });
    const { profile } = await cdp.send('Profiler.stop');
    await context.close();

    const self = new Map();
    for (let i = 0; i < profile.samples.length; i++) add(self, profile.samples[i], (profile.timeDeltas[i + 1] ?? 0) / 1000);
    const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
    const parent = new Map();
    for (const n of profile.nodes) for (const child of n.children ?? []) parent.set(child, n.id);
    // A chunk's top level: the unnamed function at its very start.
    const isEvaluation = ({ callFrame: f }) => f.functionName === '' && /\.js$/.test(f.url) && f.lineNumber === 0 && f.columnNumber === 0;
    let total = 0;
    const chunks = new Map();
    for (const n of profile.nodes) {
      const ms = self.get(n.id) ?? 0;
      let up = n;
      while (up && !isEvaluation(up)) up = nodes.get(parent.get(up.id));
      if (!ms || !up) continue;
      total += ms;
      add(
        chunks,
        up.callFrame.url
          .split('/')
          .pop()
          .replace(/-[^-]+\.js$/, ''),
        ms,
      );
      const frame = n.callFrame;
      const where = frame.url ? sourceOf(frame.url, frame.lineNumber, frame.columnNumber) : `(${frame.functionName || 'native'})`;
      add(byFunction, `${where} ${frame.functionName || '(top level)'}`, ms);
      add(byModule, where.replace(/:\d+$/, ''), ms);
    }
    totals.push(total);
    perChunk.push(chunks);
  }
} finally {
  await browser.close();
  await server.stop();
}

const load = loadavg().map((l) => l.toFixed(2));
console.log(`${cpus()[0]?.model ?? 'CPU'}, ${cpus().length} cores, load average ${load.join(' ')}; ${WHO}, ${LOADS} loads, CPU ${PHONE_CPU_SLOWDOWN}x`);
console.log(`chunks' evaluation, first render included (ms per load): ${totals.map((t) => t.toFixed(0)).join(', ')}; median ${median(totals).toFixed(0)}`);
console.log('per chunk (ms per load):');
for (const chunk of new Set(perChunk.flatMap((m) => [...m.keys()])))
  console.log(`  ${chunk.padEnd(36)}${perChunk.map((m) => (m.get(chunk) ?? 0).toFixed(0).padStart(6)).join('')}`);
const top = (map, n) =>
  [...map]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([key, ms]) => `${(ms / LOADS).toFixed(1).padStart(8)} ms  ${key}`)
    .join('\n');
console.log(`\nself time by module (mean per load):\n${top(byModule, 25)}`);
console.log(`\nself time by function (mean per load; minified names):\n${top(byFunction, 25)}`);
