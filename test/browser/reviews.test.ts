import { describe, expect, it } from 'vitest';
import { violations } from './support/axe';
import { ACCESS_TOKEN_KEY, focusedText, memberSession, newOperator, openSiteWithSession } from './support/flows';
import { useSiteUnderTest } from './support/site-under-test';

// Members' reviews, the issue's "done when": the ACTIVE demo member (Asha, whose demo rental has been checked in)
// reviews that bag from My Account with a photo; an operator approves it on the back office's Reviews page; the
// bag page shows it with the average. One server, one page (the tab's session changes hands).

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGPYUOUNAANTAXZK6p0jAAAAAElFTkSuQmCC', 'base64');
const TEXT = 'Carried it to a wedding in Udaipur: roomy enough for everything, and the clasp felt solid all night.';

describe('member reviews in Chromium', () => {
  const site = useSiteUnderTest();

  it('a member reviews a returned bag with a photo, an operator approves it in the back office, and the bag page shows it with the average', async () => {
    const { url: base, env } = site.server();
    const [asha, { session: staff }] = await Promise.all([memberSession(base, '9000000002'), newOperator(base, env.DATA_DIR)]);
    const { page, errors } = await site.open();

    // 1. My Account: the returned booking offers its review.
    await openSiteWithSession(page, asha, '#/my-profile');
    const bookings = page.locator('tote-account').getByRole('region', { name: 'Bookings' });
    const start = bookings.getByRole('button', { name: /^Review this bag/ });
    await start.click();
    const form = bookings.getByRole('form', { name: /^Your review of / });
    const title = (await form.getAttribute('aria-label'))!.replace('Your review of ', '');
    // The form takes the focus as it opens: its first star.
    expect(await form.getByRole('radio', { name: '1 star' }).evaluate((el) => el === (el.getRootNode() as ShadowRoot).activeElement)).toBe(true);
    await form.getByRole('radio', { name: '5 stars' }).check();
    await form.getByLabel('Your review').fill(TEXT);
    await form.getByLabel(/A photo of you with the bag/).setInputFiles({ name: 'udaipur.png', mimeType: 'image/png', buffer: PNG });
    expect(await violations(page)).toEqual([]);
    await form.getByRole('button', { name: 'Send your review' }).click();
    const thanks = `Thank you: your review of ${title} is with the club, and appears on the bag’s page once approved.`;
    await bookings.getByRole('status').filter({ hasText: thanks }).waitFor();
    expect(await focusedText(page)).toBe(thanks);
    await bookings.getByText('Your review (5 stars) is waiting for the club’s check; you can change it until it is published.').waitFor();

    // 2. The tab passes to an operator: the Reviews page lists it with its photo (operators' private route).
    await page.evaluate((entries) => {
      sessionStorage.clear();
      for (const [key, value] of Object.entries(entries)) sessionStorage.setItem(key, value);
      sessionStorage.setItem('tote.test.sessionGiven', '1');
    }, staff);
    await page.goto('/#/operator/reviews');
    await page.reload();
    const main = page.getByRole('main');
    await main.getByRole('heading', { name: 'Reviews', level: 1 }).waitFor();
    const table = main.getByRole('table', { name: /^Reviews/ });
    const row = table.getByRole('row').filter({ hasText: TEXT });
    const photo = row.getByRole('img', { name: `Photo with the review of ${title} by Asha Mehra` });
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);
    expect(await photo.getAttribute('src')).toMatch(/^blob:/);
    expect(await violations(page)).toEqual([]);
    await row.getByRole('button', { name: `Approve the review of ${title} by Asha Mehra` }).click();
    const dialog = page.getByRole('dialog', { name: `Publish the review of ${title} by Asha Mehra?` });
    await dialog.getByText('Your review is published').waitFor();
    await dialog.getByRole('button', { name: 'Publish review' }).click();
    const done = `Published the review of ${title} by Asha Mehra. Asha Mehra has been told.`;
    await main.getByRole('status').filter({ hasText: done }).waitFor();
    expect(await focusedText(page)).toBe(done);
    await main.getByText('No reviews are waiting.').waitFor();

    // 3. The bag page: the review, its photo, the average and the count, for everyone.
    const token = await page.evaluate((key) => sessionStorage.getItem(key), ACCESS_TOKEN_KEY);
    const [mine] = (await (await fetch(`${base}/api/review/mine`, { headers: { authorization: `Bearer ${asha[ACCESS_TOKEN_KEY]}` } })).json()).data;
    expect(mine).toMatchObject({ status: 'APPROVED', rating: 5 });
    const bag = (await (await fetch(`${base}/api/product/${mine.productId}`, { headers: { authorization: `Bearer ${token}` } })).json()).data;
    await page.goto(`/#/book-bag/${bag.url}`);
    const reviews = page.locator('tote-booking').getByRole('region', { name: 'Members’ reviews' });
    await reviews.waitFor();
    expect((await reviews.locator('.reviews-summary').innerText()).replace(/\s+/g, ' ')).toContain('5.0');
    await reviews.getByText('1 review', { exact: true }).waitFor();
    const item = reviews.getByRole('listitem').filter({ hasText: TEXT });
    await item.getByText('Asha M.', { exact: true }).waitFor();
    await item.getByRole('img', { name: 'Rated 5 out of 5' }).waitFor();
    const today = new Intl.DateTimeFormat('en-IN', { day: '2-digit', month: '2-digit', year: 'numeric' }).format(new Date());
    await item.getByText(today, { exact: true }).waitFor();
    const published = item.getByRole('img', { name: 'Photo by Asha M.' });
    // Loaded lazily: once the reader scrolls to it.
    await published.scrollIntoViewIfNeeded();
    await expect.poll(() => published.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);
    expect(errors).toEqual([]);
  });
});
