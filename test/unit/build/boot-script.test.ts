import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bootScript } from '../../../scripts/lib/boot-script.mjs';
import { earlyCollection, earlyHero } from '../../../site/prerender';
import { configure } from '../../../src/config/widget-config';
import { writeSession, writeTokens } from '../../../src/storage/session-storage';
import { DEFAULT_QUERY, toRequest } from '../../../src/stores/collection-query';
import { forgetAllQueries } from '../../../src/stores/query';
import { $collectionProducts } from '../../../widgets/collection/products-store';
import { CARD_SIZES } from '../../../widgets/collection/card-image';
import { bookingRoute, freeWords } from '../../../widgets/collection/product-card';
import { pictureSrcset } from '../../../src/ui/picture-img';
import { sampleProduct, sampleUser, somePictures } from '../../support/api-samples';
import { data, fakeFetch, json, multipartParts } from '../api/fake-fetch';

const bags = [1, 2, 3].map((id) => sampleProduct({ productId: id, title: `Bag ${id}`, url: `bag-${id}`, pictures: somePictures(id) }));

/** index.html's boot script on this hash, as the build writes it (the route starters' imports fail here, as they may on a real page). */
function boot(hash: string) {
  history.replaceState(null, '', `/${hash}`);
  new Function(bootScript({}, 'no-such-boot.js', {}, earlyCollection(), '', earlyHero(), { first: ['header.js'], main: 'main.js' }))();
}

const preloads = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')];
/** The browser has the pictures preloaded so far (or gave up on them). */
const picturesIn = (how: 'load' | 'error' = 'load') => preloads().forEach((l) => l.dispatchEvent(new Event(how)));
const modulepreloads = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')];
const answerFor = (url: string) => (url.endsWith('/count') ? data(bags.length) : data(bags));
/** The collection's own calls among those the fake server saw (the favourites' are not the boot's business). */
const productCalls = <T extends { url: string }>(seen: T[]) => seen.filter((r) => r.url.includes('/api/product/'));

beforeEach(() => {
  sessionStorage.clear();
  document.documentElement.removeAttribute('data-member');
  configure({ apiBase: '' });
  for (const link of [...preloads(), ...modulepreloads()]) link.remove();
  delete (globalThis as { __toteBoot?: unknown }).__toteBoot;
  forgetAllQueries();
});

afterEach(() => vi.unstubAllGlobals());

describe('the boot script on a first visit to the collection', () => {
  it("asks for the collection's first page itself and preloads the first cards' pictures from the answer", async () => {
    const api = fakeFetch(data(bags));
    api.fetch.mockImplementation(async (input: string | URL | Request, init: RequestInit = {}) => {
      api.seen.push({ url: String(input), method: init.method ?? 'GET', headers: new Headers(init.headers as Record<string, string>), body: init.body });
      return answerFor(String(input));
    });
    writeTokens('access-1', 'refresh-1');
    boot('#/members-collection');
    expect(api.seen.map((r) => `${r.method} ${r.url}`)).toEqual(['POST /api/product/filter/list', 'POST /api/product/count']);
    expect(api.seen[0].headers.get('authorization')).toBe('Bearer access-1');
    const { product, filter } = toRequest(DEFAULT_QUERY);
    expect(await multipartParts(api.seen[0])).toEqual({ product: [product], filter: [filter] });

    await vi.waitFor(() => expect(preloads()).toHaveLength(2));
    expect(preloads().map((l) => l.getAttribute('href'))).toEqual([bags[0].pictures?.[0].src, bags[1].pictures?.[0].src]);
    expect(preloads()[0].imageSrcset).toBe(bags[0].pictures?.[0].sources.map((s) => `${s.url} ${s.width}w`).join(', '));

    // Whichever store reads the first page's key first (the widget's or the route starter's) takes those
    // answers into the query cache: nothing is asked again.
    let stop = $collectionProducts.listen(() => {});
    await vi.waitFor(() => expect($collectionProducts.get().data).toEqual({ products: bags, total: 3 }));
    expect(productCalls(api.seen)).toHaveLength(2);
    // Once: a refresh (Retry, a write's invalidation) asks the server afresh, and so does a read after logout.
    $collectionProducts.invalidate();
    await vi.waitFor(() => expect(productCalls(api.seen)).toHaveLength(4));
    await vi.waitFor(() => expect($collectionProducts.get().loading).toBe(false));
    stop();
    forgetAllQueries();
    stop = $collectionProducts.listen(() => {});
    await vi.waitFor(() => expect(productCalls(api.seen)).toHaveLength(6));
    stop();
  });

  it("sends the calls before it preloads any chunk, then, once the first cards' pictures are in, the site's entry, its first load's chunks (shared ones first) and the route's, each once", async () => {
    const api = fakeFetch(data(bags));
    const chunksAtCall: number[] = [];
    api.fetch.mockImplementation(async (input: string | URL | Request) => {
      chunksAtCall.push(modulepreloads().length);
      return answerFor(String(input));
    });
    history.replaceState(null, '', '/#/members-collection');
    const routes = { 'members-collection': ['collection-start.js', 'page.js', 'runtime.js'] };
    new Function(bootScript(routes, 'boot.js', {}, earlyCollection(), '', earlyHero(), { first: ['runtime.js', 'data.js', 'header.js'], main: 'main.js' }))();
    expect(chunksAtCall).toEqual([0, 0]);
    // The site's code would share the phone's bandwidth and connections with the first pictures: it waits for them.
    await vi.waitFor(() => expect(preloads()).toHaveLength(2));
    expect(modulepreloads()).toEqual([]);
    preloads()[0].dispatchEvent(new Event('load'));
    expect(modulepreloads()).toEqual([]);
    preloads()[1].dispatchEvent(new Event('error'));
    expect(modulepreloads().map((l) => l.getAttribute('href'))).toEqual(
      ['main.js', 'runtime.js', 'data.js', 'header.js', 'collection-start.js', 'page.js'].map((f) => `./assets/${f}`),
    );
    picturesIn();
    expect(modulepreloads()).toHaveLength(6);
  });

  it('lets the site load at once when the first page gives no pictures to wait for, and after 3 s at most when they never come', async () => {
    const routes = { 'members-collection': ['page.js'] };
    const run = () => new Function(bootScript(routes, 'boot.js', {}, earlyCollection(), '', earlyHero(), { first: ['header.js'], main: 'main.js' }))();
    history.replaceState(null, '', '/#/members-collection');
    fakeFetch(json({ message: 'Service unavailable' }, 503));
    run();
    await vi.waitFor(() => expect(modulepreloads()).toHaveLength(3));
    expect(preloads()).toEqual([]);

    for (const link of modulepreloads()) link.remove();
    delete (globalThis as { __toteBoot?: unknown }).__toteBoot;
    vi.useFakeTimers();
    try {
      fakeFetch(data(bags));
      run();
      await vi.advanceTimersByTimeAsync(100);
      expect(preloads()).toHaveLength(2);
      await vi.advanceTimersByTimeAsync(2800);
      expect(modulepreloads()).toEqual([]);
      await vi.advanceTimersByTimeAsync(100);
      expect(modulepreloads().map((l) => l.getAttribute('href'))).toEqual(['main.js', 'header.js', 'page.js'].map((f) => `./assets/${f}`));
    } finally {
      vi.useRealTimers();
    }
  });

  it("preloads the prerendered widget's chunks before the site's first load, so the widget's code is in and runs first", async () => {
    fakeFetch(data(bags));
    history.replaceState(null, '', '/#/members-collection');
    const routes = { 'members-collection': ['starter.js', 'page.js', 'widget.js'] };
    const elements = { 'members-collection': ['widget.js', 'runtime.js', 'widget-part.js', 'data.js'] };
    const widget = document.body.appendChild(document.createElement('tote-collection'));
    document.documentElement.setAttribute('data-member', '');
    new Function(bootScript(routes, 'boot.js', {}, earlyCollection(), '', earlyHero(), { first: ['runtime.js', 'data.js', 'header.js'], elements }))();
    // The widget's own chunk is imported, not preloaded; its imports come at once, the header's after the first pictures
    // and the widget's first cards.
    const widgetChunks = ['runtime.js', 'widget-part.js', 'data.js'].map((f) => `./assets/${f}`);
    expect(modulepreloads().map((l) => l.getAttribute('href'))).toEqual(widgetChunks);
    await vi.waitFor(() => expect(preloads()).toHaveLength(2));
    picturesIn();
    // The pictures are in, but the widget still shows its loading cards: the site's code would run before its cards.
    const shadow = widget.attachShadow({ mode: 'open' });
    shadow.innerHTML = '<ul class="grid" aria-hidden="true"><li class="card card-skeleton"></li></ul>';
    await new Promise((frame) => requestAnimationFrame(() => setTimeout(frame, 0)));
    expect(modulepreloads().map((l) => l.getAttribute('href'))).toEqual(widgetChunks);
    // Its first row is drawn, the rest of the page still in loading boxes.
    shadow.innerHTML = '<ul class="grid" aria-label="Bags"><li class="card"><img alt="" /></li><li class="card card-skeleton"></li></ul>';
    await new Promise((frame) => requestAnimationFrame(() => setTimeout(frame, 0)));
    expect(modulepreloads().map((l) => l.getAttribute('href'))).toEqual(widgetChunks);
    shadow.innerHTML = '<ul class="grid" aria-label="Bags"><li class="card"><img alt="" /></li></ul>';
    await vi.waitFor(() => expect(modulepreloads()).toHaveLength(6));
    widget.remove();
    expect(modulepreloads().map((l) => l.getAttribute('href'))).toEqual(
      ['runtime.js', 'widget-part.js', 'data.js', 'header.js', 'starter.js', 'page.js'].map((f) => `./assets/${f}`),
    );
    // The site's own chunks at low priority: the widget's go ahead of them.
    expect(modulepreloads().map((l) => l.getAttribute('fetchpriority'))).toEqual([null, null, null, 'low', 'low', 'low']);

    // A visitor's LCP is the page's lead text, painted from the HTML: the site's code waits for the pictures only.
    for (const link of [...preloads(), ...modulepreloads()]) link.remove();
    document.documentElement.removeAttribute('data-member');
    new Function(bootScript(routes, 'boot.js', {}, earlyCollection(), '', earlyHero(), { first: ['runtime.js', 'data.js', 'header.js'], elements }))();
    await vi.waitFor(() => expect(preloads()).toHaveLength(2));
    picturesIn();
    expect(modulepreloads()).toHaveLength(6);

    for (const link of modulepreloads()) link.remove();
    history.replaceState(null, '', '/#/newsletter');
    new Function(bootScript(routes, 'boot.js', {}, earlyCollection(), '', earlyHero(), { first: ['runtime.js', 'data.js', 'header.js'], elements }))();
    expect(modulepreloads().map((l) => l.getAttribute('href'))).toEqual(['runtime.js', 'data.js', 'header.js'].map((f) => `./assets/${f}`));
    expect(modulepreloads().filter((l) => l.hasAttribute('fetchpriority'))).toEqual([]);
  });

  it("draws a member's first cards from the answer into the widget's element on a phone, as the widget's cards say them, text as text", async () => {
    const out = sampleProduct({
      productId: 4,
      title: '<img src=x onerror=alert(1)>',
      brand: '',
      url: 'a b/c',
      available: false,
      nextAvailableDate: '2026-12-05',
    });
    const late = sampleProduct({ productId: 5, available: false, nextAvailableDate: null, pictures: [] });
    const page = [...bags, out, late];
    fakeFetch(data(page)).fetch.mockImplementation(async (input: string | URL | Request) =>
      String(input).endsWith('/count') ? data(page.length) : data(page),
    );
    const phone = (matches: boolean) => vi.stubGlobal('matchMedia', (query: string) => ({ matches: matches && query === earlyCollection().row.media }));
    const elements = { 'members-collection': ['widget.js', 'widget-part.js'] };
    const run = () => new Function(bootScript({}, 'boot.js', {}, earlyCollection(), '', earlyHero(), { elements }))();
    const widget = document.body.appendChild(document.createElement('tote-collection'));
    const drawn = () => widget.querySelector<HTMLElement>(':scope > .boot-cards');
    history.replaceState(null, '', '/#/members-collection');
    phone(true);
    writeTokens('access-1', 'refresh-1');
    writeSession('user', sampleUser());
    run();
    await vi.waitFor(() => expect(drawn()).not.toBeNull());
    const row = drawn()!;
    // Shown through the widget's slot while it loads, then hidden by its own cards: never heard, never focused.
    expect(row.slot).toBe('first-row');
    expect(row.getAttribute('aria-hidden')).toBe('true');
    const cards = [...row.querySelectorAll('li')];
    expect(cards).toHaveLength(page.length);
    expect(cards.map((li) => li.querySelector('a')!.getAttribute('href'))).toEqual(page.map((bag) => `#${bookingRoute(bag)}`));
    expect(cards.map((li) => li.querySelector('a')!.tabIndex)).toEqual(page.map(() => -1));
    expect(cards.map((li) => li.querySelector('.t')!.textContent)).toEqual(page.map((bag) => bag.title));
    expect(cards.map((li) => li.querySelector('.br')?.textContent ?? '')).toEqual(page.map((bag) => bag.brand));
    expect(cards.map((li) => li.querySelector('.bg')!.textContent)).toEqual(page.map(freeWords));
    expect(cards.map((li) => li.querySelector('.bg')!.classList.contains('o'))).toEqual(page.map((bag) => bag.available === false));
    expect(row.querySelectorAll('script, [onerror]')).toHaveLength(0);
    // The pictures as the cards ask for them (the same srcset and sizes, so the same file); the first row's at once.
    const imgs = cards.map((li) => li.querySelector('img'));
    // Only the first row's, preloaded: the others' boxes wait for the widget (lazy, they would still all be fetched at once).
    expect(imgs.map((img) => img?.getAttribute('srcset') ?? null)).toEqual([
      ...page.slice(0, 2).map((bag) => pictureSrcset(bag.pictures![0])),
      null,
      null,
      null,
    ]);
    expect(imgs.map((img) => img?.getAttribute('sizes') ?? null)).toEqual([CARD_SIZES, CARD_SIZES, null, null, null]);
    expect(cards.map((li) => li.querySelector('.p')!.childElementCount)).toEqual([1, 1, 0, 0, 1]);
    expect(cards[4].querySelector('.n')!.textContent).toBe('No photo yet');
    // The widget's code (its chunks not even preloaded, so the pictures have the bandwidth) comes once these pictures have painted.
    expect(modulepreloads()).toEqual([]);
    imgs.slice(0, 2).forEach((img) => img!.dispatchEvent(new Event('load')));
    await vi.waitFor(() => expect(modulepreloads().map((l) => l.getAttribute('href'))).toEqual(['./assets/widget-part.js']));
    widget.replaceChildren();

    // Not for a visitor nor a member still on the way (the widget's banner comes first), nor where the widget
    // has a sidebar or three columns.
    for (const [member, narrow] of [
      [null, true],
      ['PENDING', true],
      ['ACTIVE', false],
    ] as const) {
      delete (globalThis as { __toteBoot?: unknown }).__toteBoot;
      for (const link of preloads()) link.remove();
      phone(narrow);
      sessionStorage.clear();
      document.documentElement.removeAttribute('data-member');
      if (member) writeTokens('access-1', 'refresh-1');
      if (member) writeSession('user', sampleUser({ status: { ...sampleUser().status, code: member } }));
      run();
      await vi.waitFor(() => expect(preloads()).toHaveLength(2));
      await new Promise((task) => setTimeout(task, 0));
      expect(drawn()).toBeNull();
    }
    widget.remove();
  });

  it('leaves a kept query (or another member) to the widget', async () => {
    const api = fakeFetch(data(bags));
    writeSession('attribute', { ...DEFAULT_QUERY, availableOnly: true });
    boot('#/members-collection');
    expect(api.seen).toEqual([]);

    sessionStorage.clear();
    writeTokens('access-1', 'refresh-1');
    boot('#/members-collection');
    writeTokens('access-2', 'refresh-2');
    const stop = $collectionProducts.listen(() => {});
    // Asked with another token: not the boot's answers.
    await vi.waitFor(() => expect(productCalls(api.seen)).toHaveLength(4));
    expect(productCalls(api.seen).map((r) => r.headers.get('authorization'))).toEqual([
      'Bearer access-1',
      'Bearer access-1',
      'Bearer access-2',
      'Bearer access-2',
    ]);
    stop();
  });
});

describe('the boot script with the first row named in the page (server/http/first-row-block.ts)', () => {
  /** The data block the server puts before the boot script: the first bags' first pictures, as the list would name them. */
  function firstRowBlock(text: string) {
    const block = document.head.appendChild(document.createElement('script'));
    block.type = 'application/json';
    block.id = earlyCollection().block;
    block.textContent = text;
    return block;
  }
  const named = (page: typeof bags) => JSON.stringify(page.slice(0, 2).map((bag) => bag.pictures![0]));
  /** The list's answer held until the test lets it go, as on a phone (a round trip after the page). */
  function heldList(page: typeof bags) {
    let release = () => {};
    const listIn = new Promise<void>((resolve) => (release = resolve));
    const api = fakeFetch(data(page));
    api.fetch.mockImplementation(async (input: string | URL | Request) => {
      if (String(input).endsWith('/count')) return data(page.length);
      await listIn;
      return data(page);
    });
    return { release, api };
  }
  const bagPreloads = () => preloads().filter((l) => l.href.includes('/media/bags/'));

  afterEach(() => document.getElementById(earlyCollection().block)?.remove());

  it("preloads the named pictures for a member before the list answers, as the cards ask for them, each once; the site's code still waits for them", async () => {
    const block = firstRowBlock(named(bags));
    const { release, api } = heldList(bags);
    writeTokens('access-1', 'refresh-1');
    boot('#/members-collection');
    const listed = (globalThis as { __toteBoot?: { answers: Record<string, Promise<unknown>> } }).__toteBoot!.answers['/api/product/filter/list'];
    expect(api.fetch.mock.calls.map(([url]) => String(url))).toEqual(['/api/product/filter/list', '/api/product/count']);
    // At once, not a round trip later: the list has not answered.
    expect(preloads().map((l) => l.getAttribute('href'))).toEqual([bags[0].pictures![0].src, bags[1].pictures![0].src]);
    expect(preloads().map((l) => l.imageSrcset)).toEqual(bags.slice(0, 2).map((bag) => pictureSrcset(bag.pictures![0])));
    expect(preloads().map((l) => l.imageSizes)).toEqual([CARD_SIZES, CARD_SIZES]);
    expect(preloads().map((l) => l.fetchPriority)).toEqual(['high', 'high']);
    release();
    await listed;
    await new Promise((task) => setTimeout(task, 0));
    // The answer names the same pictures: nothing is asked twice.
    expect(preloads()).toHaveLength(2);
    expect(modulepreloads()).toEqual([]);
    picturesIn();
    await vi.waitFor(() => expect(modulepreloads().map((l) => l.getAttribute('href'))).toEqual(['./assets/main.js', './assets/header.js']));
    block.remove();
  });

  it("leaves a visitor's pictures until the list answers: their LCP is the lead text, which needs the stylesheet, not them", async () => {
    firstRowBlock(named(bags));
    const { release } = heldList(bags);
    boot('#/members-collection');
    expect(bagPreloads()).toEqual([]);
    release();
    await vi.waitFor(() => expect(bagPreloads()).toHaveLength(2));
  });

  it('preloads what the list answers too when the catalogue changed after the page was made', async () => {
    firstRowBlock(named(bags));
    writeTokens('access-1', 'refresh-1');
    const newer = sampleProduct({ productId: 9, title: 'Bag 9', url: 'bag-9', pictures: somePictures(9) });
    const { release } = heldList([newer, ...bags]);
    boot('#/members-collection');
    expect(bagPreloads()).toHaveLength(2);
    release();
    await vi.waitFor(() => expect(bagPreloads()).toHaveLength(3));
    expect(bagPreloads().map((l) => l.getAttribute('href'))).toEqual([bags[0], bags[1], newer].map((bag) => bag.pictures![0].src));
  });

  it('waits for the list as before when the block is not one it can read, and leaves it alone on home and with a kept query', async () => {
    firstRowBlock('{"not": "a list"');
    writeTokens('access-1', 'refresh-1');
    const { release } = heldList(bags);
    boot('#/members-collection');
    expect(bagPreloads()).toEqual([]);
    release();
    await vi.waitFor(() => expect(bagPreloads()).toHaveLength(2));
    for (const link of [...preloads(), ...modulepreloads()]) link.remove();
    document.getElementById(earlyCollection().block)!.remove();

    firstRowBlock(named(bags));
    heldList(bags);
    // Home's hero has the network to itself.
    boot('#/');
    expect(preloads().map((l) => l.getAttribute('href'))).toEqual([earlyHero().href]);
    for (const link of [...preloads(), ...modulepreloads()]) link.remove();
    // A kept query shows another page than the one named.
    writeSession('attribute', { ...DEFAULT_QUERY, availableOnly: true });
    boot('#/members-collection');
    expect(preloads()).toEqual([]);
  });
});

describe('the boot script on the home route', () => {
  it('preloads the hero picture and makes its lazy <img> eager as the parser adds it; elsewhere the <img> stays lazy', async () => {
    fakeFetch(data([]));
    const heroImg = () => {
      const img = document.createElement('img');
      img.className = 'hero-picture';
      img.loading = 'lazy';
      return document.body.appendChild(img);
    };
    boot('#/members-collection');
    const hidden = heroImg();
    expect(preloads().filter((l) => l.href.includes('home/hero'))).toEqual([]);
    hidden.remove();
    for (const link of modulepreloads()) link.remove();

    // A visitor's site comes beside the hero: holding it gained the hero nothing and delayed the plans and bags.
    boot('#/');
    expect(preloads().filter((l) => l.href.includes('home/hero'))).toHaveLength(1);
    expect(modulepreloads().map((l) => l.getAttribute('href'))).toEqual(['./assets/main.js', './assets/header.js']);
    for (const link of [...preloads(), ...modulepreloads()]) link.remove();

    writeTokens('access-1', 'refresh-1');
    boot('#/');
    const hero = preloads().filter((l) => l.href.includes('home/hero'));
    expect(hero).toHaveLength(1);
    // A member's site entry waits for the hero, the page's largest picture, rather than share the network with it.
    expect(modulepreloads()).toEqual([]);
    hero[0].dispatchEvent(new Event('load'));
    expect(modulepreloads().map((l) => l.getAttribute('href'))).toEqual(['./assets/main.js', './assets/header.js']);
    expect(hero[0].imageSrcset).toBe(earlyHero().srcset);
    expect(hero[0].fetchPriority).toBe('high');
    const shown = heroImg();
    await vi.waitFor(() => expect(shown.loading).toBe('eager'));
    expect(hidden.loading).toBe('lazy');
    shown.remove();
  });
});

describe("the boot script on a member's first paint", () => {
  it('marks the page as a member’s when a session is kept, so the prerendered visitor page can hide what a member never sees', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => data([])),
    );
    boot('#/');
    expect(document.documentElement.hasAttribute('data-member')).toBe(false);
    writeTokens('access-1', 'refresh-1');
    boot('#/');
    expect(document.documentElement.hasAttribute('data-member')).toBe(true);
  });
});
