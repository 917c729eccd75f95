import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { violations } from './support/axe';
import { ACCESS_TOKEN_KEY, asTyped, dayFrom, REFRESH_TOKEN_KEY, USER_SESSION_KEY } from './support/flows';
import { useSiteUnderTest } from './support/site-under-test';

// The availability calendar and favourites end to end, against the real server and its seeded catalogue:
// booking on the availability calendar by mouse and by keyboard, favourites (a heart
// on a card, the Favourites view, a reload, a visitor's hearts joining the account),
// the Filters drawer on a phone, and no sideways scroll at 320 px.

const BAG = 'lune-paris-mirela-satchel-burgundy';
const collection = (page: Page): Locator => page.locator('tote-collection');
const booking = (page: Page): Locator => page.locator('tote-booking');

interface Session {
  accessToken: string;
  refreshToken: string;
  user: { id: number };
}

/** A demo member's session straight from the API (the login dialogs have their own tests). */
async function apiSession(base: string, mobile: string): Promise<Session> {
  const post = async (path: string, body: unknown) => {
    const res = await fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    if (!res.ok) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
    return ((await res.json()) as { data: never }).data;
  };
  const { otp } = await post('/api/user/send-otp', { username: mobile, roles: ['ROLE_CUSTOMER'] });
  await post('/api/user/verify-otp', { username: mobile, otp: String(otp) });
  const tokens: { accessToken: string; refreshToken: string } = await post('/api/auth/generate-token', { username: mobile, otp: String(otp) });
  const res = await fetch(`${base}/api/user/getByUsername/${mobile}`, { headers: { authorization: `Bearer ${tokens.accessToken}` } });
  return { ...tokens, user: ((await res.json()) as { data: { id: number } }).data };
}

/** The page holds the member's session (as after a login) and opens `hash` afresh as theirs. */
async function openAs(page: Page, session: Session, hash: string): Promise<void> {
  if (!page.url().startsWith('http')) await page.goto('/#/');
  await holdSession(page, session);
  await page.goto(`/${hash}`);
  await page.reload();
}

async function holdSession(page: Page, session: Session): Promise<void> {
  await page.evaluate(
    ({ s, keys }) => {
      sessionStorage.setItem(keys.access, s.accessToken);
      sessionStorage.setItem(keys.refresh, btoa(s.refreshToken));
      sessionStorage.setItem(keys.user, JSON.stringify(s.user));
      sessionStorage.setItem('tote.userId', JSON.stringify(s.user.id));
    },
    { s: session, keys: { access: ACCESS_TOKEN_KEY, refresh: REFRESH_TOKEN_KEY, user: USER_SESSION_KEY } },
  );
}

/** The element holding focus, through open shadow roots. */
function focused(page: Page) {
  return page.evaluate(() => {
    let el: Element | null = document.activeElement;
    while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
    return {
      day: el?.getAttribute('data-day') ?? null,
      text: (el?.closest('label')?.textContent ?? el?.textContent ?? '').trim(),
      tag: el?.localName ?? '',
    };
  });
}

/** The grid shows the answer to the last choice (no request of it still in flight). */
async function gridSettled(page: Page): Promise<void> {
  await collection(page).locator('section.results:not([aria-busy])').getByRole('list', { name: 'Bags' }).getByRole('link').first().waitFor();
}

/** axe's findings in the state the page is in (the route audit, test/browser/accessibility.test.ts, sees only first loads). */
const axeFindings = async (page: Page) => (await violations(page)).map((v) => `${v.id}: ${JSON.stringify(v.nodes.map((n) => n.target))}`);

const scrollsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

describe('calendar booking, favourites, the phone drawer and 320 px', () => {
  const site = useSiteUnderTest();
  let asha: Session;

  beforeAll(async () => {
    asha = await apiSession(site.server().url, '9000000002');
  });

  it('an ACTIVE member books by clicking the first and the return day, then by keyboard; the calendar shows the booked days', async () => {
    const { page, errors } = await site.open();
    await openAs(page, asha, `#/book-bag/${BAG}`);
    const form = booking(page).getByRole('form', { name: 'Book this bag' });
    await form.getByText('Signature plan').waitFor();
    // The real title, not the slug, in the tab and the breadcrumb.
    expect(await page.title()).toBe('Mirela Satchel by Lune Paris · Tote');
    const day = async (n: number) => form.locator(`[data-day="${await dayFrom(page, n)}"]`);

    await (await day(2)).click();
    await (await day(4)).click();
    expect(await form.getByLabel('First day', { exact: true }).inputValue()).toBe(asTyped(await dayFrom(page, 2)));
    expect(await form.getByLabel('Return day', { exact: true }).inputValue()).toBe(asTyped(await dayFrom(page, 4)));
    await form.getByText(/: 3 days\.$/).waitFor();
    expect(await axeFindings(page)).toEqual([]);
    await form.getByRole('button', { name: 'Book this bag' }).click();
    const summary = booking(page).getByRole('form', { name: 'Check your booking of Mirela Satchel' });
    await summary.getByRole('checkbox', { name: 'I have read and accept the rental agreement' }).check();
    const [saved] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/booking/save')),
      summary.getByRole('button', { name: 'Confirm booking' }).click(),
    ]);
    expect(saved.status()).toBe(200);
    await booking(page).getByText('Mirela Satchel is yours from').waitFor();

    // Again, by keyboard only: focus lands on the calendar's first free day (today).
    await booking(page).getByRole('button', { name: 'Book other days' }).click();
    const today = await dayFrom(page, 0);
    await expect.poll(async () => (await focused(page)).day).toBe(today);
    // The days just booked come back from the server as booked.
    await expect.poll(async () => (await day(3)).getAttribute('aria-label')).toMatch(/, booked$/);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowRight');
    expect((await focused(page)).day).toBe(await dayFrom(page, 8));
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Space');
    expect(await form.getByLabel('First day', { exact: true }).inputValue()).toBe(asTyped(await dayFrom(page, 8)));
    expect(await form.getByLabel('Return day', { exact: true }).inputValue()).toBe(asTyped(await dayFrom(page, 10)));
    expect(await (await day(9)).getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('PageDown');
    await booking(page)
      .getByText(/^Showing \w+ \d{4} and \w+ \d{4}\.$/)
      .waitFor({ state: 'attached' });
    await form.getByRole('button', { name: 'Book this bag' }).press('Enter');
    // The agreement accepted for the first booking holds for 'Book other days'.
    expect(await summary.getByRole('checkbox', { name: 'I have read and accept the rental agreement' }).isChecked()).toBe(true);
    const [again] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/booking/save')),
      summary.getByRole('button', { name: 'Confirm booking' }).press('Enter'),
    ]);
    expect(((await again.json()) as { data: { startDate: string; returnDate: string } }).data).toMatchObject({
      startDate: await dayFrom(page, 8),
      returnDate: await dayFrom(page, 10),
    });
    expect(errors).toEqual([]);
  });

  it("a heart on a card puts the bag in Favourites, which survive a reload; a visitor's hearts join the account at login", async () => {
    const { page, errors } = await site.open();
    await page.goto('/#/members-collection');
    await gridSettled(page);
    // From the filters to the grid in a few keys: the first stop of the filters skips to the bags.
    await collection(page).getByRole('combobox', { name: 'Sort by' }).focus();
    await page.keyboard.press('Tab');
    expect((await focused(page)).text).toBe('Skip to the bags');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    expect((await focused(page)).tag).toBe('a');

    // A visitor hearts the second bag: kept on this device.
    const second = collection(page).getByRole('list', { name: 'Bags' }).getByRole('listitem').nth(1);
    const visitorsBag = (await second.locator('.card-title').innerText()).trim();
    await second.getByRole('button', { name: `Favourite ${visitorsBag}` }).click();
    expect(await second.getByRole('button', { name: `Favourite ${visitorsBag}` }).getAttribute('aria-pressed')).toBe('true');

    // Logging in (the session arrives; the page loads again): the device's heart joins the account.
    await holdSession(page, asha);
    const [merged] = await Promise.all([page.waitForResponse((r) => r.url().endsWith('/api/favourite/merge')), page.reload()]);
    expect(merged.status()).toBe(200);
    await gridSettled(page);
    expect(await page.evaluate(() => localStorage.getItem('tote.favourites'))).toBeNull();

    // The member hearts the first bag on the server.
    const first = collection(page).getByRole('list', { name: 'Bags' }).getByRole('listitem').first();
    const membersBag = (await first.locator('.card-title').innerText()).trim();
    const [save] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/favourite/save')),
      first.getByRole('button', { name: `Favourite ${membersBag}` }).click(),
    ]);
    expect(save.status()).toBe(200);
    await collection(page).getByRole('button', { name: 'Favourites 2' }).click();
    await collection(page).getByRole('heading', { name: '2 bags in your favourites' }).waitFor();
    await gridSettled(page);
    expect(await axeFindings(page)).toEqual([]);
    const titles = async () => (await collection(page).getByRole('list', { name: 'Bags' }).locator('.card-title').allInnerTexts()).map((t) => t.trim()).sort();
    expect(await titles()).toEqual([membersBag, visitorsBag].sort());

    await page.reload();
    await collection(page).getByRole('heading', { name: '2 bags in your favourites' }).waitFor();
    await gridSettled(page);
    expect(await titles()).toEqual([membersBag, visitorsBag].sort());
    expect(
      await collection(page)
        .getByRole('button', { name: `Favourite ${membersBag}` })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    // Leave the member's collection as it was for the next test.
    await collection(page).getByRole('button', { name: 'All bags' }).click();
    expect(errors).toEqual([]);
  });

  it("a heart pressed by keyboard in the Favourites view before the collection's later parts are in: the card leaves when they come, focus on the next card", async () => {
    const { page, errors } = await site.open();
    await page.goto('/#/members-collection');
    await gridSettled(page);
    // A visitor's two hearts, on this device.
    const ids = await collection(page)
      .getByRole('list', { name: 'Bags' })
      .getByRole('listitem')
      .evaluateAll((items) => items.slice(0, 2).map((item) => Number(item.getAttribute('data-product-id'))));
    await page.evaluate((kept) => localStorage.setItem('tote.favourites', JSON.stringify(kept)), ids);
    // The later parts (asked for as the page loads, and by the Favourites view) are held on their way.
    let release = () => {};
    const held = new Promise<void>((done) => (release = done));
    let laterAsked = false;
    await page.route('**/assets/collection-later-*.js', async (route) => {
      laterAsked = true;
      await held;
      await route.continue();
    });
    await page.reload();
    await gridSettled(page);
    await collection(page).getByRole('button', { name: 'Favourites 2' }).click();
    await collection(page).getByRole('heading', { name: '2 bags in your favourites' }).waitFor();
    await gridSettled(page);
    await expect.poll(() => laterAsked).toBe(true);

    // Keyboard only: from the first card's link, Tab to its heart, Enter.
    const cards = collection(page).getByRole('list', { name: 'Bags' }).getByRole('listitem');
    const [gone, staying] = (await cards.locator('.card-title').allInnerTexts()).map((t) => t.trim());
    const stayingId = await cards.nth(1).getAttribute('data-product-id');
    await cards.first().getByRole('link').focus();
    await page.keyboard.press('Tab');
    expect((await focused(page)).text).toBe(`Favourite ${gone}`);
    await page.keyboard.press('Enter');
    // The heart changes at once, and keeps focus while the card waits for the code that moves focus on as it goes.
    const heart = collection(page).getByRole('button', { name: `Favourite ${gone}` });
    await expect
      .poll(() =>
        collection(page)
          .getByRole('button', { name: `Favourite ${gone}`, pressed: false })
          .count(),
      )
      .toBe(1);
    expect((await focused(page)).text).toBe(`Favourite ${gone}`);

    release();
    await heart.waitFor({ state: 'detached' });
    expect(await cards.locator('.card-title').allInnerTexts()).toEqual([staying]);
    await expect.poll(async () => (await focused(page)).tag).toBe('a');
    expect((await focused(page)).text).toContain(staying);
    await collection(page).getByText(`${gone} is no longer in your favourites.`).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('tote.favourites'))).toBe(`[${stayingId}]`);
    expect(errors).toEqual([]);
  });

  it('on a phone the filters open in a modal drawer: focus inside, the count on its button, Escape closes back on Filters', async () => {
    const { page, errors } = await site.open();
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/#/members-collection');
    await gridSettled(page);
    const opener = collection(page).getByRole('button', { name: 'Filters', exact: true });
    await opener.click();
    const drawer = collection(page).getByRole('dialog', { name: 'Filters' });
    await drawer.waitFor();
    expect((await focused(page)).text).toBe('Available now');
    await Promise.all([page.waitForResponse((r) => r.url().endsWith('/api/product/count')), drawer.getByRole('checkbox', { name: 'Lune Paris' }).check()]);
    const show = drawer.getByRole('button', { name: /^Show \d+ bags?$/ });
    await expect.poll(async () => Number((await show.innerText()).replace(/\D/g, ''))).toBeLessThan(20);
    const shown = Number((await show.innerText()).replace(/\D/g, ''));
    expect(await axeFindings(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });
    expect((await focused(page)).text).toMatch(/^Filters\s*1 chosen$/);
    await collection(page).getByRole('button', { name: 'Remove Lune Paris' }).waitFor();
    await gridSettled(page);
    expect(await axeFindings(page)).toEqual([]);
    const brands = await collection(page).getByRole('list', { name: 'Bags' }).locator('.card-brand').allInnerTexts();
    expect(brands.length).toBe(Math.min(shown, 12));
    for (const brand of brands) expect(brand).toMatch(/lune paris/i);
    expect(errors).toEqual([]);
  });

  it('nothing scrolls sideways at 320 px: the collection and the bag page, for a visitor and a member', async () => {
    const { page, errors } = await site.open();
    await page.setViewportSize({ width: 320, height: 720 });
    for (const member of [false, true]) {
      if (member) await openAs(page, asha, '#/members-collection');
      else await page.goto('/#/members-collection');
      await gridSettled(page);
      expect(await scrollsSideways(page)).toBe(false);
      await page.goto(`/#/book-bag/${BAG}`);
      await booking(page).getByRole('grid').first().waitFor();
      expect(await scrollsSideways(page)).toBe(false);
    }
    expect(errors).toEqual([]);
  });
});
