import { describe, expect, it } from 'vitest';
import { avatarButton, DEMO_USERS, header, logIn, openSite } from './support/flows';
import { useSiteUnderTest } from './support/site-under-test';

// Spec point 4: after login each status lands on its own route, and the header
// swaps 'Apply' / "Member's Login" for the initials circle (spec point 2).
describe('login routes by status', () => {
  const site = useSiteUnderTest();

  for (const user of DEMO_USERS) {
    it(`${user.status} (${user.mobile}) goes to ${user.route} with initials ${user.initials}`, async () => {
      const { page, errors } = await site.open();
      await openSite(page);

      await logIn(page, user.mobile, user.route);

      await avatarButton(page).waitFor();
      expect(await avatarButton(page).locator('.avatar').innerText()).toBe(user.initials);
      expect(await header(page).getByRole('button', { name: "Member's Login" }).count()).toBe(0);
      expect(await page.evaluate(() => location.hash)).toBe(user.route);
      expect(errors).toEqual([]);
    });
  }
});
