import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ACCESS_TOKEN_KEY, avatarButton, dialogNamed, freshMobile, header, otpOf, requestLoginOtp, sendOtpResponse, tokenKeys, typeOtp } from './support/flows';
import { useSiteUnderTest } from './support/site-under-test';

/** Records CSP violations from the first script on, before any page code runs. */
async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const w = window as unknown as { __cspViolations: string[] };
    w.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => w.__cspViolations.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  return () => page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
}

async function openPartner(page: Page, partnerUrl: string): Promise<void> {
  await page.goto(`${partnerUrl}/`);
  await header(page).getByRole('button', { name: "Member's Login", exact: true }).waitFor();
  await page.waitForFunction(() => (window as unknown as { Tote?: { loaded?: boolean } }).Tote?.loaded === true);
}

const eventLog = (page: Page) => page.locator('#tote-events li').allInnerTexts();

// The partner demo page is another origin (PARTNER_PORT) embedding the
// widgets with the guide's snippets, under a strict CSP, calling the API by CORS.
describe('partner demo page on another origin', () => {
  const site = useSiteUnderTest({ partnerDemo: true });

  it('is another origin, loads the widgets with no CSP violation, and runs sign-up to the OTP dialog', async () => {
    const { page, errors } = await site.open();
    const violations = await watchCsp(page);
    const partnerUrl = site.server().partnerUrl!;
    expect(new URL(partnerUrl).origin).not.toBe(new URL(site.server().url).origin);
    await openPartner(page, partnerUrl);

    // The page's own button calls Tote('open', 'signup').
    await page.getByRole('button', { name: 'Apply for membership' }).click();
    const signup = dialogNamed(page, 'Sign Up');
    const mobile = freshMobile();
    await signup.getByLabel(/first name/i).fill('Lina');
    await signup.getByLabel(/last name/i).fill('Rao');
    await signup.getByLabel(/email/i).fill(`lina.${mobile}@example.com`);
    await signup.getByLabel(/mobile/i).fill(mobile);
    const response = await sendOtpResponse(page, () => signup.getByRole('button', { name: 'Send OTP' }).click());
    expect(response.url().startsWith(site.server().url)).toBe(true);
    expect(response.status()).toBe(200);
    await dialogNamed(page, 'Enter OTP').getByText('OTP sent to your registered mobile number').waitFor();

    expect(await violations()).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('login on the partner page hands the member to the site, logged in, by a one-time code', async () => {
    const { page, errors } = await site.open();
    const partnerUrl = site.server().partnerUrl!;
    await openPartner(page, partnerUrl);

    const handoffRequests: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/auth/handoff')) handoffRequests.push(`${r.method()} ${new URL(r.url()).pathname}`);
    });
    const otp = await otpOf(await requestLoginOtp(page, '9000000003'));
    await typeOtp(page, otp);
    const arrived = page.waitForURL((url) => url.origin === new URL(site.server().url).origin, { timeout: 15_000 });
    await dialogNamed(page, 'Enter OTP').getByRole('button', { name: 'Submit' }).click();
    await arrived;

    // ONHOLD goes to the package details (spec point 4), on the site, logged in.
    await avatarButton(page).waitFor({ timeout: 15_000 });
    expect(await avatarButton(page).locator('.avatar').innerText()).toBe('RK');
    await expect.poll(() => page.evaluate(() => location.hash)).toBe('#/package-details');
    expect(page.url()).not.toContain('handoff');
    expect(await tokenKeys(page)).toContain(ACCESS_TOKEN_KEY);
    expect(handoffRequests).toEqual(['POST /api/auth/handoff', 'POST /api/auth/handoff/exchange']);
    // The partner page's widgets and the site share one content-hashed runtime file: the site takes it from the cache.
    const runtime = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((e) => /\/assets\/runtime-[\w-]+\.js$/.test(e.name))
        .map((e) => ({ fromCache: (e as PerformanceResourceTiming).transferSize === 0, size: (e as PerformanceResourceTiming).decodedBodySize > 0 })),
    );
    expect(runtime).toEqual([{ fromCache: true, size: true }]);
    expect(errors).toEqual([]);
  });

  it('keeps the session in memory: nothing lands in the partner page storage, and host events report the login', async () => {
    const { page, errors } = await site.open();
    await openPartner(page, site.server().partnerUrl!);
    // Without site-url the member stays on the partner page after login.
    await page.evaluate(() => document.querySelectorAll('tote-header, tote-auth').forEach((el) => el.setAttribute('site-url', '')));

    const otp = await otpOf(await requestLoginOtp(page, '9000000002'));
    await typeOtp(page, otp);
    await dialogNamed(page, 'Enter OTP').getByRole('button', { name: 'Submit' }).click();
    await avatarButton(page).waitFor();
    expect(await page.evaluate(() => Object.keys(sessionStorage).concat(Object.keys(localStorage)))).toEqual([]);
    await expect.poll(() => page.locator('#tote-status').innerText()).toBe('logged in (ACTIVE)');

    const log = await eventLog(page);
    // The page's partner-id comes with the login.
    expect(log).toContain('tote:login {"status":"ACTIVE","partnerId":"maison-aurelle-spring-edit"}');
    expect(log).toContain('tote:status {"loggedIn":true,"status":"ACTIVE"}');
    expect(log.filter((l) => l.startsWith('tote:ready'))).toHaveLength(2);

    await page.getByRole('button', { name: 'Log out' }).click();
    await expect.poll(() => page.locator('#tote-status').innerText()).toBe('visitor');
    expect(await eventLog(page)).toContain('tote:logout {"reason":"logout"}');
    await header(page).getByRole('button', { name: "Member's Login", exact: true }).waitFor();
    expect(errors).toEqual([]);
  });
});
