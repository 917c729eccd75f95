import { existsSync } from 'node:fs';
import { CLUB_FACTS } from '../src/config/club-facts';
import { ConfigError, intSetting, isProduction, SECRET_MIN_LENGTH } from './config';
import { trustedProxyList } from './net/ip-address';

// Longer than 250 lines on purpose: most of it is CONFIG_VARIABLES, one row per setting in the order the operations
// guide lists them; split by subject, the table would no longer read as the one list check-config prints.

/**
 * Every setting the server reads, as one table, in the order docs/operations.md
 * ("Configuration") documents them. Production checks the whole table before
 * anything starts and names every missing or malformed variable in one
 * message; `npm run admin -- check-config` prints the same table without
 * starting. A new setting is a new row here (and a line in the docs): its
 * format and example are what the operator reads when it is wrong.
 */
export interface ConfigVariable {
  name: string;
  /** What a good value looks like, in words. */
  format: string;
  /** A value that passes. */
  example: string;
  /** What applies when it is not set ("—": nothing). */
  fallback: string;
  /** Why it must be set in this environment, or null when it may be left out. */
  requiredWhen?: (env: NodeJS.ProcessEnv) => string | null;
  /** What is wrong with a given (non-blank) value, or null when it is good. */
  check?: (value: string, env: NodeJS.ProcessEnv) => string | null;
}

export interface ConfigProblem {
  name: string;
  problem: string;
  format: string;
  example: string;
}

const value = (env: NodeJS.ProcessEnv, name: string) => env[name]?.trim() ?? '';
const lower = (env: NodeJS.ProcessEnv, name: string) => value(env, name).toLowerCase();

/** A whole number within bounds (the same rule intSetting applies when the server reads it). */
const whole =
  (min: number, max = Number.MAX_SAFE_INTEGER) =>
  (raw: string) => {
    try {
      intSetting({ X: raw }, 'X', 0, min, max);
      return null;
    } catch {
      return `must be a whole number from ${min} to ${max}`;
    }
  };

const oneOf = (names: readonly string[]) => (raw: string) => (names.includes(raw.toLowerCase()) ? null : `must be one of ${names.join(', ')}`);

/** An http(s) address with nothing after the host (MSG91, Razorpay, Cashfree: the adapter adds the API paths). */
const hostUrl = (raw: string) => {
  const url = URL.canParse(raw) ? new URL(raw) : null;
  if (!url || !/^https?:$/.test(url.protocol)) return 'must be an http(s) address';
  if (url.pathname.replace(/\/+$/, '') !== '' || url.search || url.hash) return 'must be the host only, without a path (the API paths are added to it)';
  return null;
};

/** A full http(s) URL (Blue Dart: the servlet's own address, path included). */
const fullUrl = (raw: string) => {
  const url = URL.canParse(raw) ? new URL(raw) : null;
  if (!url || !/^https?:$/.test(url.protocol)) return 'must be an absolute http(s) URL';
  if (url.pathname === '/' || url.pathname === '') return "must be the servlet's full URL, path included";
  return null;
};

const whenChosen = (selector: string, choice: string, fallback?: (env: NodeJS.ProcessEnv) => string) => (env: NodeJS.ProcessEnv) =>
  (lower(env, selector) || fallback?.(env)) === choice ? `${selector}=${choice} needs it` : null;

/** The demo club's identity as shipped in src/config/club-facts.ts: production must not present it as its own. */
export const DEMO_CLUB_IDENTITY = { legalName: 'Tote Luxe Rentals Private Limited', gstin: '27AAKCT4182M1ZP', grievanceEmail: 'grievance@toteclub.in' };

export function clubFactsAreDemo(facts: { legalName: string; gstin: string | null; grievanceOfficer: { email: string } } = CLUB_FACTS): boolean {
  return (
    facts.legalName === DEMO_CLUB_IDENTITY.legalName ||
    facts.gstin === DEMO_CLUB_IDENTITY.gstin ||
    facts.grievanceOfficer.email === DEMO_CLUB_IDENTITY.grievanceEmail
  );
}

export const CONFIG_VARIABLES: ConfigVariable[] = [
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
  {
    name: 'TOTE_SMS_PROVIDER',
    format: '`msg91` (production), or `console` (demo mode: prints OTPs to the log)',
    example: 'msg91',
    fallback: 'console in demo mode',
    requiredWhen: (env) => (isProduction(env) ? 'production must send real SMS: set TOTE_SMS_PROVIDER=msg91' : null),
    check: (raw, env) =>
      isProduction(env) && raw.toLowerCase() !== 'msg91' ? 'production must send real SMS: set it to msg91' : oneOf(['msg91', 'console'])(raw),
  },
  {
    name: 'TOTE_MSG91_AUTH_KEY',
    format: "MSG91's auth key",
    example: '412345AbCdEf1234567890',
    fallback: '—',
    requiredWhen: whenChosen('TOTE_SMS_PROVIDER', 'msg91'),
  },
  {
    name: 'TOTE_MSG91_TEMPLATE_ID',
    format: 'the id of the approved Flow template (variables `otp` and `minutes`)',
    example: '65f1c0d2e3a4b5c6d7e8f901',
    fallback: '—',
    requiredWhen: whenChosen('TOTE_SMS_PROVIDER', 'msg91'),
  },
  { name: 'TOTE_MSG91_BASE_URL', format: 'a host, no path', example: 'https://control.msg91.com', fallback: 'https://control.msg91.com', check: hostUrl },
  {
    name: 'TOTE_AADHAAR_VERIFIER',
    format: '`manual`, `cashfree`, or `demo` (demo mode only)',
    example: 'manual',
    fallback: 'manual in production, demo otherwise',
    check: (raw, env) =>
      isProduction(env) && raw.toLowerCase() === 'demo' ? 'demo is for demo mode: use manual or cashfree' : oneOf(['manual', 'cashfree', 'demo'])(raw),
  },
  {
    name: 'TOTE_CASHFREE_CLIENT_ID',
    format: "Cashfree's client id",
    example: 'CF123456ABCDEF',
    fallback: '—',
    requiredWhen: whenChosen('TOTE_AADHAAR_VERIFIER', 'cashfree'),
  },
  {
    name: 'TOTE_CASHFREE_CLIENT_SECRET',
    format: "Cashfree's client secret",
    example: 'cfsk_ma_prod_…',
    fallback: '—',
    requiredWhen: whenChosen('TOTE_AADHAAR_VERIFIER', 'cashfree'),
  },
  { name: 'TOTE_CASHFREE_BASE_URL', format: 'a host, no path', example: 'https://api.cashfree.com', fallback: 'https://api.cashfree.com', check: hostUrl },
  { name: 'TOTE_DOCUMENT_STORE', format: '`database` or `s3`', example: 's3', fallback: 'database', check: oneOf(['database', 's3']) },
  {
    name: 'TOTE_S3_ENDPOINT',
    format: "the bucket service's address",
    example: 'https://s3.ap-south-1.amazonaws.com',
    fallback: '—',
    requiredWhen: whenChosen('TOTE_DOCUMENT_STORE', 's3'),
  },
  { name: 'TOTE_S3_BUCKET', format: 'a private bucket', example: 'tote-documents', fallback: '—', requiredWhen: whenChosen('TOTE_DOCUMENT_STORE', 's3') },
  { name: 'TOTE_S3_REGION', format: "the bucket's region", example: 'ap-south-1', fallback: 'us-east-1' },
  { name: 'TOTE_S3_ACCESS_KEY_ID', format: 'an access key id', example: 'AKIA…', fallback: '—', requiredWhen: whenChosen('TOTE_DOCUMENT_STORE', 's3') },
  { name: 'TOTE_S3_SECRET_ACCESS_KEY', format: 'its secret', example: '…', fallback: '—', requiredWhen: whenChosen('TOTE_DOCUMENT_STORE', 's3') },
  {
    name: 'TOTE_PAYMENT_GATEWAY',
    format: '`razorpay`, `manual` (UPI or bank transfer, marked received by an operator), or `demo` (takes no money)',
    example: 'razorpay',
    fallback: 'demo in demo mode',
    requiredWhen: (env) => (isProduction(env) ? 'production needs a payment gateway (razorpay, or manual until the contract exists)' : null),
    check: oneOf(['razorpay', 'manual', 'demo']),
  },
  {
    name: 'TOTE_MANUAL_PAY_UPI_ID',
    format: "the club's UPI id (this or a bank account)",
    example: 'toteluxe@icici',
    fallback: '—',
    requiredWhen: (env) =>
      lower(env, 'TOTE_PAYMENT_GATEWAY') === 'manual' && !value(env, 'TOTE_MANUAL_PAY_ACCOUNT_NUMBER')
        ? 'TOTE_PAYMENT_GATEWAY=manual needs a UPI id or a bank account'
        : null,
  },
  { name: 'TOTE_MANUAL_PAY_ACCOUNT_NUMBER', format: "the club's bank account number", example: '50200012345678', fallback: '—' },
  {
    name: 'TOTE_MANUAL_PAY_IFSC',
    format: "the account's IFSC (4 letters, 0, 6 letters or digits)",
    example: 'HDFC0000123',
    fallback: '—',
    requiredWhen: (env) =>
      lower(env, 'TOTE_PAYMENT_GATEWAY') === 'manual' && value(env, 'TOTE_MANUAL_PAY_ACCOUNT_NUMBER') ? 'a bank account needs its IFSC' : null,
    check: (raw) => (/^[A-Z]{4}0[A-Z0-9]{6}$/i.test(raw) ? null : 'must be an IFSC such as HDFC0000123'),
  },
  { name: 'TOTE_MANUAL_PAY_ACCOUNT_NAME', format: "the account holder's name", example: 'Tote Luxe Rentals Pvt Ltd', fallback: "the club's legal name" },
  { name: 'TOTE_MANUAL_PAY_BANK_NAME', format: "the bank's name", example: 'HDFC Bank', fallback: '—' },
  {
    name: 'TOTE_RAZORPAY_KEY_ID',
    format: "Razorpay's key id",
    example: 'rzp_live_AbCdEf123456',
    fallback: '—',
    requiredWhen: whenChosen('TOTE_PAYMENT_GATEWAY', 'razorpay'),
  },
  { name: 'TOTE_RAZORPAY_KEY_SECRET', format: 'its secret', example: '…', fallback: '—', requiredWhen: whenChosen('TOTE_PAYMENT_GATEWAY', 'razorpay') },
  { name: 'TOTE_RAZORPAY_BASE_URL', format: 'a host, no path', example: 'https://api.razorpay.com', fallback: 'https://api.razorpay.com', check: hostUrl },
  {
    name: 'TOTE_PUBLIC_URL',
    format: "the site's http(s) address, no query or fragment",
    example: 'https://tote.example',
    fallback: '—',
    requiredWhen: whenChosen('TOTE_PAYMENT_GATEWAY', 'razorpay'),
    check: (raw) => {
      const url = URL.canParse(raw) ? new URL(raw) : null;
      return url && /^https?:$/.test(url.protocol) && !url.search && !url.hash ? null : "must be the site's http(s) address, such as https://tote.example";
    },
  },
  {
    name: 'TOTE_COURIER',
    format: '`bluedart`, `manual` (operators type the waybill and a tracking link), or `demo` (invented tracking)',
    example: 'bluedart',
    fallback: 'demo in demo mode',
    requiredWhen: (env) => (isProduction(env) ? 'production needs real shipment tracking (bluedart, or manual until the contract exists)' : null),
    check: oneOf(['bluedart', 'manual', 'demo']),
  },
  {
    name: 'TOTE_BLUEDART_LOGIN_ID',
    format: 'the Blue Dart login id',
    example: 'BOM12345',
    fallback: '—',
    requiredWhen: whenChosen('TOTE_COURIER', 'bluedart'),
  },
  { name: 'TOTE_BLUEDART_LICENCE_KEY', format: 'its licence key', example: '…', fallback: '—', requiredWhen: whenChosen('TOTE_COURIER', 'bluedart') },
  {
    name: 'TOTE_BLUEDART_BASE_URL',
    format: "the tracking servlet's full URL",
    example: 'https://api.bluedart.com/servlet/RoutingServlet',
    fallback: 'https://api.bluedart.com/servlet/RoutingServlet',
    check: fullUrl,
  },
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

/** The club's facts as a row of the check: production refuses the demo club's. */
function clubFactsProblem(env: NodeJS.ProcessEnv): ConfigProblem | null {
  if (!isProduction(env) || !clubFactsAreDemo() || lower(env, 'TOTE_ALLOW_DEMO_FACTS') === 'yes') return null;
  return {
    name: 'club facts',
    problem:
      "src/config/club-facts.ts still holds the demo club's legal facts (company, GSTIN, Grievance Officer): put in your own and rebuild (npm run build)",
    format: "your company's legal name, CIN, GSTIN, registered office and Grievance Officer",
    example: 'see docs/operations.md, "Configuration"',
  };
}

/** Every missing or malformed setting, in the table's order (empty: the server may start). */
export function checkConfig(env: NodeJS.ProcessEnv = process.env): ConfigProblem[] {
  const problems: ConfigProblem[] = [];
  for (const variable of CONFIG_VARIABLES) {
    const raw = value(env, variable.name);
    const problem = raw ? variable.check?.(raw, env) : variable.requiredWhen?.(env) ? `missing: ${variable.requiredWhen(env)}` : null;
    if (problem)
      problems.push({
        name: variable.name,
        problem: raw ? `${problem} (got "${shown(variable.name, raw)}")` : problem,
        format: variable.format,
        example: variable.example,
      });
  }
  const facts = clubFactsProblem(env);
  if (facts) problems.push(facts);
  return problems;
}

/** A secret's value is never echoed back: only that it was given. */
const shown = (name: string, raw: string) => (/SECRET|KEY|PASSWORD|AUTH/.test(name) ? '…' : name === 'DATABASE_URL' ? raw.replace(/\/\/[^@/]*@/, '//…@') : raw);

/** The message production stops with: every problem on its own lines, with the format and an example. */
export function describeProblems(problems: ConfigProblem[]): string {
  const lines = [
    `Tote cannot start: ${problems.length} setting${problems.length === 1 ? ' is' : 's are'} missing or malformed (docs/operations.md, "Configuration"):`,
  ];
  for (const p of problems) lines.push(`  ${p.name}: ${p.problem}.`, `      format: ${p.format}; e.g. ${p.example}`);
  return lines.join('\n');
}

/** `npm run admin -- check-config`: every variable with its state, then the problems; secrets are shown as set, never their value. */
export function configTable(env: NodeJS.ProcessEnv = process.env): { lines: string[]; problems: ConfigProblem[] } {
  const problems = checkConfig(env);
  const bad = new Set(problems.map((p) => p.name));
  const width = Math.max(...CONFIG_VARIABLES.map((v) => v.name.length));
  const lines = [`${'variable'.padEnd(width)}  state`];
  for (const variable of CONFIG_VARIABLES) {
    const raw = value(env, variable.name);
    const state = bad.has(variable.name) ? (raw ? 'MALFORMED' : 'MISSING') : raw ? `set: ${shown(variable.name, raw)}` : `not set (${variable.fallback})`;
    lines.push(`${variable.name.padEnd(width)}  ${state}`);
  }
  lines.push('');
  lines.push(
    problems.length ? describeProblems(problems).replace('Tote cannot start', 'The server would not start') : 'Every setting is good: the server can start.',
  );
  return { lines, problems };
}

/** For main.ts and the admin command: throws one ConfigError naming every problem. */
export function assertConfig(env: NodeJS.ProcessEnv = process.env): void {
  const problems = checkConfig(env);
  if (problems.length) throw new ConfigError(describeProblems(problems));
}
