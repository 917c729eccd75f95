// npm run pageload: how the site loads on a mid-range phone, per route, for a visitor
// and for an ACTIVE member. Chromium (playwright-core, /usr/bin/chromium) with the CPU
// slowed 4x, 1.6 Mbps down, 150 ms added to every request, a cold cache (a fresh
// browser context per load); the median of 5 loads. Prints LCP, CLS, the time the
// route's main content is on screen and the bytes transferred. It reports; it never fails.
//
//   npm run pageload                          # starts the server of this checkout on a fresh data folder
//   npm run pageload -- --runs 3 --routes home,collection --who visitor
//   npm run pageload -- --root ../other-checkout   # the same measurement of another checkout (a baseline)
//   npm run pageload -- --url http://127.0.0.1:8080  # a server that is already running
//   npm run pageload -- --json out.json            # also write every load's figures
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { launchChromium, memberSession as demoSession, startServer as startDemoServer } from './lib/demo-site.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 && args[at + 1] !== undefined ? args[at + 1] : fallback;
};

const RUNS = Number(option('runs', 5));
const ROOT = resolve(option('root', '.'));
const GIVEN_URL = option('url', null);
const JSON_OUT = option('json', null);
const ACTIVE_MEMBER = '9000000002';

// What a phone on a middling mobile network gets.
const NETWORK = { offline: false, latency: 150, downloadThroughput: (1.6e6 / 8) | 0, uploadThroughput: (750e3 / 8) | 0 };
const CPU_SLOWDOWN = 4;
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };

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

const only = option('routes', null)?.split(',');
const routeNames = Object.keys(ROUTES).filter((r) => !only || only.includes(r));
const who = option('who', 'visitor,active').split(',');

const startServer = (root) => startDemoServer(root, { prefix: 'tote-pageload-' });
const memberSession = (base) => demoSession(base, ACTIVE_MEMBER);

/** Runs in the page before any of its scripts: LCP, CLS (largest session window) and the main-content time. */
function observe(markerSelector) {
  const w = window;
  w.__load = { lcp: null, lcpTag: null, cls: 0, main: null };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      w.__load.lcp = e.startTime;
      w.__load.lcpTag = e.element ? e.element.localName + (e.url ? ' ' + e.url.split('/').pop().slice(0, 40) : '') : e.url || null;
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  let windowValue = 0;
  let windowStart = 0;
  let last = 0;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (e.hadRecentInput) continue;
      if (windowValue && (e.startTime - last > 1000 || e.startTime - windowStart > 5000)) {
        windowValue = 0;
        windowStart = e.startTime;
      }
      if (!windowValue) windowStart = e.startTime;
      windowValue += e.value;
      last = e.startTime;
      w.__load.cls = Math.max(w.__load.cls, windowValue);
    }
  }).observe({ type: 'layout-shift', buffered: true });

  // `a >>> b`: b inside a's shadow root. Every selector in the list is tried.
  const deepAll = (root, selector) => {
    const [first, ...rest] = selector.split('>>>').map((s) => s.trim());
    let found = [...root.querySelectorAll(first)];
    for (const part of rest) found = found.flatMap((el) => (el.shadowRoot ? [...el.shadowRoot.querySelectorAll(part)] : []));
    return found;
  };
  const busyInside = (root) => {
    if (root.querySelector('[aria-busy="true"], .skeleton, [data-testid="skeleton"], .card-skeleton, .filters-skeleton')) return true;
    for (const el of root.querySelectorAll('*')) if (el.shadowRoot && busyInside(el.shadowRoot)) return true;
    return false;
  };
  const check = () => {
    const main = document.querySelector('main');
    const markers = markerSelector.split(',').some((s) => deepAll(document, s).length > 0);
    if (main && markers && !busyInside(main)) {
      w.__load.main = performance.now();
      return;
    }
    requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}

async function loadOnce(browser, base, route, session) {
  const context = await browser.newContext({ ...PHONE, baseURL: base });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  let bytes = 0;
  let requests = 0;
  const inFlight = new Set();
  let lastActivity = Date.now();
  cdp.on('Network.requestWillBeSent', (e) => {
    inFlight.add(e.requestId);
    requests += 1;
    lastActivity = Date.now();
  });
  cdp.on('Network.loadingFinished', (e) => {
    bytes += e.encodedDataLength;
    inFlight.delete(e.requestId);
    lastActivity = Date.now();
  });
  cdp.on('Network.loadingFailed', (e) => {
    inFlight.delete(e.requestId);
    lastActivity = Date.now();
  });
  if (session) {
    await page.addInitScript((entries) => {
      if (location.protocol === 'http:') for (const [k, v] of Object.entries(entries)) sessionStorage.setItem(k, v);
    }, session);
  }
  await page.addInitScript(observe, route.marker);
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`/${route.hash}`, { waitUntil: 'load', timeout: 60_000 });
  // Settled: main content shown and no request for a second (or 30 s at most).
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const main = await page.evaluate(() => window.__load.main);
    if (main !== null && inFlight.size === 0 && Date.now() - lastActivity > 1000) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  const result = await page.evaluate(() => window.__load);
  const nav = await page.evaluate(() => {
    const n = performance.getEntriesByType('navigation')[0];
    const fcp = performance.getEntriesByName('first-contentful-paint')[0];
    return { fcp: fcp ? fcp.startTime : null, dcl: n ? n.domContentLoadedEventEnd : null };
  });
  await context.close();
  return { ...result, ...nav, bytes, requests, errors };
}

const median = (xs) => {
  const v = xs.filter((x) => x !== null && x !== undefined).sort((a, b) => a - b);
  if (!v.length) return null;
  const m = Math.floor(v.length / 2);
  return v.length % 2 ? v[m] : (v[m - 1] + v[m]) / 2;
};
const sec = (ms) => (ms === null ? '   -  ' : `${(ms / 1000).toFixed(2)} s`);

const server = GIVEN_URL ? { url: GIVEN_URL, stop: async () => {} } : await startServer(ROOT);
const browser = await launchChromium();
const all = {};
try {
  const sessions = { visitor: null };
  if (who.includes('active')) sessions.active = await memberSession(server.url);
  // One warm-up load, not counted: the server's own first-request costs are not the page's.
  await loadOnce(browser, server.url, ROUTES.home, null);
  console.log(
    `page load: ${ROOT === resolve('.') ? 'this checkout' : ROOT}, ${RUNS} cold loads per row, CPU ${CPU_SLOWDOWN}x, ${(NETWORK.downloadThroughput * 8) / 1e6} Mbps, ${NETWORK.latency} ms per request, ${PHONE.viewport.width}x${PHONE.viewport.height}`,
  );
  const header = ['route', 'who', 'LCP', 'CLS', 'main content', 'FCP', 'transfer', 'requests', 'LCP element'];
  console.log(header.join('\t'));
  for (const name of routeNames) {
    for (const person of who) {
      const loads = [];
      for (let i = 0; i < RUNS; i += 1) loads.push(await loadOnce(browser, server.url, ROUTES[name], sessions[person]));
      all[`${name}/${person}`] = loads;
      const errs = [...new Set(loads.flatMap((l) => l.errors))];
      const tags = [...new Set(loads.map((l) => l.lcpTag))].join(' | ');
      console.log(
        [
          name,
          person,
          sec(median(loads.map((l) => l.lcp))),
          median(loads.map((l) => l.cls)).toFixed(3),
          sec(median(loads.map((l) => l.main))),
          sec(median(loads.map((l) => l.fcp))),
          `${(median(loads.map((l) => l.bytes)) / 1000).toFixed(1)} kB`,
          median(loads.map((l) => l.requests)),
          tags,
        ].join('\t') + (errs.length ? `\tpage errors: ${errs.join('; ')}` : ''),
      );
    }
  }
  if (JSON_OUT) writeFileSync(JSON_OUT, JSON.stringify(all, null, 2));
} finally {
  await browser.close();
  await server.stop();
}
