/**
 * The server `npm run bench` measures, run as a child process so its CPU time is
 * its own: the real app (createApp) on a fresh database with the demo data. The code comes
 * from BENCH_ROOT (this checkout, or a baseline commit's worktree), so one
 * bench run can put a baseline beside the current code.
 *
 * Talks to the parent over IPC: sends { ready, port, ... } once listening, and
 * answers { cpu } with process.cpuUsage() in microseconds.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const root = resolve(process.env.BENCH_ROOT ?? '.');
const load = (path: string) => import(pathToFileURL(join(root, path)).href);

const { serve } = await import('@hono/node-server');
// Typed as this checkout's modules; a baseline's have the same exports.
const { createApp } = (await load('server/app.ts')) as typeof import('../../server/app');
const { testConfig } = (await load('server/config.ts')) as typeof import('../../server/config');
const { openDatabase } = (await load('server/db/database.ts')) as typeof import('../../server/db/database');
const { migrate } = (await load('server/db/migrate.ts')) as typeof import('../../server/db/migrate');
const { seedDemoData } = (await load('server/seed/seed-demo-data.ts')) as typeof import('../../server/seed/seed-demo-data');
const { signToken } = (await load('server/auth/tokens.ts')) as typeof import('../../server/auth/tokens');
const { ConsoleSmsSender } = (await load('server/sms/sms-sender.ts')) as typeof import('../../server/sms/sms-sender');

const dataDir = mkdtempSync(join(tmpdir(), 'tote-bench-'));
// PGlite in a data folder, as `npm start` runs it.
const db = await openDatabase({ databaseUrl: process.env.DATABASE_URL || undefined, dataDir: join(dataDir, 'db') });
await migrate(db);
await seedDemoData(db);

const extraBags = Number(process.env.BENCH_BAGS ?? 0);
if (extraBags > 0) await addBags(extraBags);

/**
 * A bigger catalogue for the query plans (--bags N): copies of the demo bags under
 * new urls, with the same attribute values, and a booking on every third copy.
 * Plain SQL on the shipped tables, so it works for the baseline too.
 */
async function addBags(count: number) {
  await db.query(
    `insert into products (title, url, brand, description, category, retail_price, colour_hex, created_at)
     select p.title, p.url || '-copy-' || g, p.brand, p.description, p.category, p.retail_price, p.colour_hex,
            p.created_at - make_interval(days => g)
     from generate_series(1, $1::int) g
     join (select *, row_number() over (order by id) - 1 as k from products) p on p.k = g % 42`,
    [count],
  );
  await db.query(
    `insert into product_attribute_values (product_id, attribute_value_id)
     select c.id, pav.attribute_value_id from products c
     join products o on o.url = regexp_replace(c.url, '-copy-[0-9]+$', '')
     join product_attribute_values pav on pav.product_id = o.id
     where c.url like '%-copy-%'`,
  );
  const user = await db.query<{ id: number }>("select id from users where username = '9000000008'");
  await db.query(
    `insert into bookings (product_id, user_id, start_date, return_date)
     select id, $1, current_date - 2 + (id % 5), current_date + 3 + (id % 5) from products where url like '%-copy-%' and id % 3 = 0`,
    [user.rows[0].id],
  );
}

const member = (await db.query<{ id: number; username: string }>("select id, username from users where username = '9000000002'")).rows[0];
const product = (await db.query<{ id: number; url: string }>('select id, url from products order by id limit 1 offset 3')).rows[0];

const config = testConfig({ dataDir });
const app = createApp({ db, config, sms: new ConsoleSmsSender(() => {}), now: () => new Date() });
const memberToken = await signToken(config, { userId: member.id, username: member.username }, 'access', new Date());

const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => {
  process.send?.({ ready: true, port: info.port, memberId: member.id, memberToken, productId: product.id, productUrl: product.url });
});

process.on('message', async (message: { cpu?: boolean; stop?: boolean }) => {
  if (message.cpu) {
    const usage = process.cpuUsage();
    process.send?.({ cpu: usage.user + usage.system, rss: process.memoryUsage().rss });
  }
  if (message.stop) {
    server.close();
    await db.close();
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  }
});
process.on('disconnect', () => process.exit(0));
