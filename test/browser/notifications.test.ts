import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { avatarButton, header, logIn, openSite, waitForHash } from './support/flows';
import { useSiteUnderTest } from './support/site-under-test';

// A hostile issue published through the operator hook TOTE_EXTRA_NEWSLETTER_FILE:
// every trick must stay inert, i.e. window.__hacked is never set and no dialog opens.
const HOSTILE_TITLE = 'A hostile issue';
const hostileFile = join(mkdtempSync(join(tmpdir(), 'tote-newsletters-')), 'extra-newsletters.json');
writeFileSync(
  hostileFile,
  JSON.stringify([
    {
      slug: 'hostile-issue',
      title: HOSTILE_TITLE,
      summary: 'Nothing in here may run.',
      publishedAt: new Date().toISOString(),
      content:
        '<p id="safe-text">Safe text stays.</p>' +
        '<img src=x onerror="window.__hacked = \'onerror\'; alert(1)">' +
        "<script>window.__hacked = 'script'; alert(2)</script>" +
        '<a id="js-link" href="javascript:window.__hacked=\'link\';alert(3)">Click me</a>' +
        '<a id="outside" href="https://example.com/story">Outside story</a>' +
        '<svg><animate onbegin="window.__hacked=\'svg\'" attributeName="x" dur="1s"></animate></svg>' +
        '<iframe srcdoc="<script>parent.__hacked=\'iframe\'</script>"></iframe>' +
        '<p style="position:fixed;inset:0" onmouseover="window.__hacked=\'hover\'">Hover here</p>',
    },
  ]),
);

describe('notifications and newsletters in Chromium', () => {
  const site = useSiteUnderTest({ env: { TOTE_EXTRA_NEWSLETTER_FILE: hostileFile } });

  it('a real event (registering for a club event) lights the bell; opening #/notifications shows it and the dot goes away', async () => {
    const { page, errors } = await site.open();
    await openSite(page);
    // The DRAFT demo member starts with no notifications.
    await logIn(page, '9000000001', '#/members-collection');
    await avatarButton(page).waitFor();
    const dot = header(page).getByTestId('unread-dot');
    expect(await dot.count()).toBe(0);

    await page.goto('/#/newsletter');
    const register = page.getByRole('button', { name: /^Register for / }).first();
    const eventTitle = ((await register.textContent()) ?? '').replace(/^Register for /, '').trim();
    await register.click();
    await page.getByText('You are registered. See you there!').waitFor();
    await dot.waitFor();
    expect(await header(page).getByRole('link', { name: 'Notifications, 1 unread' }).count()).toBe(1);

    const read = page.waitForResponse((r) => r.url().includes('/api/communication/read-notification'));
    await header(page)
      .getByRole('link', { name: /^Notifications/ })
      .click();
    await waitForHash(page, '#/notifications');
    const widget = page.locator('tote-notifications');
    const item = widget.getByRole('listitem').filter({ hasText: `Registered: ${eventTitle}` });
    await item.waitFor();
    expect(await item.getAttribute('data-unread')).toBe('');
    await expect.poll(() => dot.count()).toBe(0);
    expect((await read).status()).toBe(200);

    // Marked read on the server too: after a reload the bell stays quiet and nothing is new.
    await page.reload();
    await widget.getByRole('listitem').first().waitFor();
    expect(await widget.locator('[data-unread]').count()).toBe(0);
    expect(await dot.count()).toBe(0);

    // The seat is taken once: the newsletter page now says so instead of offering Register again.
    await page.goto('/#/newsletter');
    await page.getByText('✓ You are registered').first().waitFor();
    expect(errors).toEqual([]);
  });

  it('the ACTIVE demo member sees the red dot for a seeded unread notification, and it goes when the screen opens', async () => {
    const { page, errors } = await site.open();
    await openSite(page);
    await logIn(page, '9000000002', '#/my-profile');
    const dot = header(page).getByTestId('unread-dot');
    await dot.waitFor();
    await header(page)
      .getByRole('link', { name: /^Notifications/ })
      .click();
    await page.locator('tote-notifications').getByRole('heading', { name: 'Unread: New arrivals' }).waitFor();
    await expect.poll(() => dot.count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('a newsletter with a script, handlers and javascript: links in its body renders without running any of it', async () => {
    const { page, errors } = await site.open();
    const dialogs: string[] = [];
    const consoleErrors: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    page.on('console', (m) => {
      if (m.type() === 'error') consoleErrors.push(m.text());
    });

    await openSite(page, '#/newsletter');
    await page.getByRole('link', { name: HOSTILE_TITLE }).click();
    await waitForHash(page, '#/newsletter-details');
    await page.getByRole('heading', { level: 1, name: HOSTILE_TITLE }).waitFor();
    const body = page.locator('.newsletter-body');
    // Ids are not among the allowed attributes either: the elements are found by their text.
    await body.getByText('Safe text stays.').waitFor();

    // A broken image's onerror would have fired once every image has finished (loaded or failed); a click handler runs within the click.
    await page.waitForFunction(() => Array.from(document.querySelectorAll('.newsletter-body img')).every((img) => (img as HTMLImageElement).complete));
    await page.mouse.move(200, 300);
    await page.getByText('Click me').click();
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));

    expect(await page.evaluate(() => (window as unknown as { __hacked?: string }).__hacked)).toBeUndefined();
    expect(dialogs).toEqual([]);
    expect(errors).toEqual([]);
    const html = await body.innerHTML();
    expect(html).not.toMatch(/<script|onerror|onmouseover|onbegin|javascript:|<iframe|<svg|style=/i);
    expect(await body.getByText('Click me').getAttribute('href')).toBeNull();
    const outside = body.getByRole('link', { name: 'Outside story' });
    expect(await outside.getAttribute('rel')).toBe('noopener noreferrer');
    expect(await outside.getAttribute('target')).toBe('_blank');
    expect(consoleErrors.filter((t) => /hacked/i.test(t))).toEqual([]);
  });

  it('#/newsletter-details with no newsletter session points back to the list', async () => {
    const { page, errors } = await site.open();
    await openSite(page, '#/newsletter-details');
    await page.getByText('Choose an issue to read from the list of newsletters.').waitFor();
    await page.getByRole('link', { name: '← All newsletters' }).click();
    await waitForHash(page, '#/newsletter');
    await page.getByRole('heading', { name: 'Club events' }).waitFor();
    expect(errors).toEqual([]);
  });
});
