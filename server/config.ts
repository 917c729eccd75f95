import { hkdfSync, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { CLUB_FACTS } from '../src/config/club-facts';
import { loadPauseRules, type PauseRules } from './memberships/pause-rules';
import type { OtpSendLimits } from './otp/otp-limits';
import type { GstSettings } from './money/gst-settings';
import { ConfigError, gstSettings, intSetting, loadOtpSendLimits, onOff, parseTrustedProxies } from './setting-readers';

export { ConfigError, intSetting };

/**
 * Keys derived from the one server secret (TOTE_SECRET), one per purpose, so a
 * key leaked or misused in one place (an invoice link, say) never signs a login.
 */
export interface ServerKeys {
  /** Access and refresh tokens (HS256). */
  tokens: Uint8Array;
  /** The keyed hash of one-time passwords. */
  otp: Uint8Array;
  /** Invoice download links. */
  invoiceLinks: Uint8Array;
  /** The keyed hash of Aadhaar numbers (to match a number typed twice without keeping it). */
  aadhaar: Uint8Array;
  /** The one-click unsubscribe links in e-mails. */
  unsubscribe: Uint8Array;
}

/** PostgreSQL client settings (DATABASE_URL only): every wait is bounded, so a fault answers 503 instead of hanging. */
export interface DatabaseSettings {
  /** TOTE_DB_CONNECT_TIMEOUT_MS: how long to wait for a connection (new or from the pool). */
  connectTimeoutMs: number;
  /** TOTE_DB_STATEMENT_TIMEOUT_MS: PostgreSQL's statement_timeout. */
  statementTimeoutMs: number;
  /** TOTE_DB_LOCK_TIMEOUT_MS: PostgreSQL's lock_timeout (one locked row must not freeze the instance). */
  lockTimeoutMs: number;
  /** TOTE_DB_POOL_MAX: connections per instance. */
  poolMax: number;
}

export interface ServerConfig {
  port: number;
  host: string;
  /** Embedded database and server secrets live here (default ./data). */
  dataDir: string;
  databaseUrl?: string;
  /** Demo mode: send-otp returns data.otp and the OTP is logged. Off when NODE_ENV=production. */
  demo: boolean;
  keys: ServerKeys;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  /** TOTE_OPERATOR_IDLE_SECONDS: an operator with no back-office call for this long is logged out. */
  operatorIdleSeconds: number;
  /** Folder served at / (the built site) and /widgets/. */
  distDir: string;
  /** Partner origins allowed to call the API cross-origin (comma-separated TOTE_ALLOWED_ORIGINS). */
  allowedOrigins: string[];
  /** OTP sends per client address and in total (TOTE_OTP_*), counted in the database. */
  otpSendLimits: OtpSendLimits;
  /** Proxies whose X-Forwarded-For is believed for the client address (TOTE_TRUSTED_PROXIES). */
  trustedProxies: string[];
  database: DatabaseSettings;
  /** TOTE_ID_DOCUMENT_DAYS: identity document images are deleted this many days after the decision on the application. */
  idDocumentDays: number;
  /** TOTE_DELETION_DAYS: operators work a member's deletion request within this many days. */
  deletionDays: number;
  /** TOTE_SHIPPING_LEAD_DAYS: a bag leaves this many days before its rental starts (DEFAULT_SHIPPING_LEAD_DAYS when absent). */
  shippingLeadDays?: number;
  /** Strict-Transport-Security max-age (TOTE_HSTS_MAX_AGE, seconds) when the server is reached over HTTPS only; 0: none. */
  hstsMaxAge: number;
  /** TOTE_GST_RATE and TOTE_GST_SAC (server/money/gst-settings.ts); the defaults when absent. */
  gst?: GstSettings;
  /** TOTE_PAUSE_MIN_WEEKS, TOTE_PAUSE_MAX_WEEKS, TOTE_PAUSES_PER_YEAR; DEFAULT_PAUSE_RULES when absent. */
  pauseRules?: PauseRules;
  /**
   * TOTE_CATALOGUE_CACHE=off: every catalogue call is answered from the database (server/http/catalogue-cache.ts).
   * For measuring the queries the cache would hide (npm run bench:large); on unless set.
   */
  catalogueCacheOff?: boolean;
}

export const SECRET_MIN_LENGTH = 32;

/** Two hours without a back-office call end an operator's session (a lunch break, not a working day). */
export const DEFAULT_OPERATOR_IDLE_SECONDS = 2 * 60 * 60;

/** Days a bag takes from the club to a member anywhere in India, so it arrives by the rental's first day. */
export const DEFAULT_SHIPPING_LEAD_DAYS = 2;

export const DEFAULT_DATABASE_SETTINGS: DatabaseSettings = { connectTimeoutMs: 5000, statementTimeoutMs: 15_000, lockTimeoutMs: 5000, poolMax: 10 };

/** One key per purpose from the secret (HKDF-SHA256; the info string names the purpose). */
export function deriveKeys(secret: string): ServerKeys {
  const key = (purpose: string) => new Uint8Array(hkdfSync('sha256', secret, 'tote', `tote ${purpose} v1`, 32));
  return { tokens: key('tokens'), otp: key('otp'), invoiceLinks: key('invoice-links'), aadhaar: key('aadhaar'), unsubscribe: key('unsubscribe') };
}

/**
 * The server secret: TOTE_SECRET (TOTE_JWT_SECRET is read as its older name).
 * Several instances must share it, so with DATABASE_URL or in production it is
 * required; only the embedded demo keeps one generated in the data folder.
 */
function loadSecret(env: NodeJS.ProcessEnv, dataDir: string, mustBeGiven: boolean): string {
  const given = (env.TOTE_SECRET ?? env.TOTE_JWT_SECRET ?? '').trim();
  if (given) {
    if (given.length < SECRET_MIN_LENGTH) {
      throw new ConfigError(`TOTE_SECRET is too short: use at least ${SECRET_MIN_LENGTH} random characters (e.g. \`openssl rand -hex 32\`).`);
    }
    return given;
  }
  if (mustBeGiven) {
    throw new ConfigError(
      'TOTE_SECRET is not set. With DATABASE_URL or NODE_ENV=production every instance must share one secret: ' +
        'set TOTE_SECRET to the same value of at least 32 random characters on each (e.g. `openssl rand -hex 32`).',
    );
  }
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, 'jwt-secret');
  if (!existsSync(file)) writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600 });
  return readFileSync(file, 'utf8').trim();
}

export function isProduction(env: NodeJS.ProcessEnv): boolean {
  return env.NODE_ENV === 'production';
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const dataDir = resolve(env.DATA_DIR ?? 'data');
  const databaseUrl = env.DATABASE_URL?.trim() || undefined;
  const production = isProduction(env);
  return {
    port: intSetting(env, 'PORT', 8080, 0, 65535),
    host: env.HOST ?? '127.0.0.1',
    dataDir,
    databaseUrl,
    demo: !production,
    keys: deriveKeys(loadSecret(env, dataDir, production || databaseUrl !== undefined)),
    accessTokenTtlSeconds: intSetting(env, 'TOTE_ACCESS_TOKEN_TTL', 60 * 60, 1),
    refreshTokenTtlSeconds: intSetting(env, 'TOTE_REFRESH_TOKEN_TTL', 30 * 24 * 60 * 60, 1),
    operatorIdleSeconds: intSetting(env, 'TOTE_OPERATOR_IDLE_SECONDS', DEFAULT_OPERATOR_IDLE_SECONDS, 60, 7 * 24 * 60 * 60),
    distDir: resolve(env.TOTE_DIST_DIR ?? 'dist'),
    allowedOrigins: (env.TOTE_ALLOWED_ORIGINS ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    otpSendLimits: loadOtpSendLimits(env),
    trustedProxies: parseTrustedProxies(env.TOTE_TRUSTED_PROXIES),
    database: {
      connectTimeoutMs: intSetting(env, 'TOTE_DB_CONNECT_TIMEOUT_MS', DEFAULT_DATABASE_SETTINGS.connectTimeoutMs, 1),
      statementTimeoutMs: intSetting(env, 'TOTE_DB_STATEMENT_TIMEOUT_MS', DEFAULT_DATABASE_SETTINGS.statementTimeoutMs, 0),
      lockTimeoutMs: intSetting(env, 'TOTE_DB_LOCK_TIMEOUT_MS', DEFAULT_DATABASE_SETTINGS.lockTimeoutMs, 0),
      // Two at least: start-up holds one for the migration lock while migrating on another.
      poolMax: intSetting(env, 'TOTE_DB_POOL_MAX', DEFAULT_DATABASE_SETTINGS.poolMax, 2, 1000),
    },
    hstsMaxAge: intSetting(env, 'TOTE_HSTS_MAX_AGE', 0, 0),
    idDocumentDays: intSetting(env, 'TOTE_ID_DOCUMENT_DAYS', CLUB_FACTS.policy.idDocumentsKeptDays, 0, 3650),
    deletionDays: intSetting(env, 'TOTE_DELETION_DAYS', 30, 1, 365),
    shippingLeadDays: intSetting(env, 'TOTE_SHIPPING_LEAD_DAYS', DEFAULT_SHIPPING_LEAD_DAYS, 0, 14),
    gst: gstSettings(env),
    pauseRules: loadPauseRules((name, fallback, min, max) => intSetting(env, name, fallback, min, max)),
    catalogueCacheOff: onOff(env, 'TOTE_CATALOGUE_CACHE', true) === false,
  };
}

const TEST_KEYS = deriveKeys('test-secret-test-secret-test-secret');

/** A config for tests: in-memory database, fixed secret, demo on. */
export function testConfig(overrides: Partial<ServerConfig> = {}): ServerConfig {
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir: '',
    demo: true,
    keys: TEST_KEYS,
    accessTokenTtlSeconds: 3600,
    refreshTokenTtlSeconds: 86400,
    operatorIdleSeconds: DEFAULT_OPERATOR_IDLE_SECONDS,
    distDir: resolve('dist'),
    allowedOrigins: [],
    // Tests share no client address (app.request has no connection); a test that checks the limits sets its own.
    otpSendLimits: {
      perClient: { max: 1000, windowSeconds: 600 },
      global: { max: 100_000, windowSeconds: 3600 },
      signUp: { max: 100_000, windowSeconds: 3600 },
      operatorPerHour: 30,
    },
    trustedProxies: [],
    database: DEFAULT_DATABASE_SETTINGS,
    hstsMaxAge: 0,
    idDocumentDays: 30,
    deletionDays: 30,
    ...overrides,
  };
}
