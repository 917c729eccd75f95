import { describe, expect, it } from 'vitest';
import { dialogNamed, freshMobile, header, openSite } from './support/flows';
import { useSiteUnderTest } from './support/site-under-test';

// Spec point 8: the messages a user sees when the number does not fit the flow.
describe('auth errors', () => {
  const site = useSiteUnderTest();

  it("login with an unknown number says 'User not found' and sends no OTP", async () => {
    const { page, errors } = await site.open();
    let otpRequests = 0;
    page.on('request', (r) => {
      if (r.url().includes('/api/user/send-otp')) otpRequests += 1;
    });
    await openSite(page);
    await header(page).getByRole('button', { name: "Member's Login" }).click();
    const login = dialogNamed(page, 'Login');
    await login.getByRole('textbox').fill(freshMobile());
    await login.getByRole('button', { name: 'Send OTP' }).click();

    await login.getByText('User not found', { exact: true }).waitFor();
    expect(await dialogNamed(page, 'Enter OTP').count()).toBe(0);
    expect(otpRequests).toBe(0);
    expect(errors).toEqual([]);
  });

  it("sign-up with an existing number says 'User Already Exist Kindly Login'", async () => {
    const { page, errors } = await site.open();
    let otpRequests = 0;
    page.on('request', (r) => {
      if (r.url().includes('/api/user/send-otp')) otpRequests += 1;
    });
    await openSite(page);
    await header(page).getByRole('button', { name: 'Apply', exact: true }).click();
    const signup = dialogNamed(page, 'Sign Up');
    await signup.getByLabel(/first name/i).fill('Asha');
    await signup.getByLabel(/last name/i).fill('Mehra');
    await signup.getByLabel(/email/i).fill('asha.again@example.com');
    await signup.getByLabel(/mobile/i).fill('9000000002');
    await signup.getByRole('button', { name: 'Send OTP' }).click();

    await signup.getByText('User Already Exist Kindly Login', { exact: true }).waitFor();
    expect(await dialogNamed(page, 'Enter OTP').count()).toBe(0);
    expect(otpRequests).toBe(0);
    expect(errors).toEqual([]);
  });
});
