import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { avatarButton, dialogNamed, freshMobile, header, logIn, otpOf, sendOtpResponse, typeOtp } from './support/flows';
import { useSiteUnderTest } from './support/site-under-test';

/** Serves `html` at `path` on the server's own origin, with optional response headers (a host page of our making). */
async function hostPage(page: Page, origin: string, path: string, html: string, headers: Record<string, string> = {}): Promise<void> {
  await page.route(`${origin}${path}`, (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html, headers }));
  await page.goto(`${origin}${path}`);
}

async function recordHostEvents(page: Page): Promise<() => Promise<{ type: string; detail: unknown; target: string }[]>> {
  await page.addInitScript(() => {
    const w = window as unknown as { __toteEvents: unknown[] };
    w.__toteEvents = [];
    for (const type of ['tote:ready', 'tote:login', 'tote:logout', 'tote:status', 'tote:error']) {
      document.addEventListener(type, (e) => w.__toteEvents.push({ type, detail: (e as CustomEvent).detail, target: (e.target as Element).localName }));
    }
  });
  return () => page.evaluate(() => (window as unknown as { __toteEvents: { type: string; detail: unknown; target: string }[] }).__toteEvents);
}

async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const w = window as unknown as { __csp: string[] };
    w.__csp = [];
    document.addEventListener('securitypolicyviolation', (e) => w.__csp.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`));
  });
  return () => page.evaluate(() => (window as unknown as { __csp: string[] }).__csp);
}

const TWO_SCRIPTS = `<!doctype html><html><head><meta charset="utf-8"><title>Host</title>
<script async src="/widgets/auth.js"></script>
<script async src="/widgets/header.js"></script>
</head><body><tote-header></tote-header><p id="host-text">Host page text</p><button id="host-button">Host button</button><tote-auth></tote-auth></body></html>`;

const HOSTILE_CSS = `<style>
* { font-size: 40px !important; color: red !important; }
*, *::before, *::after { box-sizing: content-box !important; }
button { all: unset; background: lime; padding: 30px; }
dialog { width: 10px !important; padding: 0 !important; }
h2 { font-family: monospace; }
</style>`;

describe('widgets embedded on a host page', () => {
  const site = useSiteUnderTest();

  it('two separately loaded widget scripts (auth.js, header.js) share one session: login in <tote-auth> updates <tote-header> at once', async () => {
    const { page, errors } = await site.open();
    const events = await recordHostEvents(page);
    await hostPage(page, site.server().url, '/embed/two-scripts.html', TWO_SCRIPTS);
    await header(page).getByRole('button', { name: "Member's Login" }).waitFor();
    await logIn(page, '9000000002', '#/my-profile');
    await avatarButton(page).waitFor();
    // The stores the scripts share are in the page's registry (the dialogs' ones once their code has loaded).
    expect(await page.evaluate(() => Object.keys((window as unknown as Record<string, object>).__toteSharedStores_v1))).toEqual(
      expect.arrayContaining(['user', 'queryLayer', 'queryCache', 'dialog', 'config', 'remoteMessages']),
    );
    expect(await avatarButton(page).locator('.avatar').innerText()).toBe('AM');

    const seen = await events();
    expect(
      seen
        .filter((e) => e.type === 'tote:ready')
        .map((e) => e.target)
        .sort(),
    ).toEqual(['tote-auth', 'tote-header']);
    expect(seen.filter((e) => e.type === 'tote:login')).toEqual([{ type: 'tote:login', detail: { status: 'ACTIVE', partnerId: null }, target: 'tote-auth' }]);
    // Once per page, however many widgets and bundles are on it.
    expect(seen.filter((e) => e.type === 'tote:status').map((e) => e.detail)).toEqual([{ loggedIn: true, status: 'ACTIVE' }]);
    expect(await page.evaluate(() => (window as unknown as { Tote: { status(): unknown } }).Tote.status())).toEqual({ loggedIn: true, status: 'ACTIVE' });
    expect(errors).toEqual([]);
  });

  it('tote:error carries the message the member saw', async () => {
    const { page } = await site.open();
    const events = await recordHostEvents(page);
    await hostPage(page, site.server().url, '/embed/two-scripts.html', TWO_SCRIPTS);
    await header(page).getByRole('button', { name: "Member's Login" }).click();
    await dialogNamed(page, 'Login').getByRole('textbox').fill('9999999990');
    await dialogNamed(page, 'Login').getByRole('button', { name: 'Send OTP' }).click();
    await dialogNamed(page, 'Login').getByText('User not found').waitFor();
    expect((await events()).filter((e) => e.type === 'tote:error')).toEqual([
      { type: 'tote:error', detail: { widget: 'tote-auth', message: 'User not found', kind: 'error', httpStatus: null }, target: 'tote-auth' },
    ]);
  });

  it('hostile host CSS leaves the dialogs\u2019 texts, sizes and widths (36vw, 60vw) intact, and nothing of ours leaks out', async () => {
    const { page, errors } = await site.open();
    await hostPage(page, site.server().url, '/embed/hostile.html', TWO_SCRIPTS.replace('</head>', `${HOSTILE_CSS}</head>`));
    await header(page).getByRole('button', { name: "Member's Login" }).click();
    const login = dialogNamed(page, 'Login');
    await login.getByText('Enter your mobile number to login').waitFor();

    const look = (name: string) =>
      page.getByRole('dialog', { name, exact: true }).evaluate((dialog) => {
        const title = dialog.querySelector('h2')!;
        const send = [...dialog.querySelectorAll('button')].find((b) => /send otp/i.test(b.textContent ?? ''))!;
        const cs = (el: Element) => getComputedStyle(el);
        return {
          modal: dialog.matches(':modal'),
          width: dialog.getBoundingClientRect().width,
          title: title.textContent,
          titleSize: cs(title).fontSize,
          titleColor: cs(title).color,
          textSize: cs(dialog.querySelector('p')!).fontSize,
          sendHeight: send.getBoundingClientRect().height,
          sendBackground: cs(send).backgroundColor,
          boxSizing: cs(send).boxSizing,
        };
      });
    const viewport = 1280;
    const loginLook = await look('Login');
    expect(loginLook).toMatchObject({ modal: true, title: 'Login', titleSize: '28px', textSize: '16px', boxSizing: 'border-box' });
    expect(loginLook.width).toBeCloseTo(viewport * 0.36, 0);
    expect(loginLook.titleColor).not.toBe('rgb(255, 0, 0)');
    expect(loginLook.sendHeight).toBeLessThan(60);
    expect(loginLook.sendBackground).not.toBe('rgb(0, 255, 0)');
    // Focus is inside the dialog, which sits in the top layer above the host page.
    const focusInDialog = await page.evaluate(() => {
      let active: Element | null = document.activeElement;
      while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
      return !!active?.closest('dialog');
    });
    expect(focusInDialog).toBe(true);

    await login.getByRole('button', { name: 'APPLY FOR MEMBERSHIP' }).click();
    await dialogNamed(page, 'Sign Up').getByText('To start your application process').waitFor();
    const signupLook = await look('Sign Up');
    expect(signupLook.width).toBeCloseTo(viewport * 0.6, 0);
    expect(signupLook.titleSize).toBe('28px');

    // Nothing leaks out: the host's own elements keep the host's rules only.
    const host = await page.evaluate(() => ({
      text: getComputedStyle(document.getElementById('host-text')!).fontSize,
      button: getComputedStyle(document.getElementById('host-button')!).backgroundColor,
      box: getComputedStyle(document.getElementById('host-button')!).boxSizing,
    }));
    expect(host).toEqual({ text: '40px', button: 'rgb(0, 255, 0)', box: 'content-box' });
    expect(errors).toEqual([]);
  });

  it('the combined bundle (tote.js) with every widget runs under a strict CSP with no violation', async () => {
    const { page, errors } = await site.open();
    const violations = await watchCsp(page);
    const origin = site.server().url;
    const csp = `default-src 'none'; script-src ${origin}; style-src ${origin}; connect-src ${origin}; img-src ${origin} data:; font-src ${origin}; base-uri 'none'; form-action 'none'`;
    const html = `<!doctype html><html><head><meta charset="utf-8"><title>CSP host</title>
<script defer src="/widgets/tote.js"></script></head><body>
<tote-header></tote-header><tote-collection></tote-collection><tote-notifications></tote-notifications><tote-auth></tote-auth>
</body></html>`;
    await hostPage(page, origin, '/embed/csp.html', html, { 'Content-Security-Policy': csp });
    await header(page).getByRole('button', { name: "Member's Login" }).waitFor();
    // Another member than the first test's: send-otp is rate limited per number.
    await logIn(page, '9000000007', '#/my-profile');
    await header(page)
      .getByRole('button', { name: /, account menu for / })
      .click();
    await header(page).getByRole('menuitem', { name: 'Logout' }).waitFor();
    expect(await violations()).toEqual([]);

    // The watcher does see a violation when there is one: an inline <style> is refused.
    await page.evaluate(() => document.head.append(Object.assign(document.createElement('style'), { textContent: 'p{}' })));
    await expect.poll(violations).toEqual([expect.stringMatching(/^style-src/)]);
    expect(errors).toEqual([]);
  });

  it('window.Tote calls queued before the script loads are honoured', async () => {
    const { page, errors } = await site.open();
    const html = `<!doctype html><html><head><meta charset="utf-8"><title>Queue</title>
<script>
window.Tote = window.Tote || function () { (Tote.q = Tote.q || []).push(arguments); };
window.seen = [];
Tote('on', 'ready', function (d) { seen.push('ready ' + d.widget); });
Tote('status', function (s) { seen.push('status ' + JSON.stringify(s)); });
Tote('open', 'signup');
</script>
<script defer src="/widgets/header.js"></script>
<script defer src="/widgets/auth.js"></script>
</head><body><tote-header></tote-header><tote-auth></tote-auth></body></html>`;
    await hostPage(page, site.server().url, '/embed/queue.html', html);
    await dialogNamed(page, 'Sign Up').getByText('To start your application process').waitFor();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { seen: string[] }).seen.slice().sort()))
      .toEqual(['ready tote-auth', 'ready tote-header', 'status {"loggedIn":false,"status":null}']);
    expect(errors).toEqual([]);
  });

  it("<tote-booking> for a visitor: the bag shows first, the calendar's and the facts' code come as their places near the screen", async () => {
    const { page, errors } = await site.open();
    const calendarCode: string[] = [];
    const factsCode: string[] = [];
    page.on('request', (r) => /\/assets\/availability-calendar-/.test(r.url()) && calendarCode.push(r.url()));
    page.on('request', (r) => /\/assets\/bag-facts-/.test(r.url()) && factsCode.push(r.url()));
    const html = `<!doctype html><html><head><meta charset="utf-8"><title>One bag</title>
<script defer src="/widgets/booking.js"></script></head><body>
<div style="height: 3000px">A long partner article.</div><tote-booking product-url="lune-paris-mirela-satchel-burgundy"></tote-booking>
</body></html>`;
    await hostPage(page, site.server().url, '/embed/booking-alone.html', html);
    const booking = page.locator('tote-booking');
    // The bag is drawn, and the calendar's place waits for it, well below the screen.
    await booking.getByRole('status').filter({ hasText: 'Loading the calendar…' }).waitFor({ state: 'attached' });
    await booking.getByRole('heading', { name: 'Availability' }).waitFor({ state: 'attached' });
    expect(calendarCode).toEqual([]);
    expect(factsCode).toEqual([]);
    await booking.getByRole('heading', { name: 'Availability' }).scrollIntoViewIfNeeded();
    await booking.getByRole('grid').first().waitFor();
    expect(calendarCode).toHaveLength(1);
    // Size, condition and authenticity, at the foot of the bag's column: fetched once the reader scrolls down to them.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await booking
      .getByRole('region', { name: 'Size, condition and authenticity' })
      .getByText(/authorised retailers/)
      .waitFor();
    expect(factsCode).toHaveLength(1);
    expect(errors).toEqual([]);
  });

  it("<tote-auth> alone: Apply and Member's Login by default, its dialogs on demand, and the page's partner-id with the sign-up and in tote:login", async () => {
    const { page, errors } = await site.open();
    const events = await recordHostEvents(page);
    const dialogCode: string[] = [];
    page.on('request', (r) => /\/assets\/auth-dialogs-/.test(r.url()) && dialogCode.push(r.url()));
    const html = `<!doctype html><html><head><meta charset="utf-8"><title>Only auth</title>
<script defer src="/widgets/auth.js"></script></head><body>
<p>A partner's article.</p><tote-auth partner-id="spring-edit_2026"></tote-auth>
</body></html>`;
    await hostPage(page, site.server().url, '/embed/auth-alone.html', html);
    const auth = page.locator('tote-auth');
    await auth.getByRole('button', { name: "Member's Login", exact: true }).waitFor();
    await auth.getByRole('button', { name: 'Apply', exact: true }).click();

    const signup = dialogNamed(page, 'Sign Up');
    const mobile = freshMobile();
    await signup.getByLabel(/first name/i).fill('Ira');
    await signup.getByLabel(/last name/i).fill('Sen');
    await signup.getByLabel(/email/i).fill(`ira.${mobile}@example.com`);
    await signup.getByLabel(/mobile/i).fill(mobile);
    const otp = await otpOf(await sendOtpResponse(page, () => signup.getByRole('button', { name: 'Send OTP' }).click()));
    await typeOtp(page, otp);
    const [register] = await Promise.all([
      page.waitForRequest((r) => r.url().endsWith('/api/user/register')),
      dialogNamed(page, 'Enter OTP').getByRole('button', { name: 'Submit' }).click(),
    ]);
    // The sign-up carries the page's partner-id (multipart part "user", JSON).
    expect(register.postData()).toMatch(/"partnerId":"spring-edit_2026"/);
    await expect
      .poll(async () => (await events()).filter((e) => e.type === 'tote:login').map((e) => e.detail))
      .toEqual([{ status: 'DRAFT', partnerId: 'spring-edit_2026' }]);
    // A member is no visitor: the buttons go.
    await expect.poll(() => auth.getByRole('button').count()).toBe(0);
    expect(dialogCode).toHaveLength(1);
    expect(errors).toEqual([]);
  });

  it('<tote-auth buttons>: "login" shows only Member\'s Login, "none" nothing (the host opens the dialogs with Tote.open)', async () => {
    const { page, errors } = await site.open();
    const html = `<!doctype html><html><head><meta charset="utf-8"><title>Buttons</title>
<script async src="/widgets/auth.js"></script></head><body>
<div id="one"><tote-auth buttons="login"></tote-auth></div><div id="none"><tote-auth buttons="none"></tote-auth></div>
</body></html>`;
    await hostPage(page, site.server().url, '/embed/auth-buttons.html', html);
    await page.locator('#one tote-auth').getByRole('button', { name: "Member's Login", exact: true }).waitFor();
    expect(await page.locator('#one tote-auth').getByRole('button').allInnerTexts()).toEqual(["Member's Login"]);
    expect(await page.locator('#none tote-auth').getByRole('button').count()).toBe(0);
    await page.evaluate(() => (window as unknown as { Tote: { open(d: string): void } }).Tote.open('login'));
    await dialogNamed(page, 'Login').getByText('Enter your mobile number to login').waitFor();
    expect(errors).toEqual([]);
  });
});
