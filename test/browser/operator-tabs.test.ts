import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openTab, type TestPage } from './support/browser';
import {
  ACCESS_TOKEN_KEY,
  avatarButton,
  header,
  logIn,
  newOperator,
  openSite,
  REFRESH_TOKEN_KEY,
  tokenKeys,
  USER_SESSION_KEY,
  waitForHash,
  waitForVisitorHeader,
} from './support/flows';
import { useSiteUnderTest } from './support/site-under-test';

// An operator works in the back office in many tabs of one browser: a new tab of the site starts from their session
// instead of asking for another OTP, and their logout ends every tab. Members' sessions stay in their tab (spec
// point 3). The sharing is index.html's first script (site/staff-session.ts), so this runs on the built site: with
// its CSP, and with the boot script importing the route's widget before the site's entry.

const STAFF_SESSION_KEY = 'tote.staffSession';
const backOffice = (page: Page) => page.getByRole('navigation', { name: 'Back office' });
const sharedSession = (page: Page) => page.evaluate((key) => localStorage.getItem(key), STAFF_SESSION_KEY);

/** The page's CSP refusals from now on (the sharing is an inline script, allowed by its hash). */
function cspRefusals(page: Page): string[] {
  const refused: string[] = [];
  page.on('console', (m) => m.type() === 'error' && /Content Security Policy/i.test(m.text()) && refused.push(m.text()));
  return refused;
}

/** Another tab of the browser that holds `first`. */
async function anotherTab(first: TestPage): Promise<TestPage & { csp: string[] }> {
  const tab = await openTab(first.context);
  return { ...tab, csp: cspRefusals(tab.page) };
}

describe("an operator's session across the site's tabs", () => {
  const site = useSiteUnderTest();

  it("a tab opened after the operator's login is logged in as them, their logout logs every tab out, and a member's login stays in its tab", async () => {
    const { url: base, env } = site.server();
    const { mobile } = await newOperator(base, env.DATA_DIR);
    // Past the 30-second resend gap of the code the sign-up used.
    await site.server().advanceClock(31_000);
    const opened = await site.open();
    const first = { ...opened, csp: cspRefusals(opened.page) };

    // Tab 1: the operator logs in with the login dialog and lands in the back office.
    await openSite(first.page);
    await logIn(first.page, mobile, '#/operator');
    await backOffice(first.page).waitFor();
    expect(await sharedSession(first.page)).not.toBeNull();

    // Tab 2, opened later on the collection (whose widget the boot script imports before the site's entry): the
    // operator's header at once, no login dialog, and the back office one address away.
    const second = await anotherTab(first);
    await second.page.goto('/#/members-collection');
    await header(second.page)
      .getByRole('button', { name: /, account menu for Olivia Operator$/ })
      .waitFor();
    expect(await header(second.page).getByRole('button', { name: "Member's Login" }).count()).toBe(0);
    expect(await tokenKeys(second.page)).toEqual([ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY, USER_SESSION_KEY, 'tote.userId']);
    await second.page.evaluate(() => (location.hash = '#/operator'));
    await backOffice(second.page).waitFor();
    await second.page.getByText('Olivia Operator').first().waitFor();

    // The operator logs out in tab 1: tab 2 reloads as a visitor, nothing of the session left in either.
    const secondReloaded = second.page.waitForEvent('load');
    const firstReloaded = first.page.waitForEvent('load');
    await backOffice(first.page).getByRole('link', { name: 'Log out' }).click();
    await waitForHash(first.page, '#/');
    await Promise.all([firstReloaded, secondReloaded]);
    await waitForVisitorHeader(first.page);
    await waitForVisitorHeader(second.page);
    expect(await tokenKeys(second.page)).toEqual([]);
    expect(await tokenKeys(first.page)).toEqual([]);
    expect(await sharedSession(second.page)).toBeNull();

    // A member logs in in tab 1: a tab opened after it starts as a visitor, and nothing was kept for it.
    await logIn(first.page, '9000000002', '#/my-profile');
    await avatarButton(first.page).waitFor();
    expect(await sharedSession(first.page)).toBeNull();
    const third = await anotherTab(first);
    await openSite(third.page, '#/');
    await waitForVisitorHeader(third.page);
    expect(await tokenKeys(third.page)).toEqual([]);
    // Tab 2 keeps its own (visitor's) session too.
    expect(await tokenKeys(second.page)).toEqual([]);

    for (const tab of [first, second, third]) {
      expect(tab.errors).toEqual([]);
      expect(tab.csp).toEqual([]);
    }
  });
});
