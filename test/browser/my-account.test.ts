import { describe, expect, it } from 'vitest';
import { focusedText, freshMobile, logIn, openSite, USER_SESSION_KEY } from './support/flows';
import { violations } from './support/axe';
import { useSiteUnderTest } from './support/site-under-test';

// The member between bookings, on My Account: what the plan still allows, the bags they hearted,
// and their details edited by keyboard, the new mobile number checked by an OTP sent to it.
describe('My Account between bookings in Chromium', () => {
  const site = useSiteUnderTest();

  it('shows the allowance and favourites, edits the address, and moves the login to a new mobile number by OTP', async () => {
    const { page, errors } = await site.open();
    await openSite(page);
    await logIn(page, '9000000002', '#/my-profile');

    // Two hearts given elsewhere (the heart's own journey is the collection's test).
    const hearted = await page.evaluate(async () => {
      const token = sessionStorage.getItem('tote.accessToken');
      const userId = Number(sessionStorage.getItem('tote.userId'));
      const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
      const bags = (await (await fetch('/api/product/list', { method: 'POST', headers, body: '{}' })).json()).data as { productId: number; title: string }[];
      for (const bag of bags.slice(0, 2))
        await fetch('/api/favourite/save', { method: 'POST', headers, body: JSON.stringify({ productId: bag.productId, userId }) });
      return bags.slice(0, 2).map((b) => b.title);
    });
    await page.reload();
    const account = page.locator('tote-account');
    const focusedName = () => page.evaluate(() => document.querySelector('tote-account')?.shadowRoot?.activeElement?.getAttribute('name') ?? null);

    const allowance = account.getByRole('region', { name: 'Your allowance' });
    await allowance.getByText('Your Signature plan').waitFor();
    expect(await allowance.getByText('2 bags at a time, up to 14 days each').count()).toBe(1);
    expect(await allowance.locator('dd').last().textContent()).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);

    const favourites = account.getByRole('region', { name: 'Favourites' });
    // Newest first.
    await favourites.getByRole('link', { name: hearted[1] }).waitFor();
    expect(await favourites.getByRole('link').allTextContents()).toEqual([expect.stringContaining(hearted[1]), expect.stringContaining(hearted[0])]);
    expect(await favourites.getByRole('link').first().getAttribute('href')).toMatch(/^#\/book-bag\//);

    // Edit details by keyboard: a wrong PIN is named and focused; the fixed form saves and focus lands on the result.
    const edit = account.getByRole('region', { name: 'Change your details' });
    await edit.getByRole('button', { name: 'Edit details' }).focus();
    await page.keyboard.press('Enter');
    await edit.getByRole('textbox', { name: 'First name' }).waitFor();
    expect(await focusedName()).toBe('firstName');
    expect(await violations(page)).toEqual([]);
    await edit.getByRole('textbox', { name: 'PIN code' }).fill('012345');
    await edit.getByRole('textbox', { name: 'PIN code' }).press('Enter');
    await edit.getByText('Please enter a valid Zipcode').waitFor();
    expect(await focusedName()).toBe('zipcode');
    await edit.getByRole('textbox', { name: 'PIN code' }).fill('400026');
    await edit.getByRole('textbox', { name: 'Address', exact: true }).fill('14 Carmichael Road');
    await edit.getByRole('combobox', { name: 'State or union territory' }).selectOption('Maharashtra');
    await edit.getByRole('textbox', { name: 'City' }).fill('Mumbai');
    await edit.getByRole('textbox', { name: 'City' }).press('Enter');
    await edit.getByText('Your details are saved.').waitFor();
    expect(await focusedText(page)).toBe('Your details are saved.');
    const details = account.getByRole('region', { name: 'Your details', exact: true });
    await details.getByText(/14 Carmichael Road, .*Mumbai, Maharashtra, 400026/).waitFor();

    // A new mobile number: the OTP goes to it, and once it checks the member logs in with it.
    const mobile = freshMobile();
    await edit.getByRole('button', { name: 'Change mobile number' }).click();
    await edit.getByRole('textbox', { name: 'New mobile number' }).fill(mobile);
    const [sent] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/account/mobile') && r.request().method() === 'POST'),
      edit.getByRole('textbox', { name: 'New mobile number' }).press('Enter'),
    ]);
    const otp = String(((await sent.json()) as { data: { otp: string } }).data.otp);
    const pretty = `+91 ${mobile.slice(0, 5)} ${mobile.slice(5)}`;
    await edit.getByRole('textbox', { name: `OTP sent to ${pretty}` }).fill(otp);
    await edit.getByRole('textbox', { name: `OTP sent to ${pretty}` }).press('Enter');
    await edit.getByText(`Your mobile number is now ${pretty}. Log in with it from now on.`).waitFor();
    expect(await focusedText(page)).toBe(`Your mobile number is now ${pretty}. Log in with it from now on.`);
    // The card loaded the member again with the new tokens (the old ones would have ended the session).
    await details.getByText(pretty).waitFor();
    expect(await page.evaluate((key) => JSON.parse(sessionStorage.getItem(key) ?? '{}').username, USER_SESSION_KEY)).toBe(mobile);

    expect(errors).toEqual([]);
  });
});
