// npm run pageload -- --database <url>: the site served on a PostgreSQL club (npm run seed:large), as
// production runs it, with the busy member bench:large calls as and the pictures its first screens ask for.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { api, startServer } from './demo-site.mjs';

/**
 * The server of `root` on the club at `databaseUrl`, NODE_ENV=production: demo mode would seed the demo
 * club into it. The outside services are the demo ones and no OTP is sent (as bench:large runs it); the
 * club's facts are the demo's, so TOTE_ALLOW_DEMO_FACTS=yes is set for it.
 */
export async function startLargeClub(root, databaseUrl) {
  const secret = randomBytes(32).toString('hex');
  const production = {
    DATABASE_URL: databaseUrl,
    TOTE_SECRET: secret,
    TOTE_ALLOW_DEMO_FACTS: 'yes',
    TOTE_PAYMENT_GATEWAY: 'demo',
    TOTE_AADHAAR_PROVIDER: 'demo',
    TOTE_COURIER: 'demo',
    TOTE_SMS_PROVIDER: 'msg91',
    TOTE_MSG91_AUTH_KEY: 'pageload-unused',
    TOTE_MSG91_TEMPLATE_ID: 'pageload-unused',
  };
  const server = await startServer(root, { prefix: 'tote-pageload-large-', production });
  const visit = (...args) =>
    execFileSync(join(root, 'node_modules/.bin/tsx'), [join(root, 'scripts/bench/large-club-visit.ts'), ...args], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: databaseUrl, TOTE_SECRET: secret },
    }).toString();
  return { ...server, visit };
}

/** The busy ACTIVE member's session as the site keeps it after a login (sessionStorage's entries). */
export async function largeClubSession(club) {
  const { username, accessToken, refreshToken } = JSON.parse(club.visit('session'));
  const user = await api(club.url, 'GET', `/api/user/getByUsername/${username}`, null, accessToken);
  return {
    'tote.accessToken': accessToken,
    'tote.refreshToken': Buffer.from(refreshToken).toString('base64'),
    'tote.userSession': JSON.stringify(user),
    'tote.userId': JSON.stringify(user.id),
  };
}

/**
 * The seed records its bags' photos without files. Each route is loaded once (unthrottled) for each
 * session, the photos its first screen asked for and did not get are stored (large-club-visit.ts), so
 * the measured loads paint real pictures of an upload's size.
 */
export async function storeFirstScreenPictures(club, browser, device, hashes, sessions) {
  const missing = await firstScreenMisses(club, browser, device, hashes, sessions);
  if (!missing.size) return { photos: 0, stored: 0 };
  const stored = JSON.parse(club.visit('pictures', ...missing));
  // Once more, so the server makes and keeps the widths the pages ask for (as a club's first visitors would):
  // the measured loads read kept copies, not a first request's resize.
  await firstScreenMisses(club, browser, device, hashes, sessions);
  return stored;
}

/** The photos (by id) the routes' first screens asked for, in any width, and the server had no file of. */
async function firstScreenMisses(club, browser, device, hashes, sessions) {
  const missing = new Set();
  for (const hash of hashes) {
    for (const session of sessions) {
      const context = await browser.newContext({ ...device, baseURL: club.url });
      const page = await context.newPage();
      if (session) await page.addInitScript((entries) => Object.entries(entries).forEach(([k, v]) => sessionStorage.setItem(k, v)), session);
      page.on('response', (res) => {
        const photo = /\/api\/product\/photo\/(\d+)(?:\/\d+\.webp)?$/.exec(new URL(res.url()).pathname);
        if (photo && res.status() === 404) missing.add(photo[1]);
      });
      await page.goto(`/${hash}`, { waitUntil: 'networkidle', timeout: 60_000 });
      await context.close();
    }
  }
  return missing;
}
