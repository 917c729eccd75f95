import { existsSync } from 'node:fs';
import { isProduction, SECRET_MIN_LENGTH } from './config';
import { PROVIDER_VARIABLES } from './config-provider-variables';
import { oneOf, value, whole, type ConfigVariable } from './config-rules';
import { trustedProxyList } from './net/ip-address';

/** The server itself: where it listens, its database, its secret, its sessions. */
const RUNTIME_VARIABLES: ConfigVariable[] = [
  { name: 'NODE_ENV', format: '`production` for the real club; anything else is demo mode', example: 'production', fallback: 'demo mode' },
  { name: 'PORT', format: 'a port number, 0–65535', example: '8080', fallback: '8080', check: whole(0, 65535) },
  { name: 'HOST', format: 'the address to listen on', example: '0.0.0.0', fallback: '127.0.0.1' },
  {
    name: 'PARTNER_PORT',
    format: 'a port number, or `off` (demo mode only: the partner demo page)',
    example: 'off',
    fallback: '8081 in demo mode',
    check: (raw) => (/^(off|0|false|no)$/i.test(raw) ? null : whole(1, 65535)(raw)),
  },
  { name: 'DATA_DIR', format: 'a folder the server may write', example: '/var/lib/tote', fallback: './data' },
  {
    name: 'DATABASE_URL',
    format: 'a PostgreSQL connection URL',
    example: 'postgres://tote:PASSWORD@db.internal:5432/tote',
    fallback: 'the embedded database in DATA_DIR (one process)',
    check: (raw) => (/^postgres(ql)?:\/\/./.test(raw) && URL.canParse(raw) ? null : 'must be a postgres:// URL'),
  },
  {
    name: 'TOTE_SECRET',
    format: `${SECRET_MIN_LENGTH} or more random characters, the same on every instance (\`TOTE_JWT_SECRET\` is read as its old name)`,
    example: '`openssl rand -hex 32`',
    fallback: 'generated into DATA_DIR (embedded demo only)',
    requiredWhen: (env) =>
      value(env, 'TOTE_JWT_SECRET') ? null : isProduction(env) ? 'production needs it' : value(env, 'DATABASE_URL') ? 'DATABASE_URL needs it' : null,
    check: (raw) => (raw.length < SECRET_MIN_LENGTH ? `is too short: use at least ${SECRET_MIN_LENGTH} random characters` : null),
  },
  { name: 'TOTE_DB_CONNECT_TIMEOUT_MS', format: 'milliseconds, 1 or more', example: '5000', fallback: '5000', check: whole(1) },
  { name: 'TOTE_DB_STATEMENT_TIMEOUT_MS', format: 'milliseconds (0: none)', example: '15000', fallback: '15000', check: whole(0) },
  { name: 'TOTE_DB_LOCK_TIMEOUT_MS', format: 'milliseconds (0: none)', example: '5000', fallback: '5000', check: whole(0) },
  { name: 'TOTE_DB_POOL_MAX', format: 'connections per instance, 2–1000', example: '10', fallback: '10', check: whole(2, 1000) },
  { name: 'TOTE_SHUTDOWN_TIMEOUT_MS', format: 'milliseconds', example: '10000', fallback: '10000', check: whole(0) },
  {
    name: 'TOTE_LOG_LEVEL',
    format: 'debug, info, warn, error or silent',
    example: 'info',
    fallback: 'info',
    check: oneOf(['debug', 'info', 'warn', 'error', 'silent']),
  },
  { name: 'TOTE_ACCESS_TOKEN_TTL', format: 'seconds', example: '3600', fallback: '3600', check: whole(1) },
  { name: 'TOTE_REFRESH_TOKEN_TTL', format: "seconds (a member's session)", example: '2592000', fallback: '2592000', check: whole(1) },
  {
    name: 'TOTE_OPERATOR_IDLE_SECONDS',
    format: "seconds without a back-office call after which an operator's session ends (sessions last at most 12 hours)",
    example: '7200',
    fallback: '7200',
    check: whole(60, 7 * 24 * 60 * 60),
  },
  {
    name: 'TOTE_ALLOWED_ORIGINS',
    format: 'partner origins, comma-separated',
    example: 'https://partner.example,https://shop.example',
    fallback: '—',
    check: (raw) => {
      const bad = raw
        .split(',')
        .map((s) => s.trim())
        .filter((s) => s && !(URL.canParse(s) && new URL(s).origin === s));
      return bad.length ? `must be origins like https://partner.example (not: ${bad.join(', ')})` : null;
    },
  },
  { name: 'TOTE_AUTO_APPROVE_SECONDS', format: 'seconds (demo mode only; 0: off)', example: '20', fallback: '20 in demo mode', check: whole(0) },
];

/** The club's money, texts, limits and keeping times. */
const CLUB_VARIABLES: ConfigVariable[] = [
  {
    name: 'TOTE_GST_RATE',
    format: 'GST percent on the rental, 0 to 28',
    example: '18',
    fallback: '18',
    check: (raw) => (/^\d+(\.\d+)?$/.test(raw) && Number(raw) <= 28 ? null : 'must be a percentage from 0 to 28, such as 18'),
  },
  {
    name: 'TOTE_GST_SAC',
    format: 'the six-digit services code on the invoice (rental of goods: 9973xx)',
    example: '997329',
    fallback: '997329',
    check: (raw) => (/^99\d{4}$/.test(raw) ? null : 'must be a six-digit services code starting 99, such as 997329'),
  },
  {
    name: 'TOTE_ERROR_MESSAGES',
    format: 'JSON: validation texts by field and rule',
    example: '{"mobile":{"required":"Enter your mobile number"}}',
    fallback: '—',
    check: (raw) => {
      try {
        const parsed: unknown = JSON.parse(raw);
        return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? null : 'must be a JSON object';
      } catch {
        return 'must be JSON';
      }
    },
  },
  {
    name: 'TOTE_EXTRA_NEWSLETTER_FILE',
    format: 'a JSON file of newsletters to publish at start',
    example: '/etc/tote/newsletters.json',
    fallback: '—',
    check: (raw) => (existsSync(raw) ? null : 'names no file'),
  },
  { name: 'TOTE_OTP_CLIENT_MAX', format: 'OTP sends per client (IPv4 address or IPv6 /64) in its window', example: '20', fallback: '20', check: whole(1) },
  { name: 'TOTE_OTP_CLIENT_WINDOW_SECONDS', format: 'seconds, up to 86400', example: '600', fallback: '600', check: whole(1, 86_400) },
  {
    name: 'TOTE_OTP_GLOBAL_MAX',
    format: "OTP sends to existing users' numbers (logins), all instances together",
    example: '500',
    fallback: '500',
    check: whole(1),
  },
  { name: 'TOTE_OTP_GLOBAL_WINDOW_SECONDS', format: 'seconds, up to 86400', example: '3600', fallback: '3600', check: whole(1, 86_400) },
  {
    name: 'TOTE_OTP_SIGNUP_MAX',
    format: 'OTP sends to numbers with no account yet (sign-ups), all instances together',
    example: '300',
    fallback: '300',
    check: whole(1),
  },
  { name: 'TOTE_OTP_SIGNUP_WINDOW_SECONDS', format: 'seconds, up to 86400', example: '3600', fallback: '3600', check: whole(1, 86_400) },
  { name: 'TOTE_OTP_OPERATOR_MAX', format: "OTP sends an hour to one operator's number", example: '30', fallback: '30', check: whole(1, 1000) },
  {
    name: 'TOTE_TRUSTED_PROXIES',
    format: 'load balancer addresses and CIDR ranges, comma-separated',
    example: '10.0.0.0/8',
    fallback: '—',
    check: (raw) => {
      try {
        trustedProxyList(
          raw
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean),
        );
        return null;
      } catch (error) {
        return (error as Error).message.replace(/^TOTE_TRUSTED_PROXIES: /, '');
      }
    },
  },
  {
    name: 'TOTE_CATALOGUE_CACHE',
    format: '`on` or `off` (off answers every catalogue call from the database: for measuring, npm run bench:large)',
    example: 'on',
    fallback: 'on',
    check: (raw) => (raw === 'on' || raw === 'off' ? null : 'must be on or off'),
  },
  { name: 'TOTE_HSTS_MAX_AGE', format: 'seconds (only when reached over HTTPS alone)', example: '31536000', fallback: '— (none)', check: whole(0) },
  {
    name: 'TOTE_ID_DOCUMENT_DAYS',
    format:
      "days identity document images are kept after the decision on the application (keep it equal to the club facts' idDocumentsKeptDays, which the privacy page quotes)",
    example: '30',
    fallback: 'idDocumentsKeptDays of src/config/club-facts.ts (30)',
    check: whole(0, 3650),
  },
  {
    name: 'TOTE_DELETION_DAYS',
    format: "days operators have to work a member's deletion request",
    example: '30',
    fallback: '30',
    check: whole(1, 365),
  },
  {
    name: 'TOTE_SHIPPING_LEAD_DAYS',
    format: 'days before a rental starts that its bag ships, 0–14 (booked later: ships that day)',
    example: '2',
    fallback: '2',
    check: whole(0, 14),
  },
  {
    name: 'TOTE_PAUSE_MIN_WEEKS',
    format: 'the shortest membership pause, whole weeks 1–52',
    example: '2',
    fallback: '2',
    check: whole(1, 52),
  },
  {
    name: 'TOTE_PAUSE_MAX_WEEKS',
    format: 'the longest membership pause, whole weeks up to 52, not less than TOTE_PAUSE_MIN_WEEKS',
    example: '8',
    fallback: '8',
    check: (raw, env) => whole(Number(value(env, 'TOTE_PAUSE_MIN_WEEKS')) || 1, 52)(raw),
  },
  {
    name: 'TOTE_PAUSES_PER_YEAR',
    format: 'pauses a member may start in one membership year, 0–12 (0: none)',
    example: '2',
    fallback: '2',
    check: whole(0, 12),
  },
  {
    name: 'TOTE_ALLOW_DEMO_FACTS',
    format: "`yes` lets production start with the demo club's legal facts (a trial, never the real club)",
    example: 'yes',
    fallback: 'production refuses the demo facts',
    check: oneOf(['yes', 'no']),
  },
];

/**
 * Every setting the server reads, as one table, in the order docs/operations.md
 * ("Configuration") documents them. Production checks the whole table before
 * anything starts and names every missing or malformed variable in one
 * message; `npm run admin -- check-config` prints the same table without
 * starting. A new setting is a new row in its part's table (and a line in the
 * docs): its format and example are what the operator reads when it is wrong.
 */
export const CONFIG_VARIABLES: ConfigVariable[] = [...RUNTIME_VARIABLES, ...PROVIDER_VARIABLES, ...CLUB_VARIABLES];
