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
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import sharp from 'sharp';
import { issueTokens } from '../../server/auth/tokens';
import { DEFAULT_DATABASE_SETTINGS, loadConfig, type ServerConfig } from '../../server/config';
import type { Database } from '../../server/db/database';
import { openPostgres } from '../../server/db/postgres-database';
import { DatabaseDocumentStore } from '../../server/uploads/document-store';

/** The busy ACTIVE member bench:large calls as, and a pair of tokens for them signed with the server's keys. */
export async function busyMemberSession(db: Database, config: ServerConfig) {
  const {
    rows: [member],
  } = await db.query<{ id: number; username: string }>(
    `select u.id, u.username from users u where u.status_code = 'ACTIVE' and u.username like '7%'
     and exists (select 1 from bookings b where b.user_id = u.id) order by u.id limit 1`,
  );
  if (!member) throw new Error('no ACTIVE member with bookings: is this a club of npm run seed:large?');
  return { userId: member.id, username: member.username, ...(await issueTokens(config, { userId: member.id, username: member.username })) };
}

/** A JPEG of each photo's recorded size for those of `photoIds` that have no file yet, drawn from `sources` in turn. */
export async function storePhotoPictures(db: Database, photoIds: number[], sources: Buffer[]) {
  const { rows: photos } = await db.query<{ path: string; width: number | null; height: number | null }>(
    'select path, width, height from product_photos where id = any($1::bigint[]) order by id',
    [photoIds.filter(Number.isInteger)],
  );
  const documents = new DatabaseDocumentStore(db);
  let stored = 0;
  for (const [i, photo] of photos.entries()) {
    if (await documents.get(photo.path)) continue;
    const jpeg = await sharp(sources[i % sources.length])
      .resize(photo.width ?? 1200, photo.height ?? 1500, { fit: 'cover' })
      .jpeg({ quality: 82 })
      .toBuffer();
    await documents.put(photo.path, new Uint8Array(jpeg), 'image/jpeg');
    stored += 1;
  }
  return { photos: photos.length, stored };
}

/** The demo's rendered bags, the largest front picture of each: they compress like photographs of bags. */
function demoBagPictures(distDir: string): Buffer[] {
  const media = join(distDir, 'site/media/bags');
  return readdirSync(media).map((bag) => {
    const fronts = readdirSync(join(media, bag)).filter((f) => f.startsWith('front-'));
    return readFileSync(join(media, bag, fronts.sort((a, b) => parseInt(b.slice(6), 10) - parseInt(a.slice(6), 10))[0]));
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
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
      console.log(JSON.stringify(await busyMemberSession(db, loadConfig({ TOTE_SECRET: secret, DATA_DIR: tmpdir(), NODE_ENV: 'production' }))));
    } else if (what === 'pictures') {
      console.log(JSON.stringify(await storePhotoPictures(db, ids.map(Number), demoBagPictures(process.env.TOTE_DIST_DIR ?? 'dist'))));
    } else {
      console.error('Say what: session, or pictures <photo id>…');
      process.exitCode = 2;
    }
  } finally {
    await db.close();
  }
}
