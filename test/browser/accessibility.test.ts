import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  avatarButton,
  DEMO_USERS,
  dialogNamed,
  header,
  memberSession,
  openSite,
  openSiteWithSession,
  otpOf,
  requestLoginOtp,
  USER_SESSION_KEY,
} from './support/flows';
import { violations, violationsOnce } from './support/axe';
import { useSiteUnderTest } from './support/site-under-test';

// axe-core over every route of spec point 2, for a visitor and for a member of each
// status, and over the login, sign-up and OTP dialogs: WCAG 2.2 A and AA, plus the
// best-practice rules (region: everything inside a landmark) and label-content-name-mismatch
// (experimental in axe, so switched on by name). axe looks inside the widgets' open shadow roots.
// Every route is visited and must settle for everyone; axe runs once per distinct page (markup,
// shadow roots and viewport), so a route showing the same page as another (#/ and #/home) is not
// audited twice, nor a policy page a second member sees with the same header as the first (only
// their name and initials differ); a page whose markup differs by status is audited for each. Members start with the session the login dialog leaves (login-by-status and the
// journeys test the dialog itself).

const ROUTES = [
  '#/',
  '#/home',
  '#/header',
  '#/footer',
  '#/members-collection',
  '#/member-application-form',
  '#/package-details',
  '#/our-process',
  '#/privacy-policy',
  '#/terms-condition',
  '#/eula-policy',
  '#/newsletter',
  '#/newsletter-details',
  '#/book-bag/{title}',
  '#/product/{title}',
  '#/notifications',
  '#/my-profile',
  '#/product-rental-agreement',
  '#/refund-policy',
  // Last: for a member it ends the session.
  '#/logout',
] as const;

/** Goes to `hash` in the same document (the widgets and axe stay loaded), as a link would. */
async function visit(page: Page, hash: string): Promise<void> {
  await page.evaluate((h) => {
    location.hash = h;
  }, hash);
}

describe('accessibility (axe-core, WCAG 2.2 AA)', () => {
  const site = useSiteUnderTest();
  /** The pages axe has checked in this file. */
  const checked = new Set<string>();

  async function bagRoute(): Promise<string> {
    const res = await fetch(`${site.server().url}/api/product/list`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
    const { data } = (await res.json()) as { data: { url: string }[] };
    return data[0].url;
  }

  /** Every route for whoever is logged in on `page` (named by `words` on the page); returns the violations found, by route. */
  async function auditRoutes(page: Page, who: string, words: string[] = []): Promise<string[]> {
    const bag = await bagRoute();
    const found: string[] = [];
    for (const route of ROUTES) {
      const hash = route.replace('{title}', bag);
      // Logout goes home and reloads the page.
      const reloaded = route === '#/logout' ? page.waitForEvent('load') : null;
      await visit(page, hash);
      await reloaded;
      for (const v of await violationsOnce(page, checked, words)) found.push(`${who} ${hash}: ${v.id} (${v.impact}) ${v.help}: ${JSON.stringify(v.nodes)}`);
    }
    return found;
  }

  it('a visitor: every route, and the login, sign-up and OTP dialogs open', { timeout: 120_000 }, async () => {
    const { page, errors } = await site.open();
    await openSite(page);
    const found = await auditRoutes(page, 'visitor');

    await openSite(page, '#/');
    await header(page).getByRole('button', { name: "Member's Login" }).click();
    await dialogNamed(page, 'Login').waitFor();
    for (const v of await violations(page)) found.push(`visitor login dialog: ${v.id} ${v.help}: ${JSON.stringify(v.nodes)}`);
    await dialogNamed(page, 'Login').getByRole('button', { name: 'APPLY FOR MEMBERSHIP' }).click();
    await dialogNamed(page, 'Sign Up').waitFor();
    for (const v of await violations(page)) found.push(`visitor sign-up dialog: ${v.id} ${v.help}: ${JSON.stringify(v.nodes)}`);
    await page.keyboard.press('Escape');
    await dialogNamed(page, 'Sign Up').waitFor({ state: 'detached' });

    // The OTP dialog, reached the way a member reaches it (a number no other test here logs in with).
    await otpOf(await requestLoginOtp(page, '9000000008'));
    await dialogNamed(page, 'Enter OTP').waitFor();
    for (const v of await violations(page)) found.push(`visitor OTP dialog: ${v.id} ${v.help}: ${JSON.stringify(v.nodes)}`);

    expect(found).toEqual([]);
    expect(errors).toEqual([]);

    // The audit can fail: a button named unlike its text, inside a widget's shadow root, and text outside any landmark are caught.
    await openSite(page, '#/our-process');
    await page.evaluate(() => {
      const host = document.querySelector('tote-header')!.shadowRoot!.querySelector('header')!;
      host.insertAdjacentHTML('beforeend', '<button type="button" aria-label="Open the menu">AM</button>');
      document.body.insertAdjacentHTML('afterbegin', '<p>Outside every landmark</p>');
    });
    expect((await violations(page)).map((v) => v.id).sort()).toEqual(['label-content-name-mismatch', 'region']);
  });

  for (const user of DEMO_USERS) {
    it(`a ${user.status} member: every route`, { timeout: 120_000 }, async () => {
      const { page, errors } = await site.open();
      const session = await memberSession(site.server().url, user.mobile);
      await openSiteWithSession(page, session, user.route);
      await avatarButton(page).waitFor();
      const { firstName, lastName } = JSON.parse(session[USER_SESSION_KEY]) as { firstName: string; lastName: string };
      expect(await auditRoutes(page, user.status, [firstName, lastName, `${firstName} ${lastName}`, user.initials])).toEqual([]);
      expect(errors).toEqual([]);
    });
  }
});
