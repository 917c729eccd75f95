import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page, Response } from 'playwright-core';
import { vi } from 'vitest';

/** Seeded demo users (server/seed/seed-demo-data.ts), one per status. */
export const DEMO_USERS = [
  { mobile: '9000000001', status: 'DRAFT', route: '#/members-collection', initials: 'DD' },
  { mobile: '9000000002', status: 'ACTIVE', route: '#/my-profile', initials: 'AM' },
  { mobile: '9000000003', status: 'ONHOLD', route: '#/package-details', initials: 'RK' },
  { mobile: '9000000004', status: 'PENDING', route: '#/package-details', initials: 'PN' },
  { mobile: '9000000005', status: 'APPROVED', route: '#/package-details', initials: 'KS' },
  { mobile: '9000000006', status: 'DEACTIVE', route: '#/my-profile', initials: 'MI' },
  { mobile: '9000000007', status: 'EXPIRE', route: '#/my-profile', initials: 'AD' },
] as const;

export const ACCESS_TOKEN_KEY = 'tote.accessToken';
export const REFRESH_TOKEN_KEY = 'tote.refreshToken';
export const USER_SESSION_KEY = 'tote.userSession';

/** A number nobody has: 9 then nine random digits. */
export function freshMobile(): string {
  return `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
}

export const header = (page: Page): Locator => page.locator('tote-header');
export const dialogNamed = (page: Page, name: 'Login' | 'Sign Up' | 'Enter OTP'): Locator => page.getByRole('dialog', { name, exact: true });

/** Opens the site at `hash` (default home) and waits for the header widget to render. */
export async function openSite(page: Page, hash = '#/'): Promise<void> {
  await page.goto(`/${hash}`);
  await header(page).getByRole('link', { name: 'Our Process' }).waitFor();
}

export async function waitForHash(page: Page, hash: string): Promise<void> {
  await page.waitForFunction((want) => location.hash === want, hash, { timeout: 10_000 });
}

/** Waits for the next send-otp answer while `action` runs. */
export async function sendOtpResponse(page: Page, action: () => Promise<unknown>): Promise<Response> {
  const [response] = await Promise.all([page.waitForResponse((r) => r.url().includes('/api/user/send-otp') && r.request().method() === 'POST'), action()]);
  return response;
}

/** The OTP a demo-mode server put in data.otp. */
export async function otpOf(response: Response): Promise<string> {
  if (response.status() !== 200) throw new Error(`send-otp answered ${response.status()}: ${await response.text()}`);
  const body = (await response.json()) as { data?: { otp?: string | number } };
  const otp = body.data?.otp;
  if (otp === undefined || otp === null) throw new Error('send-otp gave no data.otp: is the server in demo mode?');
  return String(otp).padStart(6, '0');
}

/** Types the code into the six OTP boxes, one digit each, as a user would. */
export async function typeOtp(page: Page, otp: string): Promise<void> {
  const boxes = dialogNamed(page, 'Enter OTP').locator('input');
  await boxes.first().waitFor();
  const count = await boxes.count();
  if (count !== 6) throw new Error(`expected 6 OTP boxes, found ${count}`);
  for (let i = 0; i < 6; i += 1) {
    await boxes.nth(i).click();
    await boxes.nth(i).pressSequentially(otp[i]);
  }
}

/** "Member's Login" → mobile → Send OTP; resolves with the send-otp answer. */
export async function requestLoginOtp(page: Page, mobile: string): Promise<Response> {
  await header(page).getByRole('button', { name: "Member's Login" }).click();
  const login = dialogNamed(page, 'Login');
  await login.getByRole('textbox').fill(mobile);
  return sendOtpResponse(page, () => login.getByRole('button', { name: 'Send OTP' }).click());
}

/** The whole login: ends when the route for the user's status is reached. */
export async function logIn(page: Page, mobile: string, expectedHash: string): Promise<void> {
  const otp = await otpOf(await requestLoginOtp(page, mobile));
  await typeOtp(page, otp);
  await dialogNamed(page, 'Enter OTP').getByRole('button', { name: 'Submit' }).click();
  await waitForHash(page, expectedHash);
}

/** The initials circle of a logged-in header (named by the initials, then 'account menu for' and the name). */
export const avatarButton = (page: Page): Locator => header(page).getByRole('button', { name: /, account menu for / });

/** Visitor header: 'Apply' and "Member's Login" are there. */
export async function waitForVisitorHeader(page: Page): Promise<void> {
  await header(page).getByRole('button', { name: 'Apply', exact: true }).waitFor();
  await header(page).getByRole('button', { name: "Member's Login", exact: true }).waitFor();
}

export async function tokenKeys(page: Page): Promise<string[]> {
  return page.evaluate(
    (keys) => keys.filter((k) => sessionStorage.getItem(k) !== null),
    [ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY, USER_SESSION_KEY, 'tote.userId'],
  );
}

/** The element holding focus, looking through open shadow roots. */
export async function focusedText(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    let active: Element | null = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    return active ? (active.textContent ?? '').trim() : null;
  });
}

/** The browser's own today plus `days`, as yyyy-mm-dd (what the date inputs and the calendar's days use). */
export function dayFrom(page: Page, days: number): Promise<string> {
  return page.evaluate((n) => {
    const d = new Date();
    d.setDate(d.getDate() + n);
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  }, days);
}

/** An ISO day as a member types it and the booking form shows it (dd/mm/yyyy, en-IN). */
export function asTyped(iso: string): string {
  return `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
}

/**
 * A demo member's session as the login dialog leaves it in the tab (both tokens, the user, their id), from the
 * calls the dialog makes (send-otp, verify-otp, generate-token, getByUsername): for tests of what a member
 * sees rather than of logging in (login-by-status and the journeys log in through the dialog).
 */
export async function memberSession(baseUrl: string, username: string): Promise<Record<string, string>> {
  const call = async (method: string, path: string, body?: unknown, token?: string) => {
    const res = await fetch(`${baseUrl}${path}`, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
    return ((await res.json()) as { data: Record<string, unknown> }).data;
  };
  const { otp } = await call('POST', '/api/user/send-otp', { username, roles: ['ROLE_CUSTOMER'] });
  await call('POST', '/api/user/verify-otp', { username, otp });
  const tokens = await call('POST', '/api/auth/generate-token', { username, otp });
  const user = await call('GET', `/api/user/getByUsername/${username}`, undefined, String(tokens.accessToken));
  return {
    [ACCESS_TOKEN_KEY]: String(tokens.accessToken),
    [REFRESH_TOKEN_KEY]: btoa(String(tokens.refreshToken)),
    [USER_SESSION_KEY]: JSON.stringify(user),
    'tote.userId': JSON.stringify(user.id),
  };
}

/**
 * Signs up a new user by the API's calls, has whoever runs the server make them an operator (as npm run admin
 * does) and logs them in: their number, and their session as the login dialog leaves it in a tab. Olivia Operator.
 */
export async function newOperator(base: string, dataDir: string): Promise<{ mobile: string; session: Record<string, string> }> {
  const mobile = freshMobile();
  const call = async (path: string, body: unknown, headers: Record<string, string> = {}) => {
    const multipart = body instanceof FormData;
    const res = await fetch(`${base}${path}`, {
      method: 'POST',
      body: multipart ? body : JSON.stringify(body),
      headers: { ...(multipart ? {} : { 'content-type': 'application/json' }), ...headers },
    });
    if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    return ((await res.json()) as { data: Record<string, unknown> }).data;
  };
  const { otp } = await call('/api/user/send-otp', { username: mobile, roles: ['ROLE_CUSTOMER'] });
  await call('/api/user/verify-otp', { username: mobile, otp });
  const form = new FormData();
  const user = { username: mobile, phone: mobile, firstName: 'Olivia', lastName: 'Operator', email: `${mobile}@example.com`, otp };
  form.append(
    'user',
    new Blob([JSON.stringify({ ...user, userAddress: { city: 'Jaipur', state: 'Rajasthan', zipcode: '302001' } })], { type: 'application/json' }),
  );
  await call('/api/user/register', form);
  const token = readFileSync(join(dataDir, 'operator-token'), 'utf8').trim();
  await call('/api/operator/operators', { mobile, operator: true }, { 'x-operator-token': token });
  const tokens = await call('/api/auth/generate-token', { username: mobile, otp });
  const me = await fetch(`${base}/api/user/getByUsername/${mobile}`, { headers: { authorization: `Bearer ${String(tokens.accessToken)}` } });
  const account = ((await me.json()) as { data: { id: number } }).data;
  return {
    mobile,
    session: {
      [ACCESS_TOKEN_KEY]: String(tokens.accessToken),
      [REFRESH_TOKEN_KEY]: btoa(String(tokens.refreshToken)),
      [USER_SESSION_KEY]: JSON.stringify(account),
      'tote.userId': JSON.stringify(account.id),
    },
  };
}

/** Opens the site at `hash` in a tab holding `session`, put there before the first load only: a logout still ends it. */
export async function openSiteWithSession(page: Page, session: Record<string, string>, hash = '#/'): Promise<void> {
  await page.addInitScript((entries) => {
    // The tab's own document only: a frame in it (a sandboxed preview) may have no storage at all.
    if (window.top !== window || sessionStorage.getItem('tote.test.sessionGiven') !== null) return;
    for (const [key, value] of Object.entries(entries)) sessionStorage.setItem(key, value);
    sessionStorage.setItem('tote.test.sessionGiven', '1');
  }, session);
  await openSite(page, hash);
}

/**
 * Follows the page's requests from now on (call it before the load it is to follow). `answered()` resolves once
 * none is in flight and none started in the two frames after: every call the page made has answered, so a
 * failure would show. A condition where networkidle would wait a fixed half second of quiet after the last one.
 */
export function followRequests(page: Page): { answered(): Promise<void> } {
  let inFlight = 0;
  let started = 0;
  page.on('request', () => {
    inFlight += 1;
    started += 1;
  });
  const ended = () => {
    inFlight -= 1;
  };
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return {
    async answered() {
      for (;;) {
        await vi.waitFor(
          () => {
            if (inFlight > 0) throw new Error(`${inFlight} requests still in flight`);
          },
          { timeout: 10_000, interval: 20 },
        );
        const before = started;
        await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
        if (started === before && inFlight === 0) return;
      }
    },
  };
}
