import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { dialogNamed } from './support/flows';
import { useSiteUnderTest } from './support/site-under-test';

const ROOT = resolve(import.meta.dirname, '../..');
/** The files widgets/auth.js imports: all a reading visitor should download. */
const authFiles = (): string[] =>
  (JSON.parse(readFileSync(join(ROOT, 'dist/.build/manifest.json'), 'utf8')) as { widgets: Record<string, string[]> }).widgets.auth;

const AUTH_ALONE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>A partner's article</title>
<script async src="/widgets/auth.js"></script></head><body><main>
<h1>A partner's article</h1><button id="host-button" type="button">The partner's own button</button>
<tote-auth></tote-auth></main></body></html>`;

/** Opens the page with <tote-auth> alone and returns the names of the scripts it has fetched so far, at any time. */
async function authAlone(page: Page, origin: string): Promise<() => string[]> {
  const scripts: string[] = [];
  page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url().split('/').pop() ?? ''));
  await page.route(`${origin}/embed/auth-alone.html`, (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: AUTH_ALONE }));
  await page.goto(`${origin}/embed/auth-alone.html`);
  await page.locator('tote-auth').getByRole('button', { name: "Member's Login", exact: true }).waitFor();
  // Loaded and the browser idle: code once loaded "when idle" would have been asked for by now.
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => new Promise<void>((done) => requestIdleCallback(() => done(), { timeout: 5000 })));
  await barrier(page, origin);
  return () => [...scripts];
}

/** A request the page makes now: any import the page started before it is asked for (and seen here) first. */
async function barrier(page: Page, origin: string): Promise<void> {
  const path = `/embed/barrier-${Math.random().toString(36).slice(2)}`;
  await page.route(`${origin}${path}`, (route) => route.fulfill({ status: 204 }));
  await Promise.all([page.waitForRequest((r) => r.url().endsWith(path)), page.evaluate((url) => fetch(url), path)]);
}

const dialogCode = (scripts: string[]) => scripts.filter((s) => s.startsWith('auth-dialogs-'));

const COLLECTION_ALONE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>A partner's shop</title>
<script async src="/widgets/collection.js"></script></head><body><main><h1>Bags to rent</h1>
<tote-collection></tote-collection></main></body></html>`;

describe('partner pages (<tote-auth> alone, <tote-collection>) stay light until the visitor acts', () => {
  const site = useSiteUnderTest();

  it('a reading visitor downloads only the buttons; focus on one (keyboard) brings the dialogs, and Enter opens Sign Up', async () => {
    const { page, errors } = await site.open();
    const scripts = await authAlone(page, site.server().url);
    expect(scripts().sort()).toEqual(['auth.js', ...authFiles()].sort());

    // The partner's own controls are not a move toward ours.
    await page.locator('#host-button').hover();
    await page.locator('#host-button').focus();
    await barrier(page, site.server().url);
    expect(dialogCode(scripts())).toEqual([]);

    await page.keyboard.press('Tab'); // from the host's button to Apply
    await expect.poll(() => dialogCode(scripts())).toHaveLength(1);
    await expect.poll(() => page.evaluate(() => (document.activeElement as Element | null)?.localName)).toBe('tote-auth');
    await page.keyboard.press('Enter');
    await dialogNamed(page, 'Sign Up').waitFor();
    expect(dialogCode(scripts())).toHaveLength(1);
    expect(errors).toEqual([]);
  });

  it("the pointer moving onto Member's Login brings the dialogs before any click; the click opens Login", async () => {
    const { page, errors } = await site.open();
    const scripts = await authAlone(page, site.server().url);
    expect(dialogCode(scripts())).toEqual([]);
    const login = page.locator('tote-auth').getByRole('button', { name: "Member's Login", exact: true });
    await login.hover();
    await expect.poll(() => dialogCode(scripts())).toHaveLength(1);
    await login.click();
    await dialogNamed(page, 'Login').getByText('Enter your mobile number to login').waitFor();
    expect(errors).toEqual([]);
  });

  it("<tote-collection>: a reader fetches no chips code nor the filters' counts; a tap on a filter brings both, and the chip shows with its own look", async () => {
    const { page, errors } = await site.open();
    const origin = site.server().url;
    const scripts: string[] = [];
    const facetCalls: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url().split('/').pop() ?? ''));
    page.on('request', (r) => r.url().includes('/api/product/facets') && facetCalls.push(r.url()));
    await page.route(`${origin}/embed/collection-alone.html`, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: COLLECTION_ALONE }),
    );
    await page.goto(`${origin}/embed/collection-alone.html`);
    const widget = page.locator('tote-collection');
    await widget.getByRole('list', { name: 'Bags' }).getByRole('link').first().waitFor();
    await page.waitForLoadState('networkidle');
    await barrier(page, origin);
    const laterCode = () => scripts.filter((s) => s.startsWith('collection-later-'));
    expect(laterCode()).toEqual([]);
    // A desktop-wide page shows the filters' sidebar at once, its values without counts while the visitor only reads.
    await widget.getByRole('group', { name: 'Brand' }).getByRole('checkbox').first().waitFor();
    expect(facetCalls).toEqual([]);

    await widget.getByRole('checkbox', { name: 'Available now' }).check();
    const chip = widget.getByRole('list', { name: 'Chosen filters' }).getByRole('button', { name: 'Remove Available now' });
    await chip.waitFor();
    expect(await chip.evaluate((el) => getComputedStyle(el).borderRadius)).toBe('18px');
    expect(laterCode()).toHaveLength(1);
    // With the first move the counts come too: each value says how many bags it gives.
    await widget.locator('.filter-value-count').first().waitFor();
    expect(facetCalls.length).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });
});
