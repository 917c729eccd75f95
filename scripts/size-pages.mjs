// npm run size (its second part): what a partner page really downloads, measured in Chromium.
// Each page holds only the widgets' <script> tags and elements; a fresh browser context per page
// (cold cache); the figure is the sum of the script responses' bodies as the server sent them
// (its brotli/gzip), per state:
//   idle          loaded, the network quiet and the browser idle: a visitor who only reads
//   after intent  the pointer has moved onto the first button (<tote-auth> only)
//   logged in     the same page with a member's session in sessionStorage
// With --baseline <git ref> the ref's client is built in a temporary folder (rollup only) and
// served by this checkout's server beside this build, in the same run.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { launchChromium, memberSession, startServer } from './lib/demo-site.mjs';
import { PHONE_CPU_SLOWDOWN, PHONE_DEVICE as PHONE, PHONE_NETWORK } from './lib/phone-profile.mjs';

const KB = 1000;
const ACTIVE_MEMBER = '9000000002';
export const PAGE_TARGETS = { authIdle: 16 * KB, dialogPhoneMs: 300, firstData: 25 * KB, further: 6 * KB };

const kb = (n) => `${(n / KB).toFixed(1)} kB`;

const page = (widgets, body) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>A partner's page</title>
${widgets.map((w) => `<script async src="/widgets/${w}.js"></script>`).join('\n')}
</head><body><main><h1>A partner's article</h1><p>Text of the partner's own.</p>${body}</main></body></html>`;

/** The pages: `widgets` are the loaders, `body` the elements. */
const PAGES = {
  auth: page(['auth'], '<tote-auth></tote-auth>'),
  notifications: page(['notifications'], '<tote-notifications></tote-notifications>'),
  account: page(['account'], '<tote-account></tote-account>'),
  collection: page(['collection'], '<tote-collection></tote-collection>'),
  'collection+booking': page(['collection', 'booking'], '<tote-collection></tote-collection><tote-booking></tote-booking>'),
  'collection+booking+membership': page(
    ['collection', 'booking', 'membership'],
    '<tote-collection></tote-collection><tote-booking></tote-booking><tote-membership></tote-membership>',
  ),
  booking: page(['booking'], '<tote-booking></tote-booking>'),
  membership: page(['membership'], '<tote-membership></tote-membership>'),
};

/**
 * Waits until no request has been in flight for half a second, then for an idle callback, then
 * again, so code loaded "when idle" is counted. (Playwright's networkidle resolves at once once a
 * page has reached it, so it cannot tell whether a hover started more loading.)
 */
async function settle(p) {
  await p.waitForLoadState('load');
  await quiet(p);
  await p.evaluate(() => new Promise((done) => requestIdleCallback(() => done(), { timeout: 5000 })));
  await quiet(p);
}

async function quiet(p) {
  const { inFlight } = p.__sizeTracker;
  let since = Date.now();
  let seen = inFlight.size;
  while (inFlight.size > 0 || Date.now() - since < 500) {
    if (inFlight.size !== seen) {
      seen = inFlight.size;
      since = Date.now();
    }
    if (inFlight.size > 0) since = Date.now();
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** How long from the visitor's `eventType` (touchstart, click) until <tote-auth>'s dialog is open, measured in the page. */
function dialogTime(p, eventType) {
  return p.evaluate(
    (type) =>
      new Promise((done) => {
        document.addEventListener(
          type,
          () => {
            const t0 = performance.now();
            const tick = () => {
              const open = [...document.querySelectorAll('tote-auth')].some((h) => h.shadowRoot?.querySelector('dialog[open]'));
              if (open) done(Math.round(performance.now() - t0));
              else requestAnimationFrame(tick);
            };
            tick();
          },
          { capture: true, once: true },
        );
      }),
    eventType,
  );
}

async function openPage(browser, base, html, { session = null, phone = false } = {}) {
  const context = await browser.newContext(phone ? PHONE : {});
  const p = await context.newPage();
  if (phone) {
    const cdp = await context.newCDPSession(p);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', PHONE_NETWORK);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE_CPU_SLOWDOWN });
  }
  if (session) await p.addInitScript((entries) => Object.entries(entries).forEach(([k, v]) => sessionStorage.setItem(k, v)), session);
  const scripts = [];
  const inFlight = new Set();
  p.__sizeTracker = { inFlight };
  p.on('request', (req) => inFlight.add(req));
  p.on('requestfailed', (req) => inFlight.delete(req));
  p.on('requestfinished', (req) => {
    inFlight.delete(req);
    if (req.resourceType() === 'script' && req.url().startsWith(base)) scripts.push(req.sizes().then((s) => ({ url: req.url(), bytes: s.responseBodySize })));
  });
  const path = `/size-check/${Math.random().toString(36).slice(2)}.html`;
  await p.route(`${base}${path}`, (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html }));
  await p.goto(`${base}${path}`);
  const bytes = async () => {
    const all = await Promise.all(scripts);
    return { bytes: all.reduce((t, s) => t + s.bytes, 0), files: all.map((s) => s.url.split('/').pop()) };
  };
  return { p, context, bytes };
}

async function measureBuild(browser, base, session) {
  const out = {};
  const sized = async (name, options = {}) => {
    const { p, context, bytes } = await openPage(browser, base, PAGES[name], options);
    await settle(p);
    const result = await bytes();
    await context.close();
    return result;
  };

  // <tote-auth> alone: idle, after intent, the time a click takes to show the dialog.
  {
    const { p, context, bytes } = await openPage(browser, base, PAGES.auth);
    await settle(p);
    out.authIdle = await bytes();
    await p.locator('tote-auth button').first().hover();
    await settle(p);
    out.authIntent = await bytes();
    const opened = dialogTime(p, 'click');
    await p.locator('tote-auth button').first().click();
    out.authDialogFastMs = await opened;
    await context.close();
  }
  {
    // On the phone: a tap (touchstart, then the click at once), until the dialog shows.
    const { p, context } = await openPage(browser, base, PAGES.auth, { phone: true });
    await settle(p);
    const opened = dialogTime(p, 'touchstart');
    await p.locator('tote-auth button').first().tap();
    out.authDialogPhoneMs = await opened;
    await context.close();
  }
  out.authLoggedIn = await sized('auth', { session });
  for (const name of ['notifications', 'account', 'collection', 'booking', 'membership']) {
    out[name] = await sized(name);
    out[`${name}LoggedIn`] = await sized(name, { session });
  }
  out.collectionBooking = await sized('collection+booking');
  out.collectionBookingMembership = await sized('collection+booking+membership');
  return out;
}

/** The ref's client built in a temporary folder (rollup and finish-build); the caller removes the folder. */
export function baselineDist(ref) {
  const dir = mkdtempSync(join(tmpdir(), 'tote-size-baseline-'));
  execFileSync('bash', ['-c', `git archive ${JSON.stringify(ref)} | tar -x -C ${JSON.stringify(dir)}`]);
  symlinkSync(resolve('node_modules'), join(dir, 'node_modules'));
  execFileSync(join(dir, 'node_modules/.bin/rollup'), ['-c', '--silent'], { cwd: dir, stdio: ['ignore', 'ignore', 'inherit'] });
  execFileSync('node', ['scripts/finish-build.mjs'], { cwd: dir, stdio: ['ignore', 'ignore', 'inherit'] });
  // The server reads the pictures' manifest from its dist folder; the widgets' scripts are what differ.
  if (existsSync('dist/media-manifest.json')) cpSync('dist/media-manifest.json', join(dir, 'dist/media-manifest.json'));
  return dir;
}

/** `baselineDir`: the ref's build already made by baselineDist (npm run size makes it once for both tables). */
export async function sizePages({ baseline = null, baselineDir = null } = {}) {
  const root = resolve('.');
  const builds = [{ label: 'this checkout', distDir: null }];
  const temp = [];
  if (baseline) {
    if (!baselineDir) console.log(`building ${baseline} in a temporary folder…`);
    const dir = baselineDir ?? baselineDist(baseline);
    if (!baselineDir) temp.push(dir);
    builds.unshift({ label: baseline, distDir: join(dir, 'dist') });
  }
  const browser = await launchChromium();
  const results = [];
  try {
    for (const build of builds) {
      const server = await startServer(root, { prefix: 'tote-size-', distDir: build.distDir });
      try {
        const session = await memberSession(server.url, ACTIVE_MEMBER);
        results.push({ label: build.label, figures: await measureBuild(browser, server.url, session) });
      } finally {
        await server.stop();
      }
    }
  } finally {
    await browser.close();
    for (const dir of temp) rmSync(dir, { recursive: true, force: true });
  }
  report(results);
  return results;
}

function report(results) {
  const mark = (value, target) => (value <= target ? '✓' : '✗');
  // A widget added to a page that already has others: what it adds to the page before it.
  const further = (name, page, before) => [
    name,
    (f) => `${kb(f[page].bytes - f[before].bytes)} ${mark(f[page].bytes - f[before].bytes, PAGE_TARGETS.further)}`,
    `≤ ${kb(PAGE_TARGETS.further)}`,
  ];
  const rows = [
    ['<tote-auth> alone, idle', (f) => `${kb(f.authIdle.bytes)} ${mark(f.authIdle.bytes, PAGE_TARGETS.authIdle)}`, `≤ ${kb(PAGE_TARGETS.authIdle)}`],
    ['<tote-auth> alone, after intent', (f) => kb(f.authIntent.bytes), ''],
    ['<tote-auth> alone, logged in', (f) => kb(f.authLoggedIn.bytes), ''],
    ['  click → dialog (fast connection)', (f) => `${f.authDialogFastMs} ms`, 'at once'],
    [
      '  tap → dialog (phone profile)',
      (f) => `${f.authDialogPhoneMs} ms ${mark(f.authDialogPhoneMs, PAGE_TARGETS.dialogPhoneMs)}`,
      `≤ ${PAGE_TARGETS.dialogPhoneMs} ms`,
    ],
    ...['notifications', 'account'].flatMap((n) => [
      [`<tote-${n}> alone, idle (login gate)`, (f) => kb(f[n].bytes), ''],
      [`<tote-${n}> alone, logged in`, (f) => kb(f[`${n}LoggedIn`].bytes), ''],
    ]),
    ...['collection', 'booking', 'membership'].flatMap((n) => [
      // The pages are 1280 px wide: the collection's filters' sidebar shows, and its code is fetched at once.
      [
        `<tote-${n}> first on a page, idle${n === 'collection' ? ' (desktop)' : ''}`,
        (f) => `${kb(f[n].bytes)} ${mark(f[n].bytes, PAGE_TARGETS.firstData)}`,
        `≤ ${kb(PAGE_TARGETS.firstData)}`,
      ],
      [
        `<tote-${n}> first on a page, logged in`,
        (f) => `${kb(f[`${n}LoggedIn`].bytes)} ${mark(f[`${n}LoggedIn`].bytes, PAGE_TARGETS.firstData)}`,
        `≤ ${kb(PAGE_TARGETS.firstData)}`,
      ],
    ]),
    further('+ <tote-booking> after collection, idle', 'collectionBooking', 'collection'),
    further('+ <tote-membership> after both, idle', 'collectionBookingMembership', 'collectionBooking'),
  ];
  const header = ['partner page (script bytes as served)', ...results.map((r) => r.label), 'target'];
  const table = rows.map(([name, cell, target]) => [name, ...results.map((r) => cell(r.figures)), target]);
  const widths = header.map((h, i) => Math.max(h.length, ...table.map((r) => r[i].length)));
  const line = (cells) => cells.map((c, i) => c.padEnd(widths[i])).join('  ');
  console.log('');
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of table) console.log(line(row));
  for (const r of results) console.log(`\n${r.label}: <tote-auth> idle loads ${r.figures.authIdle.files.join(', ')}`);
}
