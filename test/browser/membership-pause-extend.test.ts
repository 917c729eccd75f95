import { describe, expect, it } from 'vitest';
import { violations } from './support/axe';
import { asTyped, focusedText, logIn, openSite } from './support/flows';
import { useSiteUnderTest } from './support/site-under-test';

// My Account for the ACTIVE demo member (Asha: Signature, no bag out): pause the membership and resume it, the
// membership's end date moving with it; then extend a rental and see its return pickup move. One server, one page.

const medium = (iso: string) =>
  new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));
const plusDays = (iso: string, n: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

describe('pausing a membership and extending a rental in Chromium', () => {
  const site = useSiteUnderTest();

  it('pauses and resumes from My Account, the end date moving both ways; extends a booking and the pickup moves with it', async () => {
    const { page, errors } = await site.open();
    await openSite(page);
    await logIn(page, '9000000002', '#/my-profile');
    const account = page.locator('tote-account');
    const api = async <T>(method: string, path: string, body?: unknown): Promise<T> =>
      page.evaluate(
        async ({ method, path, body }) => {
          const token = sessionStorage.getItem('tote.accessToken');
          const res = await fetch(path, {
            method,
            headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
            body: body === undefined ? undefined : JSON.stringify(body),
          });
          return (await res.json()).data;
        },
        { method, path, body },
      ) as Promise<T>;
    const userId = await page.evaluate(() => Number(JSON.parse(sessionStorage.getItem('tote.userId') ?? '0')));
    const { expiryDate } = await api<{ expiryDate: string }>('GET', `/api/membership/usermembership/${userId}`);
    const membership = account.getByRole('region', { name: 'Membership' });
    const ends = membership.locator('dt:text-is("Ends") + dd');
    await expect.poll(() => ends.textContent()).toBe(medium(expiryDate));

    const pauseCard = account.getByRole('region', { name: 'Pause your membership' });
    await pauseCard.getByLabel('Pause for').selectOption('2');
    await pauseCard.getByRole('button', { name: 'Pause membership' }).click();
    const said = pauseCard.getByRole('status').filter({ hasText: /^Your membership is paused until/ });
    await said.waitFor();
    // The server's today (booking days are its UTC days): the pause started on it.
    const { current } = await api<{ current: { startDate: string; endDate: string } }>('GET', '/api/membership/pause');
    const today = current.startDate;
    expect(current.endDate).toBe(plusDays(today, 14));
    expect(await said.textContent()).toBe(`Your membership is paused until ${asTyped(current.endDate)}. It now ends on ${asTyped(plusDays(expiryDate, 14))}.`);
    expect(await focusedText(page)).toBe(await said.textContent());
    await expect.poll(() => ends.textContent()).toBe(medium(plusDays(expiryDate, 14)));

    await pauseCard.getByRole('button', { name: 'Resume membership now' }).click();
    await pauseCard.getByRole('status').filter({ hasText: 'Welcome back: your membership runs again from today' }).waitFor();
    await expect.poll(() => ends.textContent()).toBe(medium(expiryDate));

    // A booking of the first demo bag (free in the demo), made as the bag page would: then extended from here.
    const [bag] = await api<{ productId: number; title: string }[]>('POST', '/api/product/list', { page: 0, size: 1 });
    const start = plusDays(today, 3);
    await api('POST', '/api/booking/save', { productId: bag.productId, userId, startDate: start, returnDate: plusDays(start, 2) });
    await page.reload();
    const booking = account.getByRole('region', { name: 'Bookings' }).getByRole('listitem').filter({ hasText: bag.title });
    await booking.getByText(`Return pickup by our courier: ${asTyped(plusDays(start, 2))}`).waitFor();
    await booking.getByRole('button', { name: `Extend rental of ${bag.title}` }).click();
    const choice = booking.getByLabel(`New return day for ${bag.title}`);
    await choice.selectOption(plusDays(start, 4));
    expect(await violations(page)).toEqual([]);
    await booking.getByRole('button', { name: 'Extend rental', exact: true }).click();
    const extended = `Rental extended: our courier now collects ${bag.title} on ${asTyped(plusDays(start, 4))}.`;
    await booking.getByRole('status').filter({ hasText: extended }).waitFor();
    expect(await focusedText(page)).toBe(extended);
    await booking.getByText(`Return pickup by our courier: ${asTyped(plusDays(start, 4))}`).waitFor();
    expect(errors).toEqual([]);
  });
});
