import { describe, expect, it, vi } from 'vitest';
import type { Page } from 'playwright-core';
import { runAxe } from './support/axe';
import { avatarButton, dialogNamed, followRequests, header, memberSession } from './support/flows';
import { useSiteUnderTest } from './support/site-under-test';

// Spec point 2: every route, the heading it shows and the tab's title.
const ROUTES: [hash: string, heading: string, title: string][] = [
  ['#/', 'Carry a new designer bag, without buying one.', 'Tote — designer bags, by membership'],
  ['#/home', 'Carry a new designer bag, without buying one.', 'Tote — designer bags, by membership'],
  ['#/header', 'Header', 'Header · Tote'],
  ['#/footer', 'Footer', 'Footer · Tote'],
  ['#/members-collection', "Members' collection", "Members' collection · Tote"],
  ['#/member-application-form', 'Membership application', 'Membership application · Tote'],
  ['#/package-details', 'Membership packages', 'Membership packages · Tote'],
  ['#/our-process', 'Our process', 'Our process · Tote'],
  ['#/privacy-policy', 'Privacy policy', 'Privacy policy · Tote'],
  ['#/terms-condition', 'Terms and conditions', 'Terms and conditions · Tote'],
  ['#/eula-policy', 'End-user licence agreement', 'End-user licence agreement · Tote'],
  ['#/newsletter', 'Newsletter', 'Newsletter · Tote'],
  ['#/newsletter-details', 'Newsletter', 'Newsletter · Tote'],
  ['#/notifications', 'Notifications', 'Notifications · Tote'],
  ['#/my-profile', 'My account', 'My account · Tote'],
  ['#/product-rental-agreement', 'Rental agreement', 'Rental agreement · Tote'],
  ['#/refund-policy', 'Refund policy', 'Refund policy · Tote'],
  ['#/logout', 'Carry a new designer bag, without buying one.', 'Tote — designer bags, by membership'],
  ['#/no-such-page', 'Page not found', 'Page not found · Tote'],
];

/** Uncaught errors and console errors of a page, from the moment it opens. */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${message.text()} (${message.location().url})`);
  });
  return errors;
}

const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

/** Requests matching the pattern wait until the returned function is called (a slow network, or code held back). */
async function holdRequests(page: Page, pattern: string): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((done) => (release = done));
  await page.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

describe('site routes', () => {
  const site = useSiteUnderTest();
  /** The ACTIVE demo member's session, made once for the file: a second OTP for them so soon would be refused. */
  let activeMember: Promise<Record<string, string>> | undefined;
  const activeSession = () => (activeMember ??= memberSession(site.server().url, '9000000002'));

  /** A fresh page at this viewport whose sessionStorage holds the ACTIVE member's session before any script runs. */
  async function openAsActiveMember(width: number, height: number) {
    const session = await activeSession();
    const opened = await site.open();
    await opened.page.setViewportSize({ width, height });
    await opened.page.addInitScript((entries) => Object.entries(entries).forEach(([k, v]) => sessionStorage.setItem(k, v)), session);
    return opened;
  }

  async function firstBag(): Promise<{ url: string; name: string }> {
    const response = await fetch(`${site.server().url}/api/product/list`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ page: 0, size: 1 }),
    });
    const body = (await response.json()) as { data: { url: string; title: string; brand: string }[] };
    const { url, title, brand } = body.data[0];
    return { url, name: `${title} by ${brand}` };
  }

  /**
   * One visitor's tab for the route tests, each a full load of its route (a fresh document: nothing carried
   * over but the browser's cache), with the errors of that load only.
   */
  let visitorTab: { page: Page; errors: string[]; logged: string[]; calls: { answered(): Promise<void> } } | undefined;
  async function loadAfresh(hash: string, viewport: { width: number; height: number }) {
    if (!visitorTab) {
      const { page } = await site.openForFile();
      const tab = { page, errors: [] as string[], logged: consoleErrors(page), calls: followRequests(page) };
      page.on('pageerror', (err) => tab.errors.push(String(err)));
      visitorTab = tab;
    }
    const { page } = visitorTab;
    // A blank document in between, so the route's own load starts from nothing (a hash change alone would not reload).
    await page.goto('about:blank');
    await page.setViewportSize(viewport);
    visitorTab.errors.length = 0;
    visitorTab.logged.length = 0;
    await page.goto(`/${hash}`);
    return visitorTab;
  }

  // On the narrowest phone the site supports (WCAG's 320 px reflow): every route fits, nothing
  // scrolls sideways once the page and its calls are in (the wider layouts have the other tests).
  it.each(ROUTES)('%s renders %j with its title and no error, and fits 320 px', async (hash, heading, title) => {
    const { page, errors, logged, calls } = await loadAfresh(hash, { width: 320, height: 720 });
    await h1(page, heading).waitFor({ state: 'attached' });
    await page.waitForFunction((want) => document.title === want, title);
    // Every call the page made has answered, so their failures would show.
    await calls.answered();
    expect(errors).toEqual([]);
    expect(logged).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
  });

  it.each(['book-bag', 'product'])('#/%s/{title} renders the bag booking page with its title and no error', async (route) => {
    const bag = await firstBag();
    const { page, errors, logged, calls } = await loadAfresh(`#/${route}/${bag.url}`, { width: 1280, height: 800 });
    await h1(page, 'Book a bag').waitFor({ state: 'attached' });
    // The tab names the bag by its real title and maker, never by the URL's slug.
    await page.waitForFunction((want) => document.title === want, `${bag.name} · Tote`);
    await calls.answered();
    expect(errors).toEqual([]);
    expect(logged).toEqual([]);
  });

  it('the home page shows the plans in rupees and four bags, and its Apply button opens the Sign Up dialog', async () => {
    const { page, errors } = await site.open();
    await page.goto('/#/');
    const plans = page.locator('main section', { has: page.getByRole('heading', { name: 'Membership plans' }) });
    for (const name of ['Classic', 'Signature', 'Couture']) await plans.getByRole('heading', { name, exact: true }).waitFor();
    expect(await plans.getByText('₹11,999', { exact: true }).count()).toBeGreaterThan(0);
    expect(await plans.getByText('₹1,07,999', { exact: true }).count()).toBe(1);

    const bags = page.locator('.bag-grid .bag-card-link');
    await bags.nth(3).waitFor();
    expect(await bags.count()).toBe(4);
    // The pictures come from the server's image URLs and load.
    await page.waitForFunction(() =>
      Array.from(document.querySelectorAll<HTMLImageElement>('.bag-grid img')).every((img) => img.complete && img.naturalWidth > 0),
    );

    await page.locator('main').getByRole('button', { name: 'Apply', exact: true }).click();
    const signup = dialogNamed(page, 'Sign Up');
    await signup.waitFor();
    expect(await signup.getByText('To start your application process', { exact: true }).count()).toBe(1);
    expect(errors).toEqual([]);
  });

  it('following a footer link opens the page at its top, and the not-found page leads home', async () => {
    const { page, errors } = await site.open();
    await page.goto('/#/privacy-policy');
    await h1(page, 'Privacy policy').waitFor();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);

    await page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Refund Policy' }).click();
    await h1(page, 'Refund policy').waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    await page.goto('/#/nowhere');
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await h1(page, 'Carry a new designer bag, without buying one.').waitFor();
    expect(errors).toEqual([]);
  });

  it('the newsletter page does not move when its issues and events arrive (CLS at most 0.02 on a desktop)', async () => {
    const { page, close } = await site.open();
    await page.setViewportSize({ width: 1280, height: 800 });
    // The answers wait until the loading cards are on screen, as on a slow network.
    const release = await holdRequests(page, '**/api/**');
    await watchLayoutShifts(page);
    const calls = followRequests(page);
    await page.goto('/#/newsletter');
    await page.locator('.issue-card.card-loading').first().waitFor();
    await page.locator('.club-events').waitFor();
    release();
    await page.locator('.issue-card:not(.card-loading)').first().waitFor();
    await page.locator('.event-card:not(.card-loading)').first().waitFor();
    await calls.answered();
    // Shifts are reported after the frame that made them.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    expect(await layoutShiftSoFar(page)).toBeLessThanOrEqual(0.02);
    await close();
  });

  it("an ACTIVE member's account does not move as its cards arrive (CLS at most 0.02 on a desktop)", async () => {
    const { page, close } = await openAsActiveMember(1280, 800);
    await watchLayoutShifts(page);
    const calls = followRequests(page);
    await page.goto('/#/my-profile');
    await page.locator('tote-account').getByRole('heading', { name: 'Your allowance' }).waitFor();
    await page.locator('tote-account [aria-busy="true"]').first().waitFor({ state: 'detached' });
    await calls.answered();
    // Shifts are reported after the frame that made them.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    expect(await layoutShiftSoFar(page)).toBeLessThanOrEqual(0.02);
    await close();
  });

  it("shows the collection's heading from the HTML and its cards before the site's code has run, then takes them over without a shift", async () => {
    // Elsewhere the prerendered collection stays hidden while the scripts are still on their way.
    const other = await site.open();
    await other.page.route('**/assets/*.js', (route) => route.abort());
    await other.page.goto('/#/our-process', { waitUntil: 'commit' });
    await other.page.waitForFunction(() => [...document.styleSheets].some((sheet) => sheet.href?.includes('/assets/site-')));
    expect(await other.page.getByRole('heading', { level: 1 }).count()).toBe(0);
    await other.close();

    const { page, errors } = await site.open();
    let release = () => {};
    const held = new Promise<void>((done) => (release = done));
    // The site's own code (its entry) waits; the boot script's imports (the collection widget) do not.
    await page.route('**/assets/main-*.js', async (route) => {
      await held;
      await route.continue();
    });
    // So does the route's starter, so the widget's store reads the first page before the starter warms
    // it: the widget takes the boot script's answers into the one cache, and the starter joins them.
    let starterHeld = false;
    await page.route('**/assets/collection-starter-*.js', async (route) => {
      starterHeld = true;
      await held;
      await route.continue();
    });
    const pageCalls: string[] = [];
    page.on('request', (r) => {
      if (/\/api\/product\/(filter\/list|count)$/.test(new URL(r.url()).pathname)) pageCalls.push(new URL(r.url()).pathname);
    });
    await watchLayoutShifts(page);
    const calls = followRequests(page);
    await page.goto('/#/members-collection', { waitUntil: 'commit' });
    const heading = h1(page, "Members' collection");
    await heading.waitFor();
    expect(await page.locator('main .page-lead').getByText('Designer bags to borrow', { exact: false }).isVisible()).toBe(true);
    const cards = page.locator('tote-collection ul[aria-label="Bags"] > li');
    await cards.first().waitFor();
    // The site has not run yet: it clears the route's name when it takes the page over.
    expect(await page.evaluate(() => document.documentElement.getAttribute('data-route'))).toBe('members-collection');
    // Every chunk the widget imports was asked for ahead of the site's header, which waits for the first pictures
    // and then comes at low priority.
    await page.waitForFunction(() => document.querySelector('link[rel="modulepreload"][href*="/tote-header-"]'));
    const order = await page.evaluate(async () => {
      const links = [...document.querySelectorAll('link[rel="modulepreload"]')].map((l) => [
        l.getAttribute('href')!.split('/').pop()!,
        l.getAttribute('fetchpriority'),
      ]);
      const widget = performance.getEntriesByType('resource').find((e) => /\/tote-collection-[^/]+\.js$/.test(e.name))!.name;
      const imports = [...(await (await fetch(widget)).text()).matchAll(/from"\.\/([^"]+\.js)"/g)].map((m) => m[1]);
      const at = (file: string) => links.findIndex(([href]) => href === file);
      const header = links.findIndex(([href]) => href!.startsWith('tote-header-'));
      return { imports: imports.map(at), header, headerPriority: links[header][1] };
    });
    expect(order.imports.length).toBeGreaterThan(0);
    for (const at of order.imports) expect(at).toBeGreaterThanOrEqual(0);
    expect(Math.max(...order.imports)).toBeLessThan(order.header);
    expect(order.headerPriority).toBe('low');
    await page.evaluate(() => {
      const w = window as unknown as { __before: Element[] };
      w.__before = [document.querySelector('[data-prerender] h1')!, document.querySelector('tote-collection')!];
    });

    release();
    await page.waitForFunction(() => !document.documentElement.hasAttribute('data-route'));
    await calls.answered();
    // The same elements, now the site's: nothing drawn twice, the widget kept its cards.
    expect(
      await page.evaluate(() => {
        const [title, widget] = (window as unknown as { __before: Element[] }).__before;
        return title.isConnected && widget.isConnected && document.querySelectorAll('main h1, tote-collection').length;
      }),
    ).toBe(2);
    expect(await cards.count()).toBeGreaterThan(0);
    expect(starterHeld).toBe(true);
    expect(pageCalls.sort()).toEqual(['/api/product/count', '/api/product/filter/list']);
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    expect(await layoutShiftSoFar(page)).toBeLessThanOrEqual(0.02);
    expect(errors).toEqual([]);
  });

  it("paints a member's first row on a phone from the boot script's markup, then the widget's cards over it in the same places, heard once", async () => {
    const { page, errors } = await openAsActiveMember(412, 823);
    await watchLayoutShifts(page);
    // Each LCP candidate: whether it is the boot script's picture (a widget's own is not exposed: null).
    await page.addInitScript(() => {
      const w = window as unknown as { __lcp: { boot: boolean; size: number }[] };
      w.__lcp = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as (PerformanceEntry & { element: Element | null; size: number })[])
          w.__lcp.push({ boot: e.element?.closest('.boot-cards') != null, size: e.size });
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    // The widget's code waits, so the first row shown is the boot script's.
    const release = await holdRequests(page, '**/assets/tote-collection-*.js');
    const pageCalls: string[] = [];
    page.on('request', (r) => {
      if (/\/api\/product\/(filter\/list|count)$/.test(new URL(r.url()).pathname)) pageCalls.push(new URL(r.url()).pathname);
    });
    await page.goto('/#/members-collection', { waitUntil: 'commit' });
    await page.waitForFunction(
      () => [...document.querySelectorAll<HTMLImageElement>('.boot-cards li:nth-child(-n+2) img')].filter((i) => i.complete && i.naturalWidth > 0).length === 2,
    );
    // The first row's place, picture and words, wherever they are drawn from.
    const firstRow = () =>
      page.evaluate(() => {
        const shadow = document.querySelector('tote-collection')!.shadowRoot;
        const cards = shadow?.querySelector('ul[aria-label="Bags"]')
          ? shadow.querySelectorAll('ul[aria-label="Bags"] > li')
          : document.querySelectorAll('.boot-cards li');
        return [...cards].slice(0, 2).map((li) => {
          const img = li.querySelector('img')!;
          const { x, y, width, height } = img.getBoundingClientRect();
          const words = [...li.querySelectorAll('a > span:last-child > span')].map((t) => [t.textContent, t.getBoundingClientRect().y]);
          return { box: [x, y, width, height], src: img.currentSrc, href: li.querySelector('a')!.getAttribute('href'), words };
        });
      });
    const before = await firstRow();
    expect(before).toHaveLength(2);
    // Out of the accessibility tree until the widget is live (then its cards say the bags, once).
    const bagLink = (words: unknown) => page.getByRole('link', { name: String(words), exact: false });
    expect(await bagLink(before[0].words[1][0]).count()).toBe(0);
    expect(await runAxe(page)).toEqual([]);
    const photoBelowHeart = await page.evaluate(() => {
      const { y, height } = document.querySelector('.boot-cards img')!.getBoundingClientRect();
      return { x: 0, y: y + 72, width: 412, height: height - 72 + 60 };
    });
    const shotBefore = await page.screenshot({ clip: photoBelowHeart });

    release();
    await page.waitForFunction(() =>
      document.querySelector('tote-collection')!.shadowRoot?.querySelector('ul[aria-label="Bags"] > li:last-child:not(.card-skeleton)'),
    );
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    expect(await firstRow()).toEqual(before);
    // The same pixels (the hearts aside, above this strip): nothing moved, flashed or changed size.
    expect((await page.screenshot({ clip: photoBelowHeart })).equals(shotBefore)).toBe(true);
    expect(await page.locator('.boot-cards').evaluateAll((rows) => rows.filter((r) => r.checkVisibility()).length)).toBe(0);
    expect(await bagLink(before[0].words[1][0]).count()).toBe(1);
    expect(await layoutShiftSoFar(page)).toBe(0);
    // The largest paint stayed the boot script's picture: the widget's, the same size, was no new candidate.
    const lcp = await page.evaluate(() => (window as unknown as { __lcp: { boot: boolean; size: number }[] }).__lcp);
    expect(lcp.at(-1)!.boot).toBe(true);
    // The widget's store took the boot script's answers: each call once.
    expect(pageCalls.sort()).toEqual(['/api/product/count', '/api/product/filter/list']);
    expect(await runAxe(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it("asks for a member's first row's pictures with the page, before the list has answered, and downloads each once", async () => {
    const { page, errors } = await openAsActiveMember(412, 823);
    await watchLayoutShifts(page);
    // The list's answer waits: the pictures named in index.html (server/http/first-row-block.ts) must not.
    const release = await holdRequests(page, '**/api/product/filter/list');
    const pictures: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'image' && new URL(r.url()).pathname.startsWith('/media/bags/')) pictures.push(new URL(r.url()).pathname);
    });
    await page.goto('/#/members-collection', { waitUntil: 'commit' });
    await vi.waitFor(() => expect(pictures).toHaveLength(2), { timeout: 10_000 });
    const named = await page.evaluate(() =>
      (JSON.parse(document.getElementById('tote-first-row')!.textContent!) as { sources: { url: string }[] }[]).map((p) => p.sources.map((s) => s.url)),
    );
    const first = [...pictures];
    expect(first.map((path, i) => named[i].includes(path))).toEqual([true, true]);

    release();
    await page.waitForFunction(() =>
      document.querySelector('tote-collection')!.shadowRoot?.querySelector('ul[aria-label="Bags"] > li:last-child:not(.card-skeleton)'),
    );
    // The boot row and the widget's cards showed the preloaded files: none was fetched again.
    const shown = await page.evaluate(() =>
      [...document.querySelector('tote-collection')!.shadowRoot!.querySelectorAll<HTMLImageElement>('ul[aria-label="Bags"] > li img')]
        .slice(0, 2)
        .map((img) => new URL(img.currentSrc).pathname),
    );
    expect(shown).toEqual(first);
    expect(pictures.filter((path) => first.includes(path))).toEqual(first);
    expect(await layoutShiftSoFar(page)).toBe(0);
    expect(errors).toEqual([]);
  });

  it("a member's page on a 320 px phone does not move when the site's header takes over (CLS at most 0.02)", async () => {
    const { page, close } = await openAsActiveMember(320, 720);
    // The site's entry (and so the header) waits until the prerendered page has painted, so the take-over is always seen.
    const release = await holdRequests(page, '**/assets/main-*.js');
    await watchLayoutShifts(page);
    const calls = followRequests(page);
    await page.goto('/#/members-collection', { waitUntil: 'commit' });
    await h1(page, "Members' collection").waitFor();
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    release();
    await avatarButton(page).waitFor();
    await header(page).getByRole('link', { name: 'Notifications' }).waitFor();
    await calls.answered();
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    expect(await layoutShiftSoFar(page)).toBeLessThanOrEqual(0.02);
    // It still fits: nothing scrolls sideways, and the menu button keeps its name and a full-size target.
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
    const toggle = await header(page).getByRole('button', { name: 'Menu', exact: true }).boundingBox();
    expect(Math.min(toggle!.width, toggle!.height)).toBeGreaterThanOrEqual(44);
    await close();
  });

  it("starts each route's first API calls before its code has run, and never makes one twice (visitor and ACTIVE member)", async () => {
    // The ACTIVE demo member's session, as the login would leave it in session storage.
    const base = site.server().url;
    const call = async (method: string, path: string, body?: unknown, token?: string) => {
      const res = await fetch(`${base}${path}`, {
        method,
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return ((await res.json()) as { data: Record<string, unknown> }).data;
    };
    const username = '9000000008';
    const { otp } = await call('POST', '/api/user/send-otp', { username, roles: ['ROLE_CUSTOMER'] });
    await call('POST', '/api/user/verify-otp', { username, otp });
    const tokens = await call('POST', '/api/auth/generate-token', { username, otp });
    const user = await call('GET', `/api/user/getByUsername/${username}`, undefined, String(tokens.accessToken));
    const member = { 'tote.accessToken': String(tokens.accessToken), 'tote.userSession': JSON.stringify(user), 'tote.userId': String(user.id) };

    for (const [hash, session, first, widget] of [
      ['#/', null, '/api/product/list', null],
      ['#/members-collection', member, '/api/product/filter/list', 'tote-collection'],
      ['#/my-profile', member, '/api/order/list', 'tote-account'],
      ['#/package-details', null, '/api/membership/list', 'tote-membership'],
      ['#/package-details', member, '/api/membership/usermembership/', 'tote-membership'],
      ['#/newsletter', member, '/api/newsletter/list', null],
    ] as const) {
      const { page, close } = await site.open();
      if (session) await page.addInitScript((entries) => Object.entries(entries).forEach(([k, v]) => sessionStorage.setItem(k, v)), session);
      // When the route's first call went out, and when its widget's code had run (its element defined).
      await page.addInitScript(
        ([path, tag]) => {
          const w = window as unknown as { __at: Record<string, number> };
          w.__at = {};
          const fetchBefore = window.fetch;
          window.fetch = (input, init) => {
            if (String(input).includes(path)) w.__at.call ??= performance.now();
            return fetchBefore(input, init);
          };
          if (tag) void customElements.whenDefined(tag).then(() => (w.__at.widget = performance.now()));
        },
        [first, widget] as const,
      );
      const calls: string[] = [];
      page.on('request', (r) => {
        const url = new URL(r.url());
        if (url.pathname.startsWith('/api/')) calls.push(`${r.method()} ${url.pathname}${url.search} ${r.postData() ?? ''}`);
      });
      // The widget's own chunk is held until the route's first call has gone out, so on this fast unthrottled
      // host, where cached code could win the race, the widget is never defined first; if the route's starter
      // never made the call without it, the widget never comes and the test times out on this route.
      let callSeen = () => {};
      const callGone = new Promise<void>((resolve) => (callSeen = resolve));
      page.on('request', (r) => {
        if (r.url().includes(first)) callSeen();
      });
      if (widget)
        await page.route(`**/assets/${widget}-*.js`, async (route) => {
          await callGone;
          await route.continue();
        });
      const answered = followRequests(page);
      await page.goto(`/${hash}`);
      await answered.answered();
      const label = `${hash} as ${session ? 'member' : 'visitor'}`;
      const at = await page.evaluate(() => (window as unknown as { __at: Record<string, number> }).__at);
      expect(at.call, `${label}: ${first} called`).toBeGreaterThan(0);
      if (widget) expect(at.call, `${label}: called before <${widget}> was defined`).toBeLessThan(at.widget);
      // The widgets make the same calls and get the early answers: nothing is asked twice.
      expect(
        calls.filter((c, i) => calls.indexOf(c) !== i),
        label,
      ).toEqual([]);
      await close();
    }
  });
});

/** Adds up the page's layout shifts not caused by input, from its first paint (CLS as one sum). */
async function watchLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __cls: number };
    w.__cls = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!e.hadRecentInput) w.__cls += e.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const layoutShiftSoFar = (page: Page): Promise<number> => page.evaluate(() => (window as unknown as { __cls: number }).__cls);
