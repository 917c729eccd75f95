import { serve } from '@hono/node-server';
import { createApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/database';
import { migrate } from './db/migrate';
import { seedDemoData } from './seed/seed-demo-data';
import { chooseSmsSender } from './sms/choose-sms-sender';

const config = loadConfig();
const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const applied = await migrate(db);
if (applied.length) console.log(`[db] applied ${applied.join(', ')}`);
await seedDemoData(db);

const app = createApp({ db, config, sms: chooseSmsSender(), now: () => new Date() });
const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
  console.log(`Tote is running on http://${config.host}:${info.port} (${config.demo ? 'demo mode: OTPs are shown' : 'production'})`);
});

async function shutdown() {
  server.close();
  await db.close();
  process.exit(0);
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
