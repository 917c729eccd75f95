import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import type { Page, Response } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { verhoeffDigit } from '../../server/applications/aadhaar-number';
import { violations } from './support/axe';
import { avatarButton, dialogNamed, freshMobile, header, openSite, otpOf, sendOtpResponse, typeOtp, waitForHash } from './support/flows';
import { downloadedBytes } from './support/browser';
import { useSiteUnderTest } from './support/site-under-test';

const ROOT = resolve(import.meta.dirname, '../..');
const run = promisify(execFile);

// The smallest valid PNG (1×1) and a one-page PDF: the server checks uploads by their first bytes.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

const files = mkdtempSync(join(tmpdir(), 'tote-journey-'));
writeFileSync(join(files, 'aadhaar-front.png'), PNG);
writeFileSync(join(files, 'pan.pdf'), PDF);
afterAll(() => rmSync(files, { recursive: true, force: true }));

/** Waits for the answer of `path` while `action` runs. */
async function answerOf(page: Page, path: string, action: () => Promise<unknown>): Promise<Response> {
  const [response] = await Promise.all([page.waitForResponse((r) => r.url().includes(path) && r.request().method() !== 'OPTIONS'), action()]);
  return response;
}

describe('the membership journey, visitor to ACTIVE member', () => {
  // Auto-approval off: the operator's command is what approves.
  const site = useSiteUnderTest({ env: { TOTE_AUTO_APPROVE_SECONDS: '0' } });

  it('signs up, applies with documents, is approved by the operator, pays, lands on My Account and downloads the invoice', async () => {
    const { page, errors } = await site.open();
    const mobile = freshMobile();

    // 1. A visitor compares the plans and applies for one; sign up (spec point 4): DRAFT, on the collection.
    await openSite(page, '#/package-details');
    const plans = page.locator('tote-membership');
    await plans.getByRole('group', { name: 'Classic Length' }).getByRole('radio', { name: '3 months' }).check();
    await plans.getByRole('button', { name: 'Apply for Classic, 3 months' }).click();
    const signup = dialogNamed(page, 'Sign Up');
    await signup.getByLabel(/first name/i).fill('Nina');
    await signup.getByLabel(/last name/i).fill('Varma');
    await signup.getByLabel(/email/i).fill(`nina.${mobile}@example.com`);
    await signup.getByLabel(/mobile/i).fill(mobile);
    await signup.getByLabel(/city/i).fill('Jaipur');
    await signup.getByLabel(/state/i).fill('Rajasthan');
    await signup.getByLabel(/zip/i).fill('302001');
    await typeOtp(page, await otpOf(await sendOtpResponse(page, () => signup.getByRole('button', { name: 'Send OTP' }).click())));
    await dialogNamed(page, 'Enter OTP').getByRole('button', { name: 'Submit' }).click();
    await waitForHash(page, '#/members-collection');

    // 2. The application form, from the header's menu.
    await avatarButton(page).click();
    await header(page).getByRole('menuitem', { name: 'Application Form' }).click();
    await waitForHash(page, '#/member-application-form');
    const form = page.locator('tote-membership');
    await form.getByText('Step 1 of 4: Details').waitFor();
    expect(await form.getByLabel('First name').inputValue()).toBe('Nina');
    expect(await form.getByLabel('City').inputValue()).toBe('Jaipur');
    await form.getByLabel('Address', { exact: true }).fill('12 MG Road');
    // A reload keeps what was typed (the application session).
    await page.reload();
    await form.getByText('Step 1 of 4: Details').waitFor();
    expect(await form.getByLabel('Address', { exact: true }).inputValue()).toBe('12 MG Road');
    await form.getByRole('button', { name: 'Next' }).click();

    // The plan applied for on the package screen is chosen already.
    expect(await form.getByRole('button', { name: 'Choose Classic' }).getAttribute('aria-pressed')).toBe('true');
    await form.getByRole('button', { name: 'Next' }).click();

    // Aadhaar: a Verhoeff-valid number, the demo OTP from the answer.
    const aadhaar = `23456789012`.concat(String(verhoeffDigit('23456789012')));
    await form.getByLabel('Aadhaar number').fill(aadhaar);
    const sent = await answerOf(page, '/api/user/verifyAddhar', () => form.getByRole('button', { name: 'Send OTP' }).click());
    expect(sent.status()).toBe(200);
    const aadhaarOtp = String(((await sent.json()) as { data: { otp: string } }).data.otp);
    for (let i = 0; i < 6; i += 1) await form.getByLabel(`Digit ${i + 1} of 6`).fill(aadhaarOtp[i]);
    await form.getByRole('button', { name: 'Verify Aadhaar' }).click();
    await form.getByText(/Aadhaar XXXX XXXX \d{4} verified/).waitFor();

    await form.getByLabel('PAN number').fill('abcde1234f');
    await form.getByLabel('Aadhaar card, front').setInputFiles(join(files, 'aadhaar-front.png'));
    // The back is dropped on its field, as from the desktop.
    const dropped = await page.evaluateHandle((b64) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([Uint8Array.from(atob(b64), (c) => c.charCodeAt(0))], 'aadhaar-back.png', { type: 'image/png' }));
      return transfer;
    }, PNG.toString('base64'));
    await form.getByTestId('document-drop').nth(1).dispatchEvent('drop', { dataTransfer: dropped });
    await form.getByRole('img', { name: 'Preview of Aadhaar card, back' }).waitFor();
    await form.getByLabel('PAN card').setInputFiles(join(files, 'pan.pdf'));
    await form.getByRole('img', { name: 'Preview of Aadhaar card, front' }).waitFor();
    // The pickers holding a photo and a PDF (previews, Replace, Remove) pass axe like every route.
    expect((await violations(page)).map((v) => `${v.id}: ${JSON.stringify(v.nodes)}`)).toEqual([]);
    await form.getByRole('button', { name: 'Next' }).click();

    await form.getByText('Step 4 of 4: Review').waitFor();
    expect(await form.getByText('ABCDE1234F').count()).toBe(1);
    // The itemised privacy notice: nothing is sent until the member agrees to it.
    await form.getByRole('button', { name: 'Submit application' }).click();
    await form.getByText('Please read how we use your data and agree to it.').waitFor();
    await form.getByLabel('I have read how my data is used and agree to each point above.').check();
    const registered = await answerOf(page, '/api/user/order/register', () => form.getByRole('button', { name: 'Submit application' }).click());
    expect(registered.status(), await registered.text()).toBe(200);
    await waitForHash(page, '#/package-details');
    await form.getByRole('heading', { name: 'We are reviewing your application' }).waitFor();
    expect(await form.getByRole('button', { name: /^Pay / }).count()).toBe(0);

    // 3. The operator approves (server/admin.ts finds the running server by DATA_DIR and PORT).
    const { stdout } = await run('npm', ['run', '--silent', 'admin', '--', 'approve', mobile], {
      cwd: ROOT,
      env: { ...process.env, ...site.server().env },
      timeout: 60_000,
    });
    expect(stdout).toContain('is now approved');
    await form.getByRole('button', { name: 'Check again' }).click();
    await form.getByRole('heading', { name: 'Your application is approved' }).waitFor();

    // 4. Pay: the demo gateway declines its test card (shown, with Retry), then takes another.
    const pay = form.getByRole('button', { name: 'Pay ₹11,999' });
    await form.getByLabel('Card number').fill('4000 0000 0000 0002');
    const declined = await answerOf(page, '/api/payment/payNow', () => pay.click());
    expect(declined.status()).toBe(402);
    await form.getByRole('alert').filter({ hasText: 'declined' }).waitFor();
    expect(await form.getByRole('button', { name: 'Retry' }).count()).toBe(1);
    await form.getByLabel('Card number').fill('4242 4242 4242 4242');
    const paid = await answerOf(page, '/api/payment/payNow', () => pay.click());
    expect(paid.status()).toBe(200);
    // One payment attempt, one key: the retry sent the key of the declined try.
    const keys = [declined, paid].map((r) => (JSON.parse(r.request().postData() ?? '{}') as { idempotencyKey: string }).idempotencyKey);
    expect(keys[1]).toBe(keys[0]);

    // 5. ACTIVE on My Account, and the header says so at once.
    await waitForHash(page, '#/my-profile');
    await header(page).getByRole('link', { name: 'Member Collection' }).waitFor();
    const account = page.locator('tote-account');
    await account
      .getByRole('region', { name: 'Membership' })
      .getByText(/Classic, 3 months/)
      .waitFor();
    expect(await page.evaluate(() => JSON.parse(sessionStorage.getItem('tote.userSession') ?? '{}').status?.code)).toBe('ACTIVE');

    // 6. The invoice downloads as a real PDF.
    const orders = account.getByRole('region', { name: 'Orders and invoices' });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      orders
        .getByRole('button', { name: /Download invoice/ })
        .first()
        .click(),
    ]);
    expect((await downloadedBytes(download)).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    expect(errors).toEqual([]);
  });
});
