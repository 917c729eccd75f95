import { describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_KEY, avatarButton, header, logIn, openSite, tokenKeys, waitForHash, waitForVisitorHeader } from './support/flows';
import { useSiteUnderTest } from './support/site-under-test';

describe('ending a session', () => {
  const site = useSiteUnderTest();

  // Spec point 4: logout clears session, tokens and user id, goes to '/', reloads after 500 ms.
  it("Logout from the menu goes to '#/', reloads, and shows a visitor header with no tokens stored", async () => {
    const { page, errors } = await site.open();
    await openSite(page, '#/our-process');
    await logIn(page, '9000000002', '#/my-profile');
    expect(await tokenKeys(page)).toContain(ACCESS_TOKEN_KEY);

    await avatarButton(page).click();
    const reloaded = page.waitForEvent('load');
    await header(page).getByRole('menuitem', { name: 'Logout' }).click();
    await waitForHash(page, '#/');
    await reloaded;

    await waitForVisitorHeader(page);
    expect(await page.evaluate(() => location.hash)).toBe('#/');
    expect(await avatarButton(page).count()).toBe(0);
    expect(await tokenKeys(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  // Spec point 8: any 401 clears stored data, alerts, and reloads the current route.
  it("a 401 alerts 'Session expired. Kindly login again!!!' and leaves a visitor on the same route", async () => {
    const { page, errors } = await site.open();
    await openSite(page);
    await logIn(page, '9000000001', '#/members-collection');
    await avatarButton(page).waitFor();

    const alerts: string[] = [];
    let loads = 0;
    let loadsAtAlert = -1;
    page.on('load', () => (loads += 1));
    page.on('dialog', (dialog) => {
      alerts.push(`${dialog.type()}: ${dialog.message()}`);
      loadsAtAlert = loads;
      void dialog.accept();
    });
    await page.evaluate((key) => sessionStorage.setItem(key, 'corrupted.access.token'), ACCESS_TOKEN_KEY);

    // Reloading makes the page's member calls (favourites, the unread count: whichever goes first) carry the broken token.
    const refused = page.waitForResponse((r) => r.url().includes('/api/') && r.status() === 401);
    await page.reload();
    await refused;
    // The app reloads after the alert. Its 401 can come before our reload has finished loading (the
    // boot script's early catalogue call carries the token), so count the loads after the alert.
    await expect.poll(() => loadsAtAlert >= 0 && loads > loadsAtAlert, { timeout: 10_000 }).toBe(true);

    await waitForVisitorHeader(page);
    expect(alerts).toEqual(['alert: Session expired. Kindly login again!!!']);
    expect(await page.evaluate(() => location.hash)).toBe('#/members-collection');
    expect(await tokenKeys(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});
