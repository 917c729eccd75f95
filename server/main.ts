import { ConfigError, intSetting, loadConfig } from './config';
import { assertConfig, clubFactsAreDemo } from './config-check';
import { FolderLockedError, lockDataFolder } from './db/folder-lock';
import { log } from './log/logger';
import { chooseSmsSender } from './sms/choose-sms-sender';
import { chooseCourier } from './courier/choose-courier';

/** A setting or a resource the server cannot start without: say what, plainly, and exit 1. */
function refuse(message: string): never {
  log.fatal(message);
  process.exit(1);
}

let config: ReturnType<typeof loadConfig>;
let shutdownTimeoutMs: number;
let sms: ReturnType<typeof chooseSmsSender>;
let courier: ReturnType<typeof chooseCourier>;
try {
  // Every setting is checked first, so one start names everything that is missing or malformed.
  assertConfig();
  config = loadConfig();
  shutdownTimeoutMs = intSetting(process.env, 'TOTE_SHUTDOWN_TIMEOUT_MS', 10_000, 0);
  sms = chooseSmsSender();
  courier = chooseCourier();
} catch (error) {
  if (error instanceof ConfigError) refuse(error.message);
  throw error;
}

if (!config.demo && clubFactsAreDemo()) log.warn("TOTE_ALLOW_DEMO_FACTS=yes: this production server presents the demo club's legal facts (a trial only).");

// The embedded database belongs to one process: a second server on the same folder stops here.
let releaseFolder = () => {};
if (!config.databaseUrl) {
  try {
    releaseFolder = lockDataFolder(config.dataDir);
  } catch (error) {
    if (error instanceof FolderLockedError) refuse(error.message);
    throw error;
  }
}

// The database opens (PGlite: compiling its WebAssembly, reading the folder) while the app's modules load.
const opening = import('./db/database').then(({ openDatabase }) =>
  openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    settings: config.database,
    onIdleError: (err) =>
      log.warn({ err: { message: err.message, code: (err as { code?: string }).code } }, 'database connection lost; the pool reconnects on the next query'),
  }),
);

// The rest is loaded once the settings are known good: a refused start says so at once.
const [
  { serve },
  { createApp },
  { autoApproveSeconds, startAutoApproval },
  { chooseAadhaarVerifier },
  { loadExtraNewsletters },
  { scheduleReturnDueReminders },
  { partnerDemoOrigins, partnerDemoPort, startPartnerDemo },
  { choosePaymentGateway },
  { prepareDatabase },
  { chooseDocumentStore },
] = await Promise.all([
  import('@hono/node-server'),
  import('./app'),
  import('./applications/auto-approve'),
  import('./applications/aadhaar-verifier'),
  import('./newsletters/load-extra-newsletters'),
  import('./notifications/return-due-reminders'),
  import('./partner/partner-demo'),
  import('./payments/choose-payment-gateway'),
  import('./seed/prepare-database'),
  import('./uploads/document-store'),
]);
const db = await opening;

let services;
try {
  services = {
    sms,
    payments: choosePaymentGateway(db),
    aadhaar: chooseAadhaarVerifier(db, config.keys, process.env),
    documents: chooseDocumentStore(db),
    courier,
  };
} catch (error) {
  if (error instanceof ConfigError) refuse(error.message);
  throw error;
}
// The manual modes are allowed in production: whoever reads the start log is told plainly what they mean.
if (services.payments.manual)
  log.info('Payments by hand (TOTE_PAYMENT_GATEWAY=manual): members pay by UPI or bank transfer; confirm each in Back office, Payments.');
if (services.courier.name === 'manual') log.info("Shipping by hand (TOTE_COURIER=manual): type the waybill and the courier's tracking link when a bag ships.");

try {
  const applied = await prepareDatabase(db, { demo: config.demo });
  if (applied.length) log.info({ migrations: applied }, `applied ${applied.length} migration(s)`);
  await loadExtraNewsletters(db, process.env.TOTE_EXTRA_NEWSLETTER_FILE);
} catch (error) {
  refuse(`The database is not ready (${(error as Error).message}). Check DATABASE_URL and that PostgreSQL is running; nothing was served.`);
}

// Start-up's garbage (migrations, seeds, module compilation) goes now, not after minutes of idling.
const { collectGarbage } = await import('./collect-garbage');
collectGarbage();

// Demo mode: the partner demo page (another origin) may call the API.
const partnerPort = config.demo ? partnerDemoPort(process.env.PARTNER_PORT) : null;
if (partnerPort) config.allowedOrigins.push(...partnerDemoOrigins(config.host, partnerPort));

// Ready only at the end of this file: the jobs below load on demand, and a SIGTERM before the handlers at the
// end would kill the process without closing the pool.
const lifecycle = { draining: false, starting: true };
const app = createApp({ db, config, now: () => new Date(), log, lifecycle, ...services });
const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
  log.info(`Tote is running on http://${config.host}:${info.port} (${config.demo ? 'demo mode: OTPs are shown' : 'production'})`);
});
const siteHost = config.host === '0.0.0.0' ? '127.0.0.1' : config.host;
const partnerDemo = partnerPort
  ? startPartnerDemo({ distDir: config.distDir, host: config.host, port: partnerPort, siteOrigin: `http://${siteHost}:${config.port}` })
  : null;

// Hourly: members whose booking ends tomorrow get a return-due notification (once per booking).
const stopReminders = scheduleReturnDueReminders(db);
// Hourly: members whose membership pause ran its course are told it runs again (once per pause).
const stopPauseNotices = (await import('./memberships/pause-end-notices')).schedulePauseEndNotices(db);
// Hourly: identity document images past TOTE_ID_DOCUMENT_DAYS after the decision are deleted (each by one instance).
const { scheduleDocumentRetention } = await import('./privacy/document-retention');
const stopRetention = scheduleDocumentRetention(db, services.documents, config.idDocumentDays);
// Every half minute: queued SMS and e-mail messages are handed out (each by one instance), by SMTP and MSG91 as
// configured; a channel without a provider (demo mode) keeps its messages in the outbox, marked demo.
const messaging = await import('./messages/choose-message-senders');
let messageSenders: ReturnType<typeof messaging.chooseMessageSenders>;
try {
  const siteUrl = messaging.messageSiteUrl(process.env, config.port);
  messageSenders = messaging.chooseMessageSenders(process.env, { siteUrl, unsubscribeKey: config.keys.unsubscribe });
} catch (error) {
  if (error instanceof ConfigError) refuse(error.message);
  throw error;
}
if (!messageSenders.email) log[config.demo ? 'info' : 'warn']('No TOTE_SMTP_HOST: e-mails to members stay in the outbox (Back office, Outbox), unsent.');
if (messageSenders.sms) {
  const missing = messaging.kindsWithoutSmsTemplate(messaging.parseSmsTemplates(process.env.TOTE_MSG91_MESSAGE_TEMPLATES));
  if (missing.length) log.warn({ kinds: missing }, 'No DLT template for these kinds in TOTE_MSG91_MESSAGE_TEMPLATES: their SMS are not sent.');
}
const stopMessages = (await import('./messages/send-messages')).scheduleMessageSender(db, messageSenders);
// Every half hour: the courier's news of parcels on their way (out for delivery, delivered), told once per booking.
const stopCourierSweep = (await import('./courier/courier-status')).scheduleCourierStatusSweep(db, services.courier);
// Hourly: "membership ends in 7 days" and "membership ended" (once per membership and last day, across instances).
const stopMembershipMessages = (await import('./notifications/membership-ending')).scheduleMembershipEndingMessages(db);
// Bookings are returned when an operator checks the bag in, not by a timer: no settlement runs here.
// Demo mode: PENDING applications are approved after TOTE_AUTO_APPROVE_SECONDS (default 20).
const stopAutoApproval = startAutoApproval(db, autoApproveSeconds(process.env, config.demo));
// A hosted gateway (Razorpay): payments whose member never came back to the site are settled from its books.
const stopPaymentSweep = services.payments.hosted
  ? (await import('./payments/payment-sweep')).schedulePaymentSweep({ db, config, sms, now: () => new Date(), log, payments: services.payments })
  : async () => {};

/**
 * SIGTERM (an orchestrator, a deploy) or SIGINT (Ctrl-C): /readyz turns 503
 * at once, the server stops accepting connections and finishes the requests
 * in flight (up to TOTE_SHUTDOWN_TIMEOUT_MS), the timers stop, then the pool
 * closes. A second signal exits at once.
 */
let stopping = false;
async function shutdown(signal: string) {
  if (stopping) process.exit(1);
  stopping = true;
  lifecycle.draining = true;
  log.info({ signal }, 'shutting down: finishing requests in flight');
  const forced = setTimeout(() => {
    log.warn('requests still running at the shutdown deadline: closing them');
    (server as import('node:http').Server).closeAllConnections();
  }, shutdownTimeoutMs);
  forced.unref();
  partnerDemo?.close();
  await Promise.all([
    new Promise<void>((resolve) => server.close(() => resolve())),
    stopReminders(),
    stopPauseNotices(),
    stopAutoApproval(),
    stopPaymentSweep(),
    stopRetention(),
    stopMessages(),
    stopMembershipMessages(),
    stopCourierSweep(),
  ]);
  clearTimeout(forced);
  await db.close().catch((err: Error) => log.warn({ err: { message: err.message } }, 'closing the database failed'));
  releaseFolder();
  log.info('stopped');
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
lifecycle.starting = false;
