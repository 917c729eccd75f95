// npm run screenshots: every route of the site as a visitor and as demo members, at
// several widths, as full-page PNGs to look at (taken by a script, so
// anyone can make them again). Each page is taken once it has settled (nothing aria-busy, no skeleton,
// every widget rendered). It also says which pages scroll sideways, and which threw.
//
//   npm run screenshots                                   # visitor and ACTIVE, 1280 and 390 px, every route
//   npm run screenshots -- --who visitor,DRAFT,ACTIVE,ONHOLD,PENDING,APPROVED,DEACTIVE,EXPIRE,ACTIVE_OUT
//   npm run screenshots -- --widths 1280,390,320 --routes my-profile,package-details --out .tmp/shots
//   npm run screenshots -- --dialogs                      # also the login, sign-up and OTP dialogs (visitor)
//   npm run screenshots -- --application                  # also the form's plan, identity and review steps (DRAFT)
//   npm run screenshots -- --url http://127.0.0.1:8080    # a server that is already running (demo mode)
// With ACTIVE and the bag page, it also takes the zoomed gallery, the booking summary and the
// confirmation: it books the bag (a few days ahead, other days at each width).
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { api, DEMO_MEMBERS as MEMBERS, launchChromium, memberSession, startServer } from './lib/demo-site.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 && args[at + 1] !== undefined ? args[at + 1] : fallback;
};

// Spec point 2's routes ({bag}: the first bag of the collection). #/logout is left out: it ends the session.
const ROUTES = [
  'home',
  'members-collection',
  'member-application-form',
  'package-details',
  'our-process',
  'privacy-policy',
  'terms-condition',
  'eula-policy',
  'newsletter',
  'newsletter-details',
  'book-bag/{bag}',
  'notifications',
  'my-profile',
  'product-rental-agreement',
  'refund-policy',
  'header',
  'footer',
];

const who = option('who', 'visitor,ACTIVE').split(',');
const widths = option('widths', '1280,390').split(',').map(Number);
const only = option('routes', null)?.split(',');
const routes = ROUTES.filter((r) => !only || only.some((o) => r === o || r.startsWith(`${o}/`)));
const out = resolve(option('out', '.tmp/screenshots'));
const withDialogs = args.includes('--dialogs');
const withApplication = args.includes('--application');

for (const person of who)
  if (person !== 'visitor' && !MEMBERS[person]) throw new Error(`--who: ${person} is not visitor or one of ${Object.keys(MEMBERS).join(', ')}`);

/** True once nothing is loading, in the page or any open shadow root, and every widget has rendered. */
function settled() {
  const busy = (root) =>
    root.querySelector('[aria-busy="true"], [data-testid="skeleton"], .skeleton') !== null ||
    [...root.querySelectorAll('*')].some((el) => el.shadowRoot !== null && busy(el.shadowRoot));
  const widgets = [...document.querySelectorAll('*')].filter((el) => el.localName.startsWith('tote-'));
  return document.querySelector('h1, header') !== null && !busy(document) && widgets.every((el) => el.shadowRoot !== null);
}

async function settle(page) {
  await page.waitForFunction(settled, undefined, { timeout: 15_000 }).catch(() => console.warn(`  (not settled after 15 s: ${page.url()})`));
  // The calls made once the page shows (a bag's 'more like this') have answered and drawn their pictures' places.
  await page.waitForLoadState('networkidle').catch(() => {});
  // Every picture has loaded, so the full-page PNG shows them: lazy ones too (a full-page shot never scrolls
  // them into view), in the page and in the widgets' shadow roots.
  await page
    .waitForFunction(
      () => {
        const images = (root) =>
          [...root.querySelectorAll('img')].concat(...[...root.querySelectorAll('*')].filter((el) => el.shadowRoot).map((el) => images(el.shadowRoot)));
        const all = images(document);
        for (const img of all) if (img.loading === 'lazy') img.loading = 'eager';
        return all.every((img) => img.complete);
      },
      undefined,
      { timeout: 10_000 },
    )
    .catch(() => {});
}

/**
 * The application form past its first step, which a demo member never shows on arrival:
 * the DRAFT member's form resumed (as after a reload) on the plan step, then on the
 * identity step with its pickers empty, then holding a photo, a refused file and a PDF,
 * then the review. The Aadhaar number is taken as verified (its OTP is another page's concern).
 */
async function applicationSteps(session) {
  const details = {
    firstName: 'Dia',
    lastName: 'Draft',
    email: 'dia.draft@example.com',
    mobile: MEMBERS.DRAFT,
    addressLine1: '12 MG Road',
    addressLine2: '',
    city: 'Pune',
    state: 'Maharashtra',
    zipcode: '411001',
  };
  for (const width of widths) {
    const dir = join(out, 'draft', String(width));
    mkdirSync(dir, { recursive: true });
    const context = await browser.newContext({ baseURL: server.url, viewport: { width, height: 900 }, deviceScaleFactor: 1 });
    await context.addInitScript(
      ([entries, form]) => {
        if (sessionStorage.getItem('tote.applicationSession')) return;
        Object.entries(entries).forEach(([k, v]) => sessionStorage.setItem(k, v));
        sessionStorage.setItem('tote.applicationSession', JSON.stringify(form));
        sessionStorage.setItem('tote.aadhaarSession', JSON.stringify({ number: '234123412346', referenceId: 'shots', verified: true, name: 'Dia Draft' }));
      },
      [session, { step: 1, reached: 2, values: details, pan: 'ABCDE1234F' }],
    );
    const page = await context.newPage();
    const form = page.locator('tote-membership');
    const shot = async (name) => {
      await settle(page);
      await page.screenshot({ path: join(dir, `application-${name}.png`), fullPage: true });
    };
    await page.goto('/#/member-application-form');
    await form.getByText('Step 2 of 4: Plan').waitFor();
    await shot('plan');
    await form.getByRole('button', { name: 'Choose Signature' }).click();
    await form.getByRole('button', { name: 'Next' }).click();
    await form.getByText('Step 3 of 4: Identity').waitFor();
    await shot('identity');
    // A photo of the card (any PNG will do: this page's own), a file it refuses, a PDF.
    const photo = await page.screenshot({ clip: { x: 0, y: 0, width: 480, height: 300 } });
    await form.getByLabel('Aadhaar card, front').setInputFiles({ name: 'aadhaar-front.png', mimeType: 'image/png', buffer: photo });
    await form.getByLabel('Aadhaar card, back').setInputFiles({ name: 'aadhaar-back.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
    await form.getByLabel('PAN card').setInputFiles({ name: 'pan-card.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') });
    await form.getByRole('img', { name: 'Preview of Aadhaar card, front' }).waitFor();
    await shot('identity-chosen');
    await form.getByLabel('Aadhaar card, back').setInputFiles({ name: 'aadhaar-back.png', mimeType: 'image/png', buffer: photo });
    await form.getByRole('button', { name: 'Next' }).click();
    await form.getByText('Step 4 of 4: Review').waitFor();
    await shot('review');
    await context.close();
    console.log(`DRAFT's application steps at ${width} px in ${dir}`);
  }
}

/** The bag page's full-screen gallery, then a booking of the bag: its summary and its confirmation (ACTIVE). */
async function bookingSteps(page, dir, daysAhead) {
  const bag = page.locator('tote-booking');
  await bag.getByRole('button', { name: /^Enlarge: / }).click();
  await bag.getByRole('dialog').waitFor();
  await page.screenshot({ path: join(dir, 'bag-zoom.png') });
  await page.keyboard.press('Escape');
  const typed = (offset) => {
    const day = new Date(Date.now() + offset * 86_400_000);
    return [day.getDate(), day.getMonth() + 1].map((n) => String(n).padStart(2, '0')).join('/') + `/${day.getFullYear()}`;
  };
  const form = bag.getByRole('form', { name: 'Book this bag' });
  await form.getByLabel('First day', { exact: true }).fill(typed(daysAhead));
  await form.getByLabel('Return day', { exact: true }).fill(typed(daysAhead + 2));
  await form.getByRole('button', { name: 'Book this bag' }).click();
  const summary = bag.getByRole('form', { name: /^Check your booking of / });
  await summary.waitFor();
  await settle(page);
  await page.screenshot({ path: join(dir, 'booking-summary.png'), fullPage: true });
  await summary.getByRole('checkbox').check();
  await summary.getByRole('button', { name: 'Confirm booking' }).click();
  await bag.getByRole('region', { name: /^Booked: / }).waitFor();
  await settle(page);
  await page.screenshot({ path: join(dir, 'booking-confirmation.png'), fullPage: true });
}

const server = option('url', null) ? { url: option('url', null), stop: async () => {} } : await startServer(resolve('.'), { prefix: 'tote-shots-' });
const browser = await launchChromium();
const sideways = [];
const failures = [];
try {
  const [bag] = await api(server.url, 'POST', '/api/product/list', { page: 0, size: 1 });
  for (const person of who) {
    const session = person === 'visitor' ? null : await memberSession(server.url, MEMBERS[person]);
    for (const width of widths) {
      const context = await browser.newContext({ baseURL: server.url, viewport: { width, height: 900 }, deviceScaleFactor: 1 });
      if (session) await context.addInitScript((entries) => Object.entries(entries).forEach(([k, v]) => sessionStorage.setItem(k, v)), session);
      const page = await context.newPage();
      const errors = [];
      page.on('pageerror', (e) => errors.push(e.message));
      const dir = join(out, person.toLowerCase(), String(width));
      mkdirSync(dir, { recursive: true });
      for (const route of routes) {
        const hash = `#/${route.replace('{bag}', bag.url)}`;
        errors.length = 0;
        await page.goto(`/${hash}`);
        await settle(page);
        const name = route.replace('/{bag}', '');
        await page.screenshot({ path: join(dir, `${name}.png`), fullPage: true });
        const extra = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        if (extra > 0) sideways.push(`${person} ${width}px ${hash}: ${extra}px`);
        if (errors.length) failures.push(`${person} ${width}px ${hash}: ${errors.join('; ')}`);
        if (person === 'ACTIVE' && route === 'book-bag/{bag}') await bookingSteps(page, dir, 3 + 4 * widths.indexOf(width));
      }
      if (withDialogs && person === 'visitor') {
        // Each dialog on a page of its own: a dialog left open would cover the next one's button.
        // On a phone the header's buttons are behind its menu.
        const press = async (header, name) => {
          const button = header.getByRole('button', { name, exact: true });
          if (!(await button.isVisible())) await header.getByRole('button', { name: 'Menu' }).click();
          await button.click();
        };
        const dialog = async (name, open) => {
          const fresh = await context.newPage();
          await fresh.goto('/#/');
          await settle(fresh);
          await open(fresh, fresh.locator('tote-header'));
          await fresh.getByRole('dialog').waitFor();
          await fresh.screenshot({ path: join(dir, `dialog-${name}.png`) });
          await fresh.close();
        };
        await dialog('login', (_, header) => press(header, "Member's Login"));
        await dialog('signup', (_, header) => press(header, 'Apply'));
        await dialog('otp', async (fresh, header) => {
          await press(header, "Member's Login");
          // send-otp waits between sends to one number: each width asks for another member's.
          const numbers = Object.values(MEMBERS).reverse();
          await fresh
            .getByRole('dialog')
            .getByRole('textbox')
            .fill(numbers[widths.indexOf(width) % numbers.length]);
          await fresh.getByRole('dialog').getByRole('button', { name: 'Send OTP' }).click();
          await fresh.getByRole('dialog', { name: 'Enter OTP' }).waitFor();
        });
      }
      await context.close();
      console.log(`${person} at ${width} px: ${routes.length} pages in ${dir}`);
    }
  }
  if (withApplication) await applicationSteps(await memberSession(server.url, MEMBERS.DRAFT));
} finally {
  await browser.close();
  await server.stop();
}
console.log(sideways.length ? `scrolls sideways:\n  ${sideways.join('\n  ')}` : 'no page scrolls sideways');
if (failures.length) console.log(`page errors:\n  ${failures.join('\n  ')}`);
