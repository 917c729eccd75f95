import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import type { Browser, BrowserContext, ConsoleMessage } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { verhoeffDigit } from '../../server/applications/aadhaar-number';
import { startSpecServer, type SpecServer } from '../support/spec-server/spec-server';
import { connectBrowser, openPage, openTab, type TestPage } from './support/browser';
import {
  ACCESS_TOKEN_KEY,
  asTyped,
  avatarButton,
  dayFrom,
  DEMO_USERS,
  dialogNamed,
  followRequests,
  freshMobile,
  header,
  logIn,
  openSite,
  otpOf,
  sendOtpResponse,
  tokenKeys,
  typeOtp,
  waitForHash,
  waitForVisitorHeader,
} from './support/flows';

// The journeys against a backend written from the spec alone (test/support/spec-server): the
// widgets' contract is the spec, so everything the spec describes works there too, with
// no console error. The same journeys run against our own server in the other files.

// The smallest valid PNG (1×1), for the identity documents.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

/** Calls of ours a spec-only backend answers 404; the browser itself logs those as network errors. */
const BEYOND_SPEC =
  /\/api\/(config|favourite\/|auth\/handoff|account\/(deletion-request|allowance|hold|plan-change|details)|membership\/pause|messages\/preferences|product\/\d+\/similar|product\/facets|review\/)/;

function consoleErrors(page: TestPage['page']): string[] {
  const seen: string[] = [];
  page.on('console', (msg: ConsoleMessage) => {
    if (msg.type() !== 'error') return;
    if (msg.text().startsWith('Failed to load resource') && BEYOND_SPEC.test(msg.location().url)) return;
    seen.push(`${msg.text()} (${msg.location().url})`);
  });
  return seen;
}

describe('against a spec-exact backend', () => {
  let spec: SpecServer | undefined;
  let browser: Browser | undefined;
  const pages: TestPage[] = [];

  beforeAll(async () => {
    [spec, browser] = await Promise.all([startSpecServer(resolve(import.meta.dirname, '../../dist')), connectBrowser()]);
  });
  afterEach(async () => {
    await Promise.all(pages.splice(0).map((p) => p.close().catch(() => undefined)));
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await spec?.stop();
  });

  // One context, a new tab per test: each tab has its own session (members' tokens live in sessionStorage),
  // and the site's code comes from the context's cache instead of being fetched and compiled afresh each time.
  let context: BrowserContext | undefined;
  async function open(): Promise<TestPage & { console: string[]; calls: { answered(): Promise<void> } }> {
    if (!browser || !spec) throw new Error('not started');
    context ??= (await openPage(browser, spec.url)).context;
    const opened = await openTab(context);
    pages.push(opened);
    return { ...opened, console: consoleErrors(opened.page), calls: followRequests(opened.page) };
  }

  for (const user of DEMO_USERS) {
    it(`${user.status} logs in to ${user.route}; the header shows ${user.initials} and the status's menu`, async () => {
      const { page, errors, console, calls } = await open();
      await openSite(page);
      await logIn(page, user.mobile, user.route);
      await avatarButton(page).waitFor();
      expect(await avatarButton(page).locator('.avatar').innerText()).toBe(user.initials);
      const active = user.status === 'ACTIVE';
      expect(
        await header(page)
          .getByRole('link', { name: active ? 'Member Collection' : 'Preview Collection' })
          .count(),
      ).toBe(1);
      await avatarButton(page).click();
      const menu = ['ACTIVE', 'DEACTIVE', 'EXPIRE'].includes(user.status) ? 'My Account' : 'Application Form';
      await header(page).getByRole('menuitem', { name: menu }).waitFor();
      expect(await header(page).getByRole('menuitem', { name: 'Logout' }).count()).toBe(1);
      await page.keyboard.press('Escape');
      // Let the landing screen settle before judging the console: it loads after the route changes.
      await calls.answered();
      expect(errors).toEqual([]);
      expect(console).toEqual([]);
    });
  }

  it('a visitor signs up (DRAFT, #/members-collection), fills the application with Aadhaar OTP and documents, and is PENDING', async () => {
    const { page, errors, console, calls } = await open();
    await openSite(page);
    await header(page).getByRole('button', { name: 'Apply', exact: true }).click();
    const signup = dialogNamed(page, 'Sign Up');
    const mobile = freshMobile();
    await signup.getByLabel(/first name/i).fill('Nina');
    await signup.getByLabel(/last name/i).fill('Varma');
    await signup.getByLabel(/email/i).fill(`nina.${mobile}@example.com`);
    await signup.getByLabel(/mobile/i).fill(mobile);
    await signup.getByLabel(/city/i).fill('Jaipur');
    const otp = await otpOf(await sendOtpResponse(page, () => signup.getByRole('button', { name: 'Send OTP' }).click()));
    await typeOtp(page, otp);
    await dialogNamed(page, 'Enter OTP').getByRole('button', { name: 'Submit' }).click();
    await waitForHash(page, '#/members-collection');
    await avatarButton(page).waitFor();
    expect(await avatarButton(page).locator('.avatar').innerText()).toBe('NV');
    expect(spec?.calls).toContain('POST /api/user/register');

    // The application, from the header's menu: the spec's user has no street line, so the form asks for it.
    await avatarButton(page).click();
    await header(page).getByRole('menuitem', { name: 'Application Form' }).click();
    await waitForHash(page, '#/member-application-form');
    const form = page.locator('tote-membership');
    await form.getByText('Step 1 of 4: Details').waitFor();
    expect(await form.getByLabel('City').inputValue()).toBe('Jaipur');
    await form.getByLabel('Address', { exact: true }).fill('12 MG Road');
    await form.getByLabel('State').fill('Rajasthan');
    await form.getByLabel('Zipcode').fill('302001');
    await form.getByRole('button', { name: 'Next' }).click();
    await form.getByRole('button', { name: 'Choose Signature' }).click();
    await form.getByRole('button', { name: 'Next' }).click();

    // verifyAddhar answers nothing the spec shows; the OTP reaches the holder's phone (here: the server's hook).
    await form.getByLabel('Aadhaar number').fill(`23456789012${verhoeffDigit('23456789012')}`);
    await form.getByRole('button', { name: 'Send OTP' }).click();
    await vi.waitFor(() => expect(spec?.aadhaarOtp(mobile)).toMatch(/^\d{6}$/));
    const aadhaarOtp = spec!.aadhaarOtp(mobile)!;
    for (let i = 0; i < 6; i += 1) await form.getByLabel(`Digit ${i + 1} of 6`).fill(aadhaarOtp[i]);
    await form.getByRole('button', { name: 'Verify Aadhaar' }).click();
    await form.getByText(/Aadhaar XXXX XXXX \d{4} verified/).waitFor();
    await form.getByLabel('PAN number').fill('abcde1234f');
    await form.getByLabel('Aadhaar card, front').setInputFiles({ name: 'aadhaar-front.png', mimeType: 'image/png', buffer: PNG });
    await form.getByLabel('Aadhaar card, back').setInputFiles({ name: 'aadhaar-back.png', mimeType: 'image/png', buffer: PNG });
    await form.getByLabel('PAN card').setInputFiles({ name: 'pan.png', mimeType: 'image/png', buffer: PNG });
    await form.getByRole('button', { name: 'Next' }).click();
    await form.getByText('Step 4 of 4: Review').waitFor();
    await form.getByLabel('I have read how my data is used and agree to each point above.').check();
    await form.getByRole('button', { name: 'Submit application' }).click();

    // The spec's multipart: user, memberslab, the repeated aadhar files and the pan file; the member is PENDING.
    await waitForHash(page, '#/package-details');
    expect(spec?.applications.at(-1)).toMatchObject({
      user: { firstName: 'Nina', userAddress: { city: 'Jaipur', state: 'Rajasthan', zipcode: '302001' } },
      memberslab: { membershipPlanSlabId: 2 },
      files: { aadhar: 2, pan: 1 },
    });
    await form.getByRole('heading', { name: 'We are reviewing your application' }).waitFor();
    await calls.answered();
    expect(errors).toEqual([]);
    expect(console).toEqual([]);
  });

  it('Logout clears the session and shows the visitor header again', async () => {
    const { page, errors, console } = await open();
    await openSite(page);
    await logIn(page, '9000000002', '#/my-profile');
    await avatarButton(page).click();
    const reloaded = page.waitForEvent('load');
    await header(page).getByRole('menuitem', { name: 'Logout' }).click();
    await reloaded;
    await waitForVisitorHeader(page);
    expect(await tokenKeys(page)).toEqual([]);
    expect(errors).toEqual([]);
    expect(console).toEqual([]);
  });

  it("a 401 alerts 'Session expired. Kindly login again!!!' and leaves a visitor on the route", async () => {
    const { page, errors } = await open();
    await openSite(page);
    await logIn(page, '9000000001', '#/members-collection');
    await avatarButton(page).waitFor();
    const alerts: string[] = [];
    page.on('dialog', (dialog) => {
      alerts.push(dialog.message());
      // The tab is shared by the file's later tests and may have moved on (or closed) by the time the
      // accept reaches Chromium; which alerts came is what this test asserts, not the accept's answer.
      dialog.accept().catch(() => {});
    });
    await page.evaluate((key) => sessionStorage.setItem(key, 'not-a-token-it-gave'), ACCESS_TOKEN_KEY);
    await page.reload();
    await expect.poll(() => alerts, { timeout: 15_000 }).toEqual(['Session expired. Kindly login again!!!']);
    await waitForVisitorHeader(page);
    expect(await page.evaluate(() => location.hash)).toBe('#/members-collection');
    expect(await tokenKeys(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('notifications: the bell shows the unread dot and #/notifications lists the message', async () => {
    spec?.notify(2, 'Your bag is on its way');
    const { page, errors, console, calls } = await open();
    await openSite(page);
    await logIn(page, '9000000002', '#/my-profile');
    await header(page).getByTestId('unread-dot').waitFor();
    await header(page)
      .getByRole('link', { name: /^Notifications/ })
      .click();
    await page.locator('tote-notifications').getByText('Your bag is on its way').waitFor();
    // The list marks them read once it has shown them (an effect after the paint): wait for the call.
    await vi.waitFor(() => expect(spec?.calls).toContain('POST /api/communication/read-notification'));
    await calls.answered();
    expect(errors).toEqual([]);
    expect(console).toEqual([]);
  });

  it('the newsletter and an issue of a backend that sends only their ids', async () => {
    const { page, errors, console, calls } = await open();
    await openSite(page);
    await page.goto('/#/newsletter');
    await page.getByRole('heading', { name: 'Club event', exact: true }).waitFor();
    await page.getByRole('link', { name: 'Newsletter no. 1', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Newsletter no. 1', exact: true }).waitFor();
    await calls.answered();
    expect(errors).toEqual([]);
    expect(console).toEqual([]);
  });

  it("packages: an APPROVED member sees the spec's slabs, chooses one, pays and is ACTIVE on My Account", async () => {
    const { page, errors, console, calls } = await open();
    await openSite(page);
    await logIn(page, '9000000005', '#/package-details');
    await page.getByText('Signature').first().waitFor();
    await page.getByRole('button', { name: 'Choose Classic' }).click();
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Pay ₹15,000' }).click();
    await waitForHash(page, '#/my-profile');
    await page.getByRole('link', { name: 'Member Collection' }).first().waitFor();
    expect(spec?.calls).toEqual(
      expect.arrayContaining([
        'POST /api/membership/list',
        'GET /api/order/payment-details/1',
        'POST /api/order/save',
        'POST /api/payment/payNow',
        'POST /api/order/activate',
      ]),
    );
    await calls.answered();
    expect(errors).toEqual([]);
    expect(console).toEqual([]);
  });

  it('an ACTIVE member books a bag the backend names only by productId, title and url', async () => {
    const { page, errors, console, calls } = await open();
    await openSite(page);
    await logIn(page, '9000000002', '#/my-profile');
    await page.goto('/#/product/kelly-28');
    await page.getByRole('heading', { name: 'Kelly 28' }).first().waitFor();
    const form = page.getByRole('form', { name: 'Book this bag' });
    await form.getByLabel('First day', { exact: true }).pressSequentially(asTyped(await dayFrom(page, 2)));
    await form.getByLabel('Return day', { exact: true }).pressSequentially(asTyped(await dayFrom(page, 5)));
    await form.getByRole('button', { name: 'Book this bag' }).click();
    const summary = page.getByRole('form', { name: 'Check your booking of Kelly 28' });
    await summary.getByRole('checkbox', { name: 'I have read and accept the rental agreement' }).check();
    const [saved] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/booking/save')),
      summary.getByRole('button', { name: 'Confirm booking' }).click(),
    ]);
    expect(saved.status()).toBe(200);
    await page.getByText('Kelly 28 is yours from').waitFor();
    await calls.answered();
    expect(errors).toEqual([]);
    expect(console).toEqual([]);
  });

  it('every widget embedded on a page of another origin works against it, for a visitor and for a member', async () => {
    const { page, errors, console, calls } = await open();
    const api = spec!.url;
    const widgets = ['auth', 'header', 'collection', 'booking', 'membership', 'notifications', 'account', 'bagdrop'];
    const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Partner</title>
${widgets.map((w) => `<script async src="${api}/widgets/${w}.js"></script>`).join('')}</head>
<body><tote-header api-base="${api}"></tote-header><tote-auth api-base="${api}"></tote-auth>
<main><tote-collection api-base="${api}"></tote-collection><tote-booking api-base="${api}" product-url="kelly-28"></tote-booking>
<tote-membership api-base="${api}"></tote-membership><tote-notifications api-base="${api}"></tote-notifications>
<tote-account api-base="${api}"></tote-account><tote-bagdrop api-base="${api}"></tote-bagdrop></main></body></html>`;
    // Another origin on the same host (a second port), as a partner's page would be.
    const host = createServer((_req, res) => res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(html));
    await new Promise<void>((done) => host.listen(0, '127.0.0.1', done));
    try {
      await page.goto(`http://127.0.0.1:${(host.address() as AddressInfo).port}/shop.html`);
      await header(page).getByRole('button', { name: "Member's Login" }).waitFor();
      // A visitor: the spec's bags, the bag, the plans; the member's own widgets ask for a login.
      const widget = (name: string) => page.locator(`tote-${name}`);
      await widget('collection')
        .getByRole('link', { name: /Lady Dior/ })
        .waitFor();
      await widget('booking').getByRole('heading', { name: 'Kelly 28' }).waitFor();
      await widget('membership').getByText('Signature', { exact: true }).waitFor();
      await widget('notifications').getByText('Log in to see your notifications').waitFor();
      await widget('account').getByText('Log in to see your account').waitFor();
      await widget('bagdrop').getByText('Members with an active membership can offer a bag').waitFor();

      spec?.notify(2, 'Welcome to the club');
      await logIn(page, '9000000002', '#/my-profile');
      await avatarButton(page).waitFor();
      // The same widgets, for the ACTIVE member, from the spec's calls alone.
      await widget('booking').getByRole('form', { name: 'Book this bag' }).waitFor();
      await widget('notifications').getByText('Welcome to the club').waitFor();
      await widget('account').getByText('Asha Menon').waitFor();
      expect(await widget('account').getByText('Pune, Maharashtra, 411001').count()).toBe(1);
      await widget('membership').getByText('Your membership is active').waitFor();
      await widget('bagdrop').getByRole('button', { name: 'Offer this bag' }).waitFor();
      expect(await widget('collection').getByText('You are previewing the collection').count()).toBe(0);
      await calls.answered();
      // No details editor: its calls are ours, and a form whose save can only fail is left out.
      await expect.poll(() => widget('account').getByRole('region', { name: 'Change your details' }).count()).toBe(0);
      expect(await avatarButton(page).locator('.avatar').innerText()).toBe('AM');
      expect(errors).toEqual([]);
      expect(console).toEqual([]);
    } finally {
      host.close();
    }
  });

  it("every call the widgets made in these journeys is the spec's, or an optional one of ours", () => {
    expect(spec?.calls.length).toBeGreaterThan(0);
    expect(spec?.unserved.filter((call) => !BEYOND_SPEC.test(call))).toEqual([]);
  });
});
