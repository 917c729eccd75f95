import { describe, expect, it } from 'vitest';
import { violations } from './support/axe';
import { logIn, openSite } from './support/flows';
import { useSiteUnderTest } from './support/site-under-test';

// Paying by hand (TOTE_PAYMENT_GATEWAY=manual): the checkout an APPROVED member
// sees says plainly how it works, passes axe, and works from the keyboard.
describe('checkout when the club takes payments by hand', () => {
  const site = useSiteUnderTest({ env: { TOTE_PAYMENT_GATEWAY: 'manual', TOTE_MANUAL_PAY_UPI_ID: 'toteluxe@icici' } });

  it('shows the UPI id and the note, and Enter on "Get my payment reference" shows the reference; the member is not yet active', async () => {
    const { page, errors } = await site.open();
    await openSite(page);
    await logIn(page, '9000000005', '#/package-details');
    const manual = page.getByRole('group', { name: 'Pay by UPI or bank transfer' });
    await manual.waitFor();
    expect(await manual.getByText('toteluxe@icici').count()).toBe(1);
    expect(await manual.innerText()).toMatch(/confirms it/);
    expect(await page.getByLabel('Card number').count()).toBe(0);
    const axeBefore = await violations(page);
    expect(axeBefore.map((v) => v.id)).toEqual([]);

    await manual.getByRole('button', { name: 'Get my payment reference' }).focus();
    await page.keyboard.press('Enter');
    const reference = manual.getByRole('status');
    await reference.waitFor();
    expect(await reference.innerText()).toMatch(/TOTE-\d+-\d+/);
    expect((await violations(page)).map((v) => v.id)).toEqual([]);
    expect(await page.evaluate(() => location.hash)).toBe('#/package-details');
    expect(errors).toEqual([]);
  });
});
