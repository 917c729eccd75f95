import { serve } from '@hono/node-server';
import { createApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/database';
import { migrate } from './db/migrate';
import { seedDemoData } from './seed/seed-demo-data';
import { loadExtraNewsletters } from './newsletters/load-extra-newsletters';
import { scheduleReturnDueReminders } from './notifications/return-due-reminders';
import { scheduleSettlement } from './bookings/settle-returns';
import { chooseSmsSender } from './sms/choose-sms-sender';
import { partnerDemoOrigins, partnerDemoPort, startPartnerDemo } from './partner/partner-demo';
import { autoApproveSeconds, startAutoApproval } from './applications/auto-approve';
import { choosePaymentGateway } from './payments/choose-payment-gateway';

const config = loadConfig();
const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const applied = await migrate(db);
if (applied.length) console.log(`[db] applied ${applied.join(', ')}`);
await seedDemoData(db);
await loadExtraNewsletters(db, process.env.TOTE_EXTRA_NEWSLETTER_FILE);

// Demo mode: the partner demo page (another origin) may call the API.
const partnerPort = partnerDemoPort(process.env.PARTNER_PORT);
if (config.demo && partnerPort) config.allowedOrigins.push(...partnerDemoOrigins(config.host, partnerPort));

const app = createApp({ db, config, sms: chooseSmsSender(), now: () => new Date(), payments: choosePaymentGateway() });
const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
  console.log(`Tote is running on http://${config.host}:${info.port} (${config.demo ? 'demo mode: OTPs are shown' : 'production'})`);
});
const siteHost = config.host === '0.0.0.0' ? '127.0.0.1' : config.host;
const partnerDemo = partnerPort
  ? startPartnerDemo({ distDir: config.distDir, host: config.host, port: partnerPort, siteOrigin: `http://${siteHost}:${config.port}` })
  : null;

// Hourly: members whose booking ends tomorrow get a return-due notification (once per booking).
const stopReminders = scheduleReturnDueReminders(db);
// Every minute: ended bookings are returned and their bags' first waiters told (not on catalogue reads).
const stopSettlement = scheduleSettlement({ db, now: () => new Date() });
// Demo mode: PENDING applications are approved after TOTE_AUTO_APPROVE_SECONDS (default 20).
const stopAutoApproval = startAutoApproval(db, autoApproveSeconds(process.env, config.demo));

async function shutdown() {
  stopReminders();
  stopSettlement();
  stopAutoApproval();
  partnerDemo?.close();
  server.close();
  await db.close();
  process.exit(0);
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
