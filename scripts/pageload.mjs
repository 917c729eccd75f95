// npm run pageload: how the site loads and answers taps on a mid-range phone, per route, for a
// visitor and for an ACTIVE member. Chromium (playwright-core, /usr/bin/chromium) with the CPU
// slowed 4x, 1.6 Mbps down, 150 ms added to every request, a cold cache (a fresh browser context
// per load); the median of 5 loads. It reports; it never fails.
//
// Per route: LCP (observed until no new candidate has come for 3 s after the load event, and
// the network has been quiet for 1 s) and the LCP element, CLS, TBT (long tasks after the first
// paint, to the end of that observation), the time the main content is on screen, FCP, bytes.
// Beside each route, its limit page: this checkout's HTML shell and stylesheet with the route's
// first screen as static markup (its heading and every picture in the first viewport, at the
// place and size the route gives them), no script, written at run time from what the route showed
// in an unthrottled load of the real data, served by the same server and measured on the same
// profile in the same run, loads interleaved. ratio = route LCP / limit LCP: how close the route
// gets to the fastest that page could be on this host and network, which absolute times cannot
// tell (Chromium's CPU slowdown is relative to the host, so the host is printed with the figures).
//
// Taps: the time from a tap to the next paint (INP, as web-vitals measures an interaction: the
// longest Event Timing entry of the interaction), on the same profile, once the page is quiet.
//
//   npm run pageload                                 # this checkout (run npm run build first)
//   npm run pageload -- --baseline main              # and main, built in a temporary checkout, in the same run
//   npm run pageload -- --runs 3 --routes home,collection --who visitor --taps none
//   npm run pageload -- --taps filter,heart --routes none
//   npm run pageload -- --profile desktop            # 1280x800, no CPU or network slowdown (CLS on a wide screen)
//   npm run pageload -- --root ../other-checkout     # measure another built checkout instead of this one
//   npm run pageload -- --url http://127.0.0.1:8080  # a server that is already running (no limit pages)
//   npm run pageload -- --json out.json              # also write every load's figures
//   npm run pageload -- --keep-limits                # leave the limit pages in dist/site/pageload-limit/ to look at
//   npm run pageload -- --baseline d421fad --keep-baseline  # keep its build; then --baseline <that folder> measures it without building again
//   npm run pageload -- --who active --waterfall     # and, for each code's first load, when each request and long task started and ended
//   npm run pageload -- --database postgres://…/tote_large --routes collection --taps none
//                                                    # and this checkout on that club (npm run seed:large) in production mode, with its own limit pages
//
// Longer than 250 lines on purpose: the routes and taps it measures, and the one loop that interleaves
// both codes' loads so they share the host's moment, read together; the in-page observers and the limit
// page are in scripts/lib/.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { launchChromium, memberSession as demoSession, startServer as startDemoServer } from './lib/demo-site.mjs';
import { largeClubSession, startLargeClub, storeFirstScreenPictures } from './lib/large-club.mjs';
import { writeLimitPage } from './lib/limit-page.mjs';
import { PHONE_CPU_SLOWDOWN, PHONE_DEVICE, PHONE_NETWORK } from './lib/phone-profile.mjs';
import { observe, observeEvents, waterfall } from './lib/pageload-observers.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 && args[at + 1] !== undefined ? args[at + 1] : fallback;
};
const list = (name, all) => {
  const given = option(name, null);
  if (given === null) return all;
  return given === 'none' ? [] : given.split(',').filter((x) => all.includes(x));
};

const RUNS = Number(option('runs', 5));
const ROOT = resolve(option('root', '.'));
const GIVEN_URL = option('url', null);
const JSON_OUT = option('json', null);
const BASELINE = option('baseline', null);
const PROFILE = option('profile', 'phone');
const WATERFALL = args.includes('--waterfall');
const DATABASE = option('database', null);
const ACTIVE_MEMBER = '9000000002';
/** LCP is final when no new candidate has come for this long after the load event. */
const LCP_QUIET_MS = 3000;
/** A bag with a calendar, for the day-pick tap. */
const BOOKABLE_BAG = 'lune-paris-mirela-satchel-burgundy';

// What a phone on a middling mobile network gets; the desktop profile is for
// layout (CLS on a wide screen), without slowdowns.
const PROFILES = {
  phone: { network: PHONE_NETWORK, cpu: PHONE_CPU_SLOWDOWN, context: PHONE_DEVICE },
  desktop: { network: null, cpu: 1, context: { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 } },
};
const { network: NETWORK, cpu: CPU_SLOWDOWN, context: DEVICE } = PROFILES[PROFILE] ?? PROFILES.phone;

/**
 * The routes and what their main content is: the route's widget or page has
 * rendered what the visitor came for (the marker) and nothing inside <main> is
 * still loading (no aria-busy="true", no skeleton), looking through shadow roots.
 */
const ROUTES = {
  home: { hash: '#/', marker: 'main h1' },
  collection: { hash: '#/members-collection', marker: 'tote-collection >>> ul[aria-label="Bags"] > li, tote-collection >>> .state-box' },
  'my-profile': { hash: '#/my-profile', marker: 'tote-account >>> .account > *, tote-account >>> .state-box' },
  'package-details': { hash: '#/package-details', marker: 'tote-membership >>> h2, tote-membership >>> .state-box' },
  newsletter: { hash: '#/newsletter', marker: 'main article, main li a[href*="newsletter-details"], main .newsletter-list li' },
};

/**
 * The taps: on which route, as whom, what comes first (not timed), the tap itself and
 * what shows it was answered. Locators pierce the widgets' open shadow roots.
 */
const collectionReady = (page) => page.locator('tote-collection ul[aria-label="Bags"] > li').first().waitFor();
const drawer = (page) => page.locator('tote-collection dialog[open]');
const firstHeart = (page) => page.locator('tote-collection ul[aria-label="Bags"] > li:first-child button.heart');
const TAPS = {
  filter: {
    what: 'a filter in the Filters drawer',
    route: 'collection',
    who: 'visitor',
    ready: collectionReady,
    before: async (page) => {
      await page.locator('tote-collection button.filters-toggle').click();
      await drawer(page).getByText('Available now', { exact: true }).waitFor();
    },
    target: (page) => drawer(page).getByText('Available now', { exact: true }),
    done: (page) => page.waitForFunction(() => document.querySelector('tote-collection').shadowRoot.querySelector('dialog[open] input[type=checkbox]:checked')),
  },
  paging: {
    what: 'the next page of the collection',
    route: 'collection',
    who: 'visitor',
    ready: collectionReady,
    target: (page) => page.locator('tote-collection nav[aria-label="Pages"]').getByRole('button', { name: 'Next' }),
    done: (page) => page.locator('tote-collection nav[aria-label="Pages"]').getByRole('button', { name: 'Previous', disabled: false }).waitFor(),
  },
  'calendar day': {
    what: 'a free day in the booking calendar',
    route: `#/book-bag/${BOOKABLE_BAG}`,
    who: 'active',
    ready: (page) => page.locator('tote-booking form td.day--free:not([aria-disabled])').first().waitFor(),
    target: (page) => page.locator('tote-booking form td.day--free:not([aria-disabled])').nth(1),
    done: (page) => page.locator('tote-booking form td.day--start').waitFor(),
  },
  heart: {
    what: "a bag's heart",
    route: 'collection',
    who: 'active',
    ready: (page) => firstHeart(page).waitFor(),
    // Pressed or not before (a member may have it among favourites already): the tap turns it.
    before: (page) => firstHeart(page).getAttribute('aria-pressed'),
    target: firstHeart,
    done: (page, was) =>
      page.locator(`tote-collection ul[aria-label="Bags"] > li:first-child button.heart[aria-pressed="${was === 'true' ? 'false' : 'true'}"]`).waitFor(),
  },
  login: {
    what: "the Member's Login dialog",
    route: 'home',
    who: 'visitor',
    ready: (page) => page.locator('main').getByRole('button', { name: "Member's Login" }).waitFor(),
    target: (page) => page.locator('main').getByRole('button', { name: "Member's Login" }),
    done: (page) => page.getByRole('dialog').first().waitFor(),
  },
  'filters drawer': {
    what: 'the Filters drawer',
    route: 'collection',
    who: 'visitor',
    ready: collectionReady,
    target: (page) => page.locator('tote-collection button.filters-toggle'),
    done: (page) => drawer(page).waitFor(),
  },
};

const routeNames = list('routes', Object.keys(ROUTES));
const who = list('who', ['visitor', 'active']);
const tapNames = PROFILE === 'phone' ? list('taps', Object.keys(TAPS)) : [];
const withLimits = !GIVEN_URL && option('limits', 'on') !== 'off';

/** The host, with every figure: the CPU slowdown is relative to it. */
function host() {
  let model = cpus()[0]?.model ?? 'unknown CPU';
  try {
    model = /model name\s*:\s*(.+)/.exec(readFileSync('/proc/cpuinfo', 'utf8'))?.[1] ?? model;
  } catch {
    // not Linux: os.cpus() said it
  }
  const mhz = cpus()[0]?.speed;
  return `${model}${mhz ? ` (${mhz} MHz)` : ''}, ${cpus().length} cores, load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`;
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** A fresh context (cold cache) on the profile, with the network watched for quiet. */
async function openPage(browser, base, session) {
  const context = await browser.newContext({ ...DEVICE, baseURL: base });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
  if (NETWORK) await cdp.send('Network.emulateNetworkConditions', NETWORK);
  if (CPU_SLOWDOWN > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  const net = { bytes: 0, requests: 0, inFlight: new Set(), lastActivity: Date.now(), log: new Map() };
  cdp.on('Network.requestWillBeSent', (e) => {
    net.inFlight.add(e.requestId);
    net.requests += 1;
    net.lastActivity = Date.now();
    // CDP's clock, in seconds; the waterfall puts the document's request at 0.
    net.log.set(e.requestId, { url: e.request.url, method: e.request.method, start: e.timestamp, priority: e.request.initialPriority });
  });
  cdp.on('Network.responseReceived', (e) => {
    const entry = net.log.get(e.requestId);
    if (entry) entry.firstByte = e.timestamp;
  });
  cdp.on('Network.loadingFinished', (e) => {
    net.bytes += e.encodedDataLength;
    net.inFlight.delete(e.requestId);
    net.lastActivity = Date.now();
    const entry = net.log.get(e.requestId);
    if (entry) Object.assign(entry, { end: e.timestamp, bytes: e.encodedDataLength });
  });
  cdp.on('Network.loadingFailed', (e) => {
    net.inFlight.delete(e.requestId);
    net.lastActivity = Date.now();
  });
  if (session) {
    await page.addInitScript((entries) => {
      if (location.protocol === 'http:') for (const [k, v] of Object.entries(entries)) sessionStorage.setItem(k, v);
    }, session);
  }
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const quiet = () => net.inFlight.size === 0 && Date.now() - net.lastActivity > 1000;
  return { context, page, net, errors, quiet };
}

async function loadOnce(browser, base, path, marker, session) {
  const { context, page, net, errors, quiet } = await openPage(browser, base, session);
  await page.addInitScript(observe, marker);
  await page.goto(path, { waitUntil: 'load', timeout: 60_000 });
  const loadedAt = Date.now();
  // Settled: main content shown, no LCP candidate for LCP_QUIET_MS after the load, the network quiet for 1 s (30 s at most).
  const deadline = loadedAt + 30_000;
  while (Date.now() < deadline) {
    const state = await page.evaluate(() => ({
      main: window.__load.main,
      sinceLcp: window.__load.lcpAt === null ? Infinity : performance.now() - window.__load.lcpAt,
    }));
    if (state.main !== null && Date.now() - loadedAt >= LCP_QUIET_MS && state.sinceLcp >= LCP_QUIET_MS && quiet()) break;
    await sleep(100);
  }
  const result = await page.evaluate(() => {
    const n = performance.getEntriesByType('navigation')[0];
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null;
    // Total blocking time: what each long task after the first paint held the main thread beyond 50 ms.
    const tbt = window.__load.longTasks.reduce(
      (sum, [start, duration]) => (fcp !== null && start + duration > fcp ? sum + Math.max(0, duration - 50) : sum),
      0,
    );
    const { longTasks, lcpAt: __, ...load } = window.__load;
    return { ...load, fcp, tbt, dcl: n ? n.domContentLoadedEventEnd : null, longTasks };
  });
  await context.close();
  const { longTasks, ...figures } = result;
  return { ...figures, bytes: net.bytes, requests: net.requests, errors, ...(WATERFALL ? { waterfall: waterfall(net.log, longTasks) } : {}) };
}

function printWaterfall(title, load) {
  console.log(`\n### ${title}: LCP ${sec(load.lcp)} (${load.lcpTag}), FCP ${sec(load.fcp)}, main content ${sec(load.main)}\n`);
  console.log(['start', 'first byte', 'end', 'what', 'priority'].join('\t'));
  for (const row of load.waterfall) console.log([row.start, row.firstByte ?? '-', row.end ?? '-', row.what, row.note].join('\t'));
}

/** One tap on a quiet page: the interaction's latency (its longest event entry; under 16 ms none is reported). */
async function tapOnce(browser, base, tap, session) {
  const { context, page, errors, quiet } = await openPage(browser, base, session);
  await page.addInitScript(observeEvents);
  const path = tap.route.startsWith('#') ? `/${tap.route}` : `/${ROUTES[tap.route].hash}`;
  await page.goto(path, { waitUntil: 'load', timeout: 60_000 });
  await tap.ready(page);
  const before = tap.before ? await tap.before(page) : undefined;
  const deadline = Date.now() + 30_000;
  while (!quiet() && Date.now() < deadline) await sleep(100);
  const target = tap.target(page);
  await target.waitFor();
  const mark = await page.evaluate(() => performance.now());
  if (DEVICE.hasTouch) await target.tap();
  else await target.click();
  await tap.done(page, before);
  // The entries come after the next paint; wait for the interaction's click (or a second).
  let latency = null;
  let parts = null;
  const until = Date.now() + 1500;
  while (Date.now() < until) {
    const events = await page.evaluate((after) => window.__events.filter((e) => e.start >= after), mark);
    if (events.length) {
      latency = Math.max(...events.map((e) => e.duration));
      // Where the time went: waiting for the main thread, the handlers, then rendering to the next paint.
      const delay = Math.min(...events.map((e) => e.delay));
      const work = events.reduce((sum, e) => sum + e.work, 0);
      parts = { delay, work, paint: Math.max(0, latency - delay - work) };
    }
    if (events.some((e) => e.name === 'click')) break;
    await sleep(100);
  }
  await context.close();
  return { inp: latency ?? 16, under16: latency === null, parts, errors };
}

function buildBaseline(rev) {
  if (existsSync(join(rev, 'dist/site/index.html'))) return resolve(rev);
  const dir = mkdtempSync(join(tmpdir(), 'tote-pageload-baseline-'));
  execFileSync('bash', ['-c', `git archive ${JSON.stringify(rev)} | tar -x -C ${JSON.stringify(dir)}`]);
  symlinkSync(join(resolve('.'), 'node_modules'), join(dir, 'node_modules'));
  console.log(`building ${rev} in ${dir} …`);
  execFileSync('npm', ['run', 'build'], { cwd: dir, stdio: ['ignore', 'ignore', 'inherit'] });
  return dir;
}

const median = (xs) => {
  const v = xs.filter((x) => x !== null && x !== undefined).sort((a, b) => a - b);
  if (!v.length) return null;
  const m = Math.floor(v.length / 2);
  return v.length % 2 ? v[m] : (v[m - 1] + v[m]) / 2;
};
const sec = (ms) => (ms === null ? '-' : `${(ms / 1000).toFixed(2)} s`);
const msec = (ms) => (ms === null ? '-' : `${Math.round(ms)} ms`);

const baselineRoot = BASELINE ? buildBaseline(BASELINE) : null;
// A kept baseline build (--root /tmp/tote-pageload-baseline-…) is no git checkout: its folder names it.
const isCheckout = existsSync(join(ROOT, '.git'));
const head = isCheckout ? execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT }).toString().trim() : ROOT;
const dirty =
  isCheckout &&
  execFileSync('git', ['status', '--porcelain', '--', 'src', 'widgets', 'site', 'server', 'rollup.config.mjs', 'scripts'], { cwd: ROOT }).toString().trim()
    ? '+'
    : '';
const codes = [];
const browser = await launchChromium();
const all = { host: host(), profile: PROFILE, runs: RUNS, loads: {}, taps: {} };
const siteDir = join(ROOT, 'dist/site');
try {
  if (baselineRoot) codes.push({ label: BASELINE, server: await startDemoServer(baselineRoot, { prefix: 'tote-pageload-' }) });
  codes.push({
    label: GIVEN_URL ?? `${head}${dirty}`,
    server: GIVEN_URL ? { url: GIVEN_URL, stop: async () => {} } : await startDemoServer(ROOT, { prefix: 'tote-pageload-' }),
  });
  const current = codes[codes.length - 1];
  // The large club: this checkout again, on that database (its own first screens, so its own limit pages).
  const large = DATABASE
    ? { label: `${current.label} on ${new URL(DATABASE).pathname.slice(1)}`, server: await startLargeClub(ROOT, DATABASE), club: 'large' }
    : null;
  if (large) codes.push(large);
  const sessions = {};
  for (const code of codes) {
    sessions[code.label] = { visitor: null };
    if (who.includes('active') || tapNames.some((t) => TAPS[t].who === 'active'))
      sessions[code.label].active = code.club ? await largeClubSession(code.server) : await demoSession(code.server.url, ACTIVE_MEMBER);
    // One warm-up load, not counted: the server's own first-request costs are not the page's.
    await loadOnce(browser, code.server.url, `/${ROUTES.home.hash}`, ROUTES.home.marker, null);
  }
  if (large && routeNames.length) {
    const pictures = await storeFirstScreenPictures(
      large.server,
      browser,
      DEVICE,
      routeNames.map((n) => ROUTES[n].hash),
      Object.values(sessions[large.label]),
    );
    console.log(`large club: its first screens asked for ${pictures.photos} photos without a file; ${pictures.stored} stored`);
  }

  console.log(`# npm run pageload, ${new Date().toISOString()}`);
  console.log(`host: ${host()}`);
  console.log(
    `profile: ${PROFILE}, ${DEVICE.viewport.width}x${DEVICE.viewport.height}, CPU ${CPU_SLOWDOWN}x` +
      (NETWORK ? `, ${(NETWORK.downloadThroughput * 8) / 1e6} Mbps, ${NETWORK.latency} ms per request` : ', no network slowdown') +
      `, a cold cache per load, median of ${RUNS}; LCP final after ${LCP_QUIET_MS / 1000} s without a new candidate; code: ${codes.map((c) => (baselineRoot && c === codes[0] ? `${c.label} (baseline)` : c.label)).join(', ')}`,
  );

  if (routeNames.length) {
    const limits = {};
    if (withLimits) {
      mkdirSync(join(siteDir, 'pageload-limit'), { recursive: true });
      for (const name of routeNames)
        for (const person of who)
          for (const code of large ? [current, large] : [current])
            limits[`${name}/${person}${code.club ? '/large' : ''}`] = await writeLimitPage({
              browser,
              base: code.server.url,
              siteDir,
              device: DEVICE,
              route: ROUTES[name],
              name: code.club ? `${name}-large` : name,
              person,
              session: sessions[code.label][person],
            });
    }
    console.log(`\n## Page load\n`);
    console.log(['route', 'who', 'code', 'LCP', 'ratio', 'CLS', 'TBT', 'main content', 'FCP', 'transfer', 'requests', 'LCP element'].join('\t'));
    for (const name of routeNames) {
      for (const person of who) {
        const key = `${name}/${person}`;
        const limit = limits[key];
        const largeLimit = limits[`${key}/large`];
        const LARGE_LIMIT = 'limit, large club';
        const rows = Object.fromEntries([...codes.map((c) => [c.label, []]), ...(limit ? [['limit', []]] : []), ...(largeLimit ? [[LARGE_LIMIT, []]] : [])]);
        // Interleaved, so that a change in the host's load falls on every row alike.
        for (let i = 0; i < RUNS; i += 1) {
          for (const code of codes)
            rows[code.label].push(await loadOnce(browser, code.server.url, `/${ROUTES[name].hash}`, ROUTES[name].marker, sessions[code.label][person]));
          if (limit) rows.limit.push(await loadOnce(browser, current.server.url, limit.path, null, null));
          if (largeLimit) rows[LARGE_LIMIT].push(await loadOnce(browser, large.server.url, largeLimit.path, null, null));
        }
        all.loads[key] = rows;
        const limitLcp = limit ? median(rows.limit.map((l) => l.lcp)) : null;
        const largeLimitLcp = largeLimit ? median(rows[LARGE_LIMIT].map((l) => l.lcp)) : null;
        for (const [label, loads] of Object.entries(rows)) {
          const lcp = median(loads.map((l) => l.lcp));
          // Each club's rows against its own limit page.
          const onLarge = label === LARGE_LIMIT || label === large?.label;
          const against = onLarge ? largeLimitLcp : limitLcp;
          const errs = [...new Set(loads.flatMap((l) => l.errors))];
          const tags = [...new Set(loads.map((l) => l.lcpTag))].join(' | ');
          console.log(
            [
              name,
              person,
              label === 'limit' ? `limit (${limit.pictures} pictures)` : label === LARGE_LIMIT ? `${label} (${largeLimit.pictures} pictures)` : label,
              sec(lcp),
              against && lcp !== null ? `${(lcp / against).toFixed(2)}x` : '-',
              median(loads.map((l) => l.cls)).toFixed(3),
              msec(median(loads.map((l) => l.tbt))),
              label.startsWith('limit') ? '-' : sec(median(loads.map((l) => l.main))),
              sec(median(loads.map((l) => l.fcp))),
              `${(median(loads.map((l) => l.bytes)) / 1000).toFixed(1)} kB`,
              median(loads.map((l) => l.requests)),
              tags,
            ].join('\t') + (errs.length ? `\tpage errors: ${errs.join('; ')}` : ''),
          );
        }
        if (WATERFALL) for (const code of codes) printWaterfall(`${key}, ${code.label}, first load`, rows[code.label][0]);
      }
    }
  }

  if (tapNames.length) {
    console.log(`\n## Taps (INP of the interaction, on a quiet page)\n`);
    console.log(['tap', 'who', 'code', 'INP', 'runs (ms)', 'input delay / handlers / to paint', 'what'].join('\t'));
    for (const name of tapNames) {
      const tap = TAPS[name];
      // On the demo club only: the taps name its bags.
      const tapCodes = codes.filter((c) => !c.club);
      const rows = Object.fromEntries(tapCodes.map((c) => [c.label, []]));
      for (let i = 0; i < RUNS; i += 1) {
        for (const code of tapCodes) {
          try {
            rows[code.label].push(await tapOnce(browser, code.server.url, tap, sessions[code.label][tap.who]));
          } catch (e) {
            rows[code.label].push({ inp: null, errors: [String(e.message).split('\n')[0]] });
          }
        }
      }
      all.taps[name] = rows;
      for (const [label, taps] of Object.entries(rows)) {
        const errs = [...new Set(taps.flatMap((t) => t.errors))];
        const part = (k) => msec(median(taps.map((t) => t.parts?.[k] ?? null)));
        const runs = taps.map((t) => (t.inp === null ? 'x' : t.under16 ? '<16' : Math.round(t.inp))).join(' ');
        console.log(
          [name, tap.who, label, msec(median(taps.map((t) => t.inp))), runs, `${part('delay')} / ${part('work')} / ${part('paint')}`, tap.what].join('\t') +
            (errs.length ? `\terrors: ${errs.join('; ')}` : ''),
        );
      }
    }
  }
  console.log(`\nhost at the end: ${host()}`);
  if (JSON_OUT) writeFileSync(JSON_OUT, JSON.stringify(all, null, 2));
} finally {
  await browser.close();
  for (const code of codes) await code.server.stop();
  if (!args.includes('--keep-limits')) rmSync(join(siteDir, 'pageload-limit'), { recursive: true, force: true });
  if (baselineRoot && baselineRoot !== resolve(BASELINE) && !args.includes('--keep-baseline')) rmSync(baselineRoot, { recursive: true, force: true });
  else if (baselineRoot) console.log(`baseline kept in ${baselineRoot}`);
}
