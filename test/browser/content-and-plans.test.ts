import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { violations } from './support/axe';
import { ACCESS_TOKEN_KEY, freshMobile, memberSession, openSiteWithSession, REFRESH_TOKEN_KEY, USER_SESSION_KEY } from './support/flows';
import { useSiteUnderTest } from './support/site-under-test';

async function expectAccessible(page: Page): Promise<void> {
  const found = await violations(page);
  expect(found.map((v) => `${v.id}: ${v.help} at ${JSON.stringify(v.nodes.map((n) => n.target))}`)).toEqual([]);
}

/** The sentence an operator action announces, holding the focus so keyboard users hear it too. */
async function announced(page: Page, text: string | RegExp): Promise<void> {
  const message = page.getByRole('status').filter({ hasText: text });
  await message.waitFor();
  expect(await message.evaluate((el) => el === document.activeElement)).toBe(true);
}

/** Signs a new person up through the API (the OTP shown in demo mode), as the site's dialog would; answers their tab's session. */
async function signUp(base: string, mobile: string): Promise<Record<string, string>> {
  const call = async (path: string, body?: unknown, token?: string) => {
    const multipart = body instanceof FormData;
    const res = await fetch(`${base}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      body: body === undefined ? undefined : multipart ? body : JSON.stringify(body),
      headers: { ...(multipart ? {} : { 'content-type': 'application/json' }), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
    if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    return ((await res.json()) as { data: Record<string, string> }).data;
  };
  const { otp } = await call('/api/user/send-otp', { username: mobile, roles: ['ROLE_CUSTOMER'] });
  await call('/api/user/verify-otp', { username: mobile, otp });
  const user = {
    username: mobile,
    phone: mobile,
    firstName: 'Olivia',
    lastName: 'Operator',
    email: `${mobile}@example.com`,
    otp,
    userAddress: { city: 'Pune', state: 'Maharashtra', zipcode: '411001' },
  };
  const form = new FormData();
  form.append('user', new Blob([JSON.stringify(user)], { type: 'application/json' }));
  await call('/api/user/register', form);
  const tokens = await call('/api/auth/generate-token', { username: mobile, otp });
  const me = await call(`/api/user/getByUsername/${mobile}`, undefined, tokens.accessToken);
  return {
    [ACCESS_TOKEN_KEY]: tokens.accessToken,
    [REFRESH_TOKEN_KEY]: btoa(tokens.refreshToken),
    [USER_SESSION_KEY]: JSON.stringify(me),
    'tote.userId': JSON.stringify(me.id),
  };
}

describe('content and plans in the back office', () => {
  const site = useSiteUnderTest();

  it('an operator edits a newsletter beside its preview and unpublishes it, and changes a price; members see both', async () => {
    const base = site.server().url;
    const staff = freshMobile();
    const session = await signUp(base, staff);
    // Made an operator as npm run admin -- grant-operator does it: the server's own token, from this machine.
    const granted = await fetch(`${base}/api/operator/operators`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-operator-token': readFileSync(join(site.server().env.DATA_DIR, 'operator-token'), 'utf8').trim() },
      body: JSON.stringify({ mobile: staff, operator: true }),
    });
    expect(granted.status).toBe(200);
    const published = await fetch(`${base}/api/operator/newsletters`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${session[ACCESS_TOKEN_KEY]}` },
      body: JSON.stringify({ title: 'Monsoon notes', content: '<p>A first draft.</p>' }),
    });
    expect(published.status).toBe(200);
    const startsAt = new Date(Date.now() + 7 * 86_400_000).toISOString();
    const event = await fetch(`${base}/api/operator/events`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${session[ACCESS_TOKEN_KEY]}` },
      body: JSON.stringify({ title: 'Trunk show', startsAt, city: 'Pune', venue: 'Tote Studio', capacity: 20 }),
    });
    expect(event.status).toBe(200);

    const { page, errors } = await site.open();
    await openSiteWithSession(page, session, '#/operator/content');
    const main = page.getByRole('main');
    await main.getByRole('link', { name: 'Edit “Monsoon notes”' }).click();
    await main.getByRole('heading', { name: 'Edit newsletter', level: 1 }).waitFor();

    // The preview is the member's own article, following the form as the operator types.
    const preview = page.getByTestId('issue-preview');
    await preview.getByRole('heading', { name: 'Monsoon notes' }).waitFor();
    await main.getByLabel('Title').fill('Monsoon edit');
    await main.getByLabel('Content (HTML)').fill('<h2>Six bags for the rain</h2><p>Waxed canvas first.</p><script>window.bad = 1</script>');
    await preview.getByRole('heading', { name: 'Monsoon edit', level: 1 }).waitFor();
    await preview.getByRole('heading', { name: 'Six bags for the rain' }).waitFor();
    expect(await preview.locator('script').count()).toBe(0);
    await expectAccessible(page);

    // Saving a published issue asks first, saying what members will see.
    await main.getByRole('button', { name: 'Save changes' }).click();
    const confirm = page.getByRole('dialog', { name: 'Save the changes to “Monsoon notes”?' });
    await confirm.getByText('They are not notified.').waitFor();
    await expectAccessible(page);
    await confirm.getByRole('button', { name: 'Save changes' }).click();
    await announced(page, '“Monsoon edit” is saved.');

    await main.getByRole('button', { name: 'Unpublish' }).click();
    const unpublish = page.getByRole('dialog', { name: 'Unpublish “Monsoon edit”?' });
    await unpublish.getByRole('button', { name: 'Unpublish' }).press('Enter');
    await announced(page, '“Monsoon edit” is unpublished: members no longer see it.');
    await main.getByText(/A draft since/).waitFor();
    expect(await (await fetch(`${base}/api/newsletter/list`, { method: 'POST' })).text()).not.toContain('Monsoon');

    // Deleted, the operator is back on Content, told what was done.
    await main.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: 'Delete “Monsoon edit”?' }).getByRole('button', { name: 'Delete newsletter' }).click();
    await announced(page, '“Monsoon edit” is deleted.');
    await main.getByRole('heading', { name: 'Content', level: 1 }).waitFor();

    // The event's editor previews the card members see; its Register button does nothing there.
    await main.getByRole('link', { name: 'Edit “Trunk show”' }).click();
    await main.getByRole('heading', { name: 'Edit event', level: 1 }).waitFor();
    await main.getByLabel('Venue').fill('Tote Studio, Koregaon Park');
    await main.getByRole('group', { name: 'The event card' }).getByText('Tote Studio, Koregaon Park, Pune').waitFor();
    await expectAccessible(page);

    // Plans & prices: a new price for Classic's three months.
    await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Plans & prices' }).click();
    await main.getByRole('heading', { name: 'Plans & prices', level: 1 }).waitFor();
    await main.getByRole('button', { name: 'Edit Classic' }).click();
    const form = main.getByRole('form', { name: 'Edit Classic' });
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Edit Classic');
    await form.getByLabel('3 months: price (₹)').fill('12,499');
    await expectAccessible(page);
    await form.getByRole('button', { name: 'Save changes' }).click();
    await page.getByRole('dialog', { name: 'Save the changes to Classic?' }).getByRole('button', { name: 'Save changes' }).click();
    await announced(page, /^Classic is saved\. 3 months: ₹12,499/);
    await main.getByRole('cell', { name: /3 months: ₹12,499/ }).waitFor();
    expect(errors).toEqual([]);

    // The member: the issue is gone from the Newsletter page, and the new price is on the package page.
    const member = await site.open();
    await openSiteWithSession(member.page, await memberSession(base, '9000000002'), '#/newsletter');
    await member.page.getByRole('heading', { name: 'Club events' }).waitFor();
    const issues = member.page.locator('.issue-title');
    await issues.first().or(member.page.getByText('No newsletters yet')).waitFor();
    expect(await issues.allTextContents()).not.toContain('Monsoon edit');
    expect(await issues.allTextContents()).not.toContain('Monsoon notes');
    await member.page.goto('/#/package-details');
    await member.page.locator('tote-membership').getByText('₹12,499').first().waitFor();
    expect(member.errors).toEqual([]);
  });
});
