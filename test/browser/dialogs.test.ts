import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { dialogNamed, focusedText, header, openSite } from './support/flows';
import { useSiteUnderTest } from './support/site-under-test';

const VIEWPORT_WIDTH = 1280; // support/browser.ts

const pageOverflow = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).overflow);

/** How a button looks, as the browser computed it. */
const looks = (button: Locator) =>
  button.evaluate((el) => {
    const s = getComputedStyle(el);
    return {
      radius: parseFloat(s.borderTopLeftRadius),
      height: el.getBoundingClientRect().height,
      transform: s.textTransform,
      background: s.backgroundColor,
      color: s.color,
      border: s.borderTopStyle,
    };
  });

/** WCAG contrast of two opaque rgb() colours. */
function contrast(a: string, b: string): number {
  const luminance = (rgb: string) => {
    const [r, g, bl] = (rgb.match(/[\d.]+/g) ?? [])
      .slice(0, 3)
      .map((v) => Number(v) / 255)
      .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

// Spec points 2 and 9: dialog widths, hidden page scrolling, and keyboard closing.
describe('auth dialogs', () => {
  const site = useSiteUnderTest();

  it('Escape closes the login dialog and gives focus back to "Member\'s Login"', async () => {
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

  it("'Send OTP' is a pill like the site's buttons, not an uppercase block, and plainly disabled until the number is valid (its text still AA)", async () => {
    const { page, errors } = await site.open();
    await openSite(page);
    const siteButton = await looks(header(page).getByRole('button', { name: 'Apply', exact: true }));
    await header(page).getByRole('button', { name: "Member's Login" }).click();
    const login = dialogNamed(page, 'Login');
    const send = login.getByRole('button', { name: 'Send OTP' });
    await send.waitFor();

    const disabled = await looks(send);
    expect(disabled.transform).toBe('none');
    expect(disabled.radius).toBeGreaterThanOrEqual(disabled.height / 2 - 1);
    expect(disabled.border).toBe('dashed');
    expect(contrast(disabled.color, disabled.background)).toBeGreaterThanOrEqual(4.5);

    await login.getByRole('textbox').fill('9000000001');
    await expect.poll(() => send.isEnabled()).toBe(true);
    const enabled = await looks(send);
    expect(enabled.background).toBe(siteButton.background);
    expect(enabled.background).not.toBe(disabled.background);
    expect(enabled.border).toBe('solid');
    expect(contrast(enabled.color, enabled.background)).toBeGreaterThanOrEqual(4.5);
    expect(errors).toEqual([]);
  });
});
