import { describe, expect, it } from 'vitest';
import { dialogNamed, openSite, otpOf, requestLoginOtp, sendOtpResponse, typeOtp, waitForHash, waitForVisitorHeader } from './support/flows';
import { useSiteUnderTest } from './support/site-under-test';

// Spec points 2 and 9: a 30-second countdown shown as 00:ss ('Resend OTP in 00:ss'), then 'Resend OTP'.
// The page runs on Playwright's fake clock; the server refuses a second OTP for the same
// number within 30 seconds of its own clock (server/otp/otp-service.ts), which the test moves on.
describe('OTP countdown and resend', () => {
  const site = useSiteUnderTest();

  it('counts down from 00:30, offers Resend OTP, tells the user when the server refuses, and restarts on a sent OTP', async () => {
    const { page, errors } = await site.open();
    await page.clock.install();
    await openSite(page);

    const firstSend = await requestLoginOtp(page, '9000000003');
    await otpOf(firstSend);
    const otpDialog = dialogNamed(page, 'Enter OTP');
    await otpDialog.waitFor();
    expect(await otpDialog.getByText('OTP sent to your registered mobile number', { exact: true }).count()).toBe(1);
    const timer = async () => ((await otpDialog.getByRole('timer').count()) ? (await otpDialog.getByRole('timer').innerText()).trim() : null);
    await expect.poll(timer).toBe('Resend OTP in 00:30');
    const resend = otpDialog.getByText('Resend OTP', { exact: true });
    expect(await resend.count()).toBe(0);

    await page.clock.runFor(10_000);
    // The page clock also flows on its own, so allow the second that may have passed.
    await expect.poll(timer).toMatch(/^Resend OTP in 00:(19|20)$/);
    expect(await resend.count()).toBe(0);

    await page.clock.runFor(20_000);
    await resend.waitFor();
    expect(await timer()).toBeNull();

    // The server's clock has not moved: it says how long to wait, and the user sees it.
    const refused = await sendOtpResponse(page, () => resend.click());
    expect(refused.status()).toBe(429);
    await otpDialog.getByText(/^Please wait \d+ seconds before requesting another OTP\.$/).waitFor();
    expect(await resend.isVisible()).toBe(true);

    // Once 30 seconds have passed on the server since the first send, a resend goes through.
    await site.server().advanceClock(30_000);
    const second = await sendOtpResponse(page, () => resend.click());
    const otp = await otpOf(second);
    await expect.poll(timer).toBe('Resend OTP in 00:30');
    expect(await resend.count()).toBe(0);
    expect(await otpDialog.getByText(/^Please wait/).count()).toBe(0);

    // The resent code is the one that logs in (ONHOLD → package details).
    await typeOtp(page, otp);
    await otpDialog.getByRole('button', { name: 'Submit' }).click();
    await waitForHash(page, '#/package-details');
    expect(errors).toEqual([]);
  });

  // Spec points 2 and 9: 36vw wide; closing it reloads the page.
  it('the OTP dialog is 36vw wide and closing it reloads the page', async () => {
    const { page, errors } = await site.open();
    await openSite(page, '#/our-process');
    await otpOf(await requestLoginOtp(page, '9000000004'));
    const otpDialog = dialogNamed(page, 'Enter OTP');
    const box = await otpDialog.boundingBox();
    expect(box?.width).toBeCloseTo(1280 * 0.36, 0);

    await page.evaluate(() => ((window as unknown as { beforeClose: boolean }).beforeClose = true));
    const reloaded = page.waitForEvent('load');
    await otpDialog.getByRole('button', { name: 'Close' }).click();
    await reloaded;
    // A marker set before closing is gone only if the document really was reloaded.
    expect(await page.evaluate(() => (window as unknown as { beforeClose?: boolean }).beforeClose)).toBeUndefined();
    expect(await page.evaluate(() => location.hash)).toBe('#/our-process');
    await waitForVisitorHeader(page);
    expect(await otpDialog.count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
