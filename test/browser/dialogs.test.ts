import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { dialogNamed, focusedText, header, openSite } from './support/flows';
import { useSiteUnderTest } from './support/site-under-test';

const VIEWPORT_WIDTH = 1280; // support/browser.ts

const pageOverflow = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).overflow);

// Spec points 2 and 9: dialog widths, hidden page scrolling, and keyboard closing.
describe('auth dialogs', () => {
  const site = useSiteUnderTest();

  it("Escape closes the login dialog and gives focus back to \"Member's Login\"", async () => {
    const { page, errors } = await site.open();
    await openSite(page);
    const opener = header(page).getByRole('button', { name: "Member's Login" });
    await opener.focus();
    await opener.press('Enter');
    const login = dialogNamed(page, 'Login');
    await login.waitFor();
    expect(await login.getByText('Enter your mobile number to login', { exact: true }).count()).toBe(1);

    await page.keyboard.press('Escape');
    await login.waitFor({ state: 'detached' });
    expect(await focusedText(page)).toBe("Member's Login");
    expect(errors).toEqual([]);
  });

  it('the login dialog is 36vw wide and hides page scrolling while open', async () => {
    const { page, errors } = await site.open();
    await openSite(page);
    const before = await pageOverflow(page);
    expect(before).not.toBe('hidden');

    await header(page).getByRole('button', { name: "Member's Login" }).click();
    const login = dialogNamed(page, 'Login');
    await login.waitFor();
    const box = await login.boundingBox();
    expect(box?.width).toBeCloseTo(VIEWPORT_WIDTH * 0.36, 0);
    expect(await pageOverflow(page)).toBe('hidden');

    await login.getByRole('button', { name: 'Close' }).click();
    await login.waitFor({ state: 'detached' });
    expect(await pageOverflow(page)).toBe(before);
    expect(errors).toEqual([]);
  });

  it('the sign-up dialog is 60vw wide and hides page scrolling while open', async () => {
    const { page, errors } = await site.open();
    await openSite(page);
    await header(page).getByRole('button', { name: 'Apply', exact: true }).click();
    const signup = dialogNamed(page, 'Sign Up');
    await signup.waitFor();
    expect(await signup.getByText('To start your application process', { exact: true }).count()).toBe(1);
    const box = await signup.boundingBox();
    expect(box?.width).toBeCloseTo(VIEWPORT_WIDTH * 0.6, 0);
    expect(await pageOverflow(page)).toBe('hidden');
    expect(errors).toEqual([]);
  });

  it("login and sign-up switch to each other through 'APPLY FOR MEMBERSHIP' and 'ALREADY A MEMBER? LOG IN'", async () => {
    const { page, errors } = await site.open();
    await openSite(page);
    await header(page).getByRole('button', { name: "Member's Login" }).click();
    await dialogNamed(page, 'Login').getByText('APPLY FOR MEMBERSHIP', { exact: true }).click();
    await dialogNamed(page, 'Sign Up').waitFor();
    expect(await dialogNamed(page, 'Login').count()).toBe(0);

    await dialogNamed(page, 'Sign Up').getByText('ALREADY A MEMBER? LOG IN', { exact: true }).click();
    await dialogNamed(page, 'Login').waitFor();
    expect(await dialogNamed(page, 'Sign Up').count()).toBe(0);
    expect(await pageOverflow(page)).toBe('hidden');
    expect(errors).toEqual([]);
  });
});
