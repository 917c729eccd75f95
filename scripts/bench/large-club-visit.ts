// What `npm run pageload -- --database <url>` needs from a large club (npm run seed:large) that the API
// cannot give a script in production mode (no OTP is sent there):
//
//   tsx scripts/bench/large-club-visit.ts session          # the busy ACTIVE member's tokens, as JSON
//   tsx scripts/bench/large-club-visit.ts pictures <id>…   # a stored picture for each of these bag photos
//
// DATABASE_URL names the club, TOTE_SECRET the server's secret (the tokens are signed with it). The member
// is the one bench:large calls as: the first ACTIVE member of the seed with bookings. The seed records three
// photos for each bag (1200×1500 JPEG, 60–150 kB) but stores no file for them, so every bag picture would
// answer 404 and a page of the large club would paint no picture at all. `pictures` stores, for the photos a
// first screen asks for, a JPEG of that size drawn from a demo bag's rendered picture, as an operator's
// upload would be stored (the document store, once per photo); nothing else in the club changes.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import sharp from 'sharp';
import { issueTokens } from '../../server/auth/tokens';
import { DEFAULT_DATABASE_SETTINGS, loadConfig } from '../../server/config';
import { openPostgres } from '../../server/db/postgres-database';
import { DatabaseDocumentStore } from '../../server/uploads/document-store';

const url = process.env.DATABASE_URL?.trim();
const secret = process.env.TOTE_SECRET?.trim();
if (!url || !secret) {
  console.error('Set DATABASE_URL (a club filled by npm run seed:large) and TOTE_SECRET (the server’s).');
  process.exit(2);
}
const [what, ...ids] = process.argv.slice(2);
const db = openPostgres(url, { settings: DEFAULT_DATABASE_SETTINGS });
try {
  if (what === 'session') {
    const {
      rows: [member],
    } = await db.query<{ id: number; username: string }>(
      `select u.id, u.username from users u where u.status_code = 'ACTIVE' and u.username like '7%'
       and exists (select 1 from bookings b where b.user_id = u.id) order by u.id limit 1`,
    );
    if (!member) throw new Error('no ACTIVE member with bookings: is this a club of npm run seed:large?');
    const config = loadConfig({ TOTE_SECRET: secret, DATA_DIR: tmpdir(), NODE_ENV: 'production' });
    console.log(JSON.stringify({ username: member.username, ...(await issueTokens(config, { userId: member.id, username: member.username })) }));
  } else if (what === 'pictures') {
    const { rows: photos } = await db.query<{ path: string; width: number | null; height: number | null }>(
      `select path, width, height from product_photos where id = any($1::bigint[]) order by id`,
      [ids.map(Number).filter(Number.isInteger)],
    );
    const documents = new DatabaseDocumentStore(db);
    // The demo's rendered bags, largest file of each, in turn: pictures that compress like photographs of bags.
    const media = join(process.env.TOTE_DIST_DIR ?? 'dist', 'site/media/bags');
    const sources = readdirSync(media).map((bag) => {
      const files = readdirSync(join(media, bag)).filter((f) => f.startsWith('front-'));
      return join(media, bag, files.sort((a, b) => parseInt(b.slice(6), 10) - parseInt(a.slice(6), 10))[0]);
    });
    let stored = 0;
    for (const [i, photo] of photos.entries()) {
      if (await documents.get(photo.path)) continue;
      const jpeg = await sharp(readFileSync(sources[i % sources.length]))
        .resize(photo.width ?? 1200, photo.height ?? 1500, { fit: 'cover' })
        .jpeg({ quality: 82 })
        .toBuffer();
      await documents.put(photo.path, new Uint8Array(jpeg), 'image/jpeg');
      stored += 1;
    }
    console.log(JSON.stringify({ photos: photos.length, stored }));
  } else {
    console.error('Say what: session, or pictures <photo id>…');
    process.exitCode = 2;
  }
} finally {
  await db.close();
}
