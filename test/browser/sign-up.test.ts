import { describe, expect, it } from 'vitest';
import { avatarButton, dialogNamed, freshMobile, header, openSite, otpOf, sendOtpResponse, typeOtp, waitForHash } from './support/flows';
import { useSiteUnderTest } from './support/site-under-test';

// Spec point 4, new sign-up: registered as DRAFT, then after about 1 s the app
// goes to /members-collection; the DRAFT menu offers 'Application Form'.
describe('sign-up of a new visitor', () => {
  const site = useSiteUnderTest();

  it('fills every field, verifies the OTP and lands on #/members-collection as DRAFT', async () => {
    const { page, errors } = await site.open();
    await openSite(page);
    await header(page).getByRole('button', { name: 'Apply', exact: true }).click();
    const signup = dialogNamed(page, 'Sign Up');
    const send = signup.getByRole('button', { name: 'Send OTP' });
    expect(await send.isDisabled()).toBe(true);

    const mobile = freshMobile();
    await signup.getByLabel(/first name/i).fill('Nina');
    await signup.getByLabel(/last name/i).fill('Varma');
    await signup.getByLabel(/email/i).fill(`nina.${mobile}@example.com`);
    await signup.getByLabel(/mobile/i).fill(mobile);
    await signup.getByLabel(/city/i).fill('Jaipur');
    await signup.getByLabel(/state/i).fill('Rajasthan');
    await signup.getByLabel(/zip/i).fill('302001');
    await signup.getByLabel(/instagram/i).fill('nina.varma');
    expect(await send.isEnabled()).toBe(true);

    const response = await sendOtpResponse(page, () => send.click());
    const otp = await otpOf(response);
    await typeOtp(page, otp);

    const submitted = Date.now();
    await Promise.all([
      page.waitForResponse((r) => r.url().includes('/api/user/register') && r.status() === 200),
      dialogNamed(page, 'Enter OTP').getByRole('button', { name: 'Submit' }).click(),
    ]);
    await waitForHash(page, '#/members-collection');
    // The redirect waits 1000 ms after registration (spec point 9).
    expect(Date.now() - submitted).toBeGreaterThanOrEqual(1000);

    await avatarButton(page).waitFor();
    expect(await avatarButton(page).locator('.avatar').innerText()).toBe('NV');
    await avatarButton(page).click();
    await header(page).getByRole('menuitem', { name: 'Application Form' }).waitFor();
    expect(await header(page).getByRole('menuitem', { name: 'Logout' }).count()).toBe(1);
    expect(errors).toEqual([]);
  });
});
