import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { asTyped, dayFrom, header, logIn, openSite, waitForHash } from './support/flows';
import { violations } from './support/axe';
import { useSiteUnderTest } from './support/site-under-test';

// Browsing and booking end to end, against the real server and its seeded catalogue: the ACTIVE
// demo member filters the collection, opens a bag, books it, finds it in their
// bookings and moves its return date; a second ACTIVE member wait-lists that bag.

const collection = (page: Page): Locator => page.locator('tote-collection');
const booking = (page: Page): Locator => page.locator('tote-booking');

const axeFindings = async (page: Page) => (await violations(page)).map((v) => `${v.id}: ${JSON.stringify(v.nodes.map((n) => n.target))}`);

async function streamText(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

function filterAnswer(page: Page) {
  return page.waitForResponse((r) => r.url().endsWith('/api/product/filter/list') && r.request().method() === 'POST');
}

describe('collection and booking', () => {
  const site = useSiteUnderTest();
  let bookedUrl = '';
  let bookedTitle = '';

  it('an ACTIVE member filters the collection, books a bag, sees it in their bookings and changes its return date', async () => {
    const { page, errors } = await site.open();
    await openSite(page);
    await logIn(page, '9000000002', '#/my-profile');

    await header(page).getByRole('link', { name: 'Member Collection' }).click();
    await waitForHash(page, '#/members-collection');
    const grid = collection(page).getByRole('list', { name: 'Bags' });
    await grid.getByRole('link').first().waitFor();
    expect(await collection(page).getByRole('region', { name: 'Membership' }).count()).toBe(0);
    const all = Number((await collection(page).getByRole('heading', { level: 2 }).innerText()).split(' ')[0]);
    expect(all).toBeGreaterThanOrEqual(40);

    // Filter: one brand, free now.
    await Promise.all([filterAnswer(page), collection(page).getByRole('checkbox', { name: 'Lune Paris' }).check()]);
    await Promise.all([filterAnswer(page), collection(page).getByRole('checkbox', { name: 'Available now' }).check()]);
    // Both answers (list and count) are in when the results are no longer busy.
    await collection(page).locator('section.results:not([aria-busy])').getByRole('list', { name: 'Bags' }).waitFor();
    const cards = grid.getByRole('link');
    const count = await cards.count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThan(all);
    for (const text of await cards.allInnerTexts()) {
      // The brand line is upper-cased by CSS, which innerText reflects.
      expect(text).toMatch(/lune paris/i);
      expect(text).toContain('Free now');
    }

    // The filters survive a reload (attribute session).
    await page.reload();
    await collection(page).getByRole('list', { name: 'Bags' }).getByRole('link').first().waitFor();
    expect(await collection(page).getByRole('checkbox', { name: 'Lune Paris' }).isChecked()).toBe(true);
    expect(await collection(page).getByRole('checkbox', { name: 'Available now' }).isChecked()).toBe(true);

    // Open the first bag.
    const first = grid.getByRole('link').first();
    bookedUrl = ((await first.getAttribute('href')) ?? '').replace('#/book-bag/', '');
    await first.click();
    await waitForHash(page, `#/book-bag/${bookedUrl}`);
    bookedTitle = await booking(page).getByRole('heading', { level: 2 }).innerText();
    expect(bookedTitle.length).toBeGreaterThan(0);
    await booking(page).getByText('Available now').waitFor();

    // The bag's facts: size with what fits, strap, grade, box, authenticity; more like this.
    const facts = booking(page).getByRole('region', { name: 'Size, condition and authenticity' });
    await facts.getByText(/^\d+(\.\d)? × \d+(\.\d)? × \d+(\.\d)? cm$/).waitFor();
    await facts.getByText(/^(Fits .+|Room for a lipstick and a card or two)\.$/).waitFor();
    // The grade shown (the guide to all three grades stays folded until asked for).
    await facts
      .getByText(/^(Excellent|Very good|Good)$/)
      .first()
      .waitFor();
    await facts.getByText('What the condition grades mean').waitFor();
    await facts.getByText('Dust bag').waitFor();
    await facts.getByText(/authorised retailers/).waitFor();
    // "More like this" comes after the bag (its own call and code): wait for its fourth bag, then count.
    const similar = booking(page).getByRole('region', { name: 'More like this' });
    await similar.getByRole('link').nth(3).waitFor();
    expect(await similar.getByRole('link').count()).toBe(4);
    // The pictures on the whole screen, by keyboard.
    await booking(page)
      .getByRole('button', { name: /^Enlarge: / })
      .press('Enter');
    const zoom = booking(page).getByRole('dialog', { name: bookedTitle });
    await zoom.getByText(/^Picture 1 of 4: /).waitFor();
    await page.keyboard.press('ArrowRight');
    await zoom.getByText(/^Picture 2 of 4: /).waitFor();
    expect(await axeFindings(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await zoom.waitFor({ state: 'detached' });

    // Book it from today for four days.
    const form = booking(page).getByRole('form', { name: 'Book this bag' });
    await form.getByText('Signature plan').waitFor();
    // Typed key by key the Indian way (dd/mm/yyyy): first an impossible day, then real ones.
    const firstDay = await dayFrom(page, 0);
    const returnField = form.getByLabel('Return day', { exact: true });
    await returnField.pressSequentially(`31/02/${firstDay.slice(0, 4)}`);
    await form.getByText(new RegExp(`^There is no 31 February ${firstDay.slice(0, 4)}: February has 2[89] days\\.$`)).waitFor();
    await returnField.clear();
    await form.getByLabel('First day', { exact: true }).pressSequentially(asTyped(firstDay));
    const weekday = new Intl.DateTimeFormat('en-US', { weekday: 'short', timeZone: 'UTC' }).format(new Date(`${firstDay}T00:00:00Z`));
    await form.getByText(new RegExp(`^First day ${weekday}, `)).waitFor();
    await returnField.pressSequentially(asTyped(await dayFrom(page, 3)));
    await form.getByText(/: 4 days\.$/).waitFor();
    // The summary: delivery, address, pickup, cost, damage; the agreement read before it is accepted.
    await form.getByRole('button', { name: 'Book this bag' }).click();
    const summary = booking(page).getByRole('form', { name: `Check your booking of ${bookedTitle}` });
    await summary.getByText(/^By .+, 10 am to 7 pm\. We hand it to the courier on /).waitFor();
    await summary.getByText(/^Nothing to pay\. Your Signature plan covers/).waitFor();
    await summary.getByText(/at most 25% of the retail value \(₹[\d,]+ for this bag\)/).waitFor();
    await summary.getByRole('link', { name: 'Change your delivery address in My Account' }).waitFor();
    expect(await axeFindings(page)).toEqual([]);
    await summary.getByRole('button', { name: 'Confirm booking' }).click();
    await summary.getByText('Please accept the rental agreement to book.').waitFor();
    await summary.getByRole('checkbox', { name: 'I have read and accept the rental agreement' }).check();
    const [expiry, saved] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/booking/check-expiry') && r.request().postData()?.includes('startDate') === true),
      page.waitForResponse((r) => r.url().endsWith('/api/booking/save')),
      summary.getByRole('button', { name: 'Confirm booking' }).click(),
    ]);
    expect(expiry.status()).toBe(200);
    expect(saved.status()).toBe(200);
    await booking(page).getByText(`${bookedTitle} is yours from`).waitFor();

    // The confirmation: next steps and the calendar file of delivery and pickup.
    const confirmation = booking(page).getByRole('region', { name: `Booked: ${bookedTitle} is yours` });
    await confirmation.getByText('What happens next').waitFor();
    expect(await axeFindings(page)).toEqual([]);
    const [download] = await Promise.all([page.waitForEvent('download'), confirmation.getByRole('button', { name: 'Add to my calendar (.ics)' }).click()]);
    const ics = await streamText(await download.createReadStream());
    expect(download.suggestedFilename()).toMatch(/^tote-booking-\d+\.ics$/);
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics).toContain(`DTSTART;VALUE=DATE:${firstDay.replace(/-/g, '')}\r\n`);
    expect(ics.match(/\r\nUID:/g)).toHaveLength(2);

    // It is in My bookings, and its return date can move.
    const mine = booking(page).getByRole('region', { name: 'My bookings' });
    const row = mine.getByRole('listitem').filter({ hasText: bookedTitle });
    await row.waitFor();
    const pickupLine = row.getByText(/^Return pickup by our courier: /);
    const pickupBefore = await pickupLine.textContent();
    await row.getByRole('button', { name: `Change return date of ${bookedTitle}` }).click();
    await row.getByLabel('New return date').fill(await dayFrom(page, 5));
    const [updated] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/booking/update')),
      row.getByRole('button', { name: 'Save return date' }).click(),
    ]);
    expect(updated.status()).toBe(200);
    await row.getByText(/^Return date changed to /).waitFor();
    expect(((await updated.json()) as { data: { returnDate: string } }).data.returnDate).toBe(await dayFrom(page, 5));
    // The return pickup moved with it, to the new day the note names.
    const newDay = /changed to (.+): our courier/.exec((await row.getByText(/^Return date changed to /).textContent()) ?? '')?.[1];
    expect(pickupBefore).not.toBe(`Return pickup by our courier: ${newDay}`);
    await expect.poll(() => pickupLine.textContent()).toBe(`Return pickup by our courier: ${newDay}`);

    // The bag now shows as out on loan.
    await booking(page).getByText('Out on loan').first().waitFor();

    // My Account shows where the booking is: booked, next to be shipped.
    await page.goto('/#/my-profile');
    const timeline = page.locator('tote-account').getByRole('list', { name: `Where ${bookedTitle} is` });
    await timeline.waitFor();
    expect(await timeline.getByRole('listitem').count()).toBe(5);
    expect(await timeline.locator('[aria-current="step"]').innerText()).toMatch(/^Shipped/);
    expect(await axeFindings(page)).toEqual([]);

    // Free on my dates: days the booked bag is out leave it out of the grid; its card says when it is free again.
    await header(page).getByRole('link', { name: 'Member Collection' }).click();
    await waitForHash(page, '#/members-collection');
    await collection(page).getByRole('list', { name: 'Bags' }).getByRole('link').first().waitFor();
    await collection(page).getByRole('searchbox').fill(bookedTitle);
    await Promise.all([filterAnswer(page), collection(page).getByRole('searchbox').press('Enter')]);
    const bookedCard = collection(page).locator(`a[href="#/book-bag/${bookedUrl}"]`);
    const freeAgain = (await dayFrom(page, 6)).split('-');
    await bookedCard.getByText(`Free from ${freeAgain[2]}/${freeAgain[1]}`).waitFor();
    const dates = collection(page).getByRole('group', { name: 'Free on my dates' });
    await dates.getByLabel('First day').fill(await dayFrom(page, 2));
    await Promise.all([filterAnswer(page), dates.getByLabel('Return day').fill(await dayFrom(page, 3))]);
    await bookedCard.waitFor({ state: 'detached' });
    // From the day it is back it is free again.
    await Promise.all([filterAnswer(page), dates.getByLabel('Return day').fill(await dayFrom(page, 8))]);
    await Promise.all([filterAnswer(page), dates.getByLabel('First day').fill(await dayFrom(page, 6))]);
    await bookedCard.waitFor();
    expect(await axeFindings(page)).toEqual([]);

    // On a 390 × 844 phone the first row of bags starts inside the first screen (the collection as the header opens it).
    await header(page).getByRole('link', { name: 'Member Collection' }).click();
    await collection(page).locator('section.results:not([aria-busy])').getByRole('list', { name: 'Bags' }).waitFor();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.evaluate(() => window.scrollTo(0, 0));
    const firstCard = collection(page).getByRole('list', { name: 'Bags' }).getByRole('listitem').first();
    await firstCard.getByRole('link').waitFor();
    expect((await firstCard.boundingBox())!.y).toBeLessThan(844);
    await page.setViewportSize({ width: 1280, height: 800 });
    expect(errors).toEqual([]);
  });

  it('a second ACTIVE member joins and leaves the waiting list of the booked bag', async () => {
    expect(bookedUrl).not.toBe('');
    const { page, errors } = await site.open();
    await openSite(page);
    await logIn(page, '9000000008', '#/my-profile');
    await page.goto(`/#/book-bag/${bookedUrl}`);
    const waitlist = booking(page).getByRole('region', { name: 'Waiting list' });
    await waitlist.waitFor();
    await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/waiting/save') && r.status() === 200),
      waitlist.getByRole('button', { name: 'Join the waiting list' }).click(),
    ]);
    await waitlist.getByText('You are on the waiting list. We will let you know when the bag is free.').waitFor();

    // A reload knows they are on the list.
    await page.reload();
    await booking(page).getByRole('region', { name: 'Waiting list' }).getByRole('button', { name: 'Leave the waiting list' }).waitFor();
    await Promise.all([
      page.waitForResponse((r) => r.url().includes('/api/waiting/delete/') && r.status() === 200),
      booking(page).getByRole('button', { name: 'Leave the waiting list' }).click(),
    ]);
    await booking(page).getByText('You have left the waiting list.').waitFor();
    expect(errors).toEqual([]);
  });
});
