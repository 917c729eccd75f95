import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { dialogNamed } from './support/flows';
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

describe('site routes', () => {
  const site = useSiteUnderTest();

  async function firstBagUrl(): Promise<{ url: string; name: string }> {
    const response = await fetch(`${site.server().url}/api/product/list`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ page: 0, size: 1 }),
    });
    const body = (await response.json()) as { data: { url: string }[] };
    const url = body.data[0].url;
    return { url, name: url.replace(/-+/g, ' ') };
  }

  it.each(ROUTES)('%s renders %j with its title and no error', async (hash, heading, title) => {
    const { page, errors } = await site.open();
    const logged = consoleErrors(page);
    await page.goto(`/${hash}`);
    await h1(page, heading).waitFor({ state: 'attached' });
    await page.waitForFunction((want) => document.title === want, title);
    // Give the page's own calls a moment to answer, so their failures would show.
    await page.waitForLoadState('networkidle');
    expect(errors.map(String)).toEqual([]);
    expect(logged).toEqual([]);
  });

  it.each(['book-bag', 'product'])('#/%s/{title} renders the bag booking page with its title and no error', async (route) => {
    const bag = await firstBagUrl();
    const { page, errors } = await site.open();
    const logged = consoleErrors(page);
    await page.goto(`/#/${route}/${bag.url}`);
    await h1(page, 'Book a bag').waitFor({ state: 'attached' });
    await page.waitForFunction((want) => document.title === want, `Book ${bag.name} · Tote`);
    await page.waitForLoadState('networkidle');
    expect(errors.map(String)).toEqual([]);
    expect(logged).toEqual([]);
  });

  it('the home page shows the plans in USD and four bags, and its Apply button opens the Sign Up dialog', async () => {
    const { page, errors } = await site.open();
    await page.goto('/#/');
    const plans = page.locator('main section', { has: page.getByRole('heading', { name: 'Membership plans' }) });
    for (const name of ['Classic', 'Signature', 'Couture']) await plans.getByRole('heading', { name, exact: true }).waitFor();
    expect(await plans.getByText('$149', { exact: true }).count()).toBeGreaterThan(0);
    expect(await plans.getByText('$1,349', { exact: true }).count()).toBe(1);

    const bags = page.locator('.bag-grid .bag-card-link');
    await bags.nth(3).waitFor();
    expect(await bags.count()).toBe(4);
    // The pictures come from the server's image URLs and load.
    await page.waitForFunction(() => Array.from(document.querySelectorAll<HTMLImageElement>('.bag-grid img')).every((img) => img.complete && img.naturalWidth > 0));

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
});
