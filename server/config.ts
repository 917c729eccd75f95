import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { loadOtpSendLimits, type OtpSendLimits } from './otp/otp-limits';
import { trustedProxyList } from './http/client-address';

export interface ServerConfig {
  port: number;
  host: string;
  /** Embedded database and server secrets live here (default ./data). */
  dataDir: string;
  databaseUrl?: string;
  /** Demo mode: send-otp returns data.otp and the OTP is logged. Off when NODE_ENV=production. */
  demo: boolean;
  jwtSecret: Uint8Array;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  /** Folder served at / (the built site) and /widgets/. */
  distDir: string;
  /** Partner origins allowed to call the API cross-origin (comma-separated TOTE_ALLOWED_ORIGINS). */
  allowedOrigins: string[];
  /** OTP sends per client address and in total (TOTE_OTP_*), counted in the database. */
  otpSendLimits: OtpSendLimits;
  /** Proxies whose X-Forwarded-For is believed for the client address (TOTE_TRUSTED_PROXIES). */
  trustedProxies: string[];
}

/** The signing secret: TOTE_JWT_SECRET, else one generated once and kept in the data folder. */
function loadSecret(dataDir: string, fromEnv?: string): Uint8Array {
  if (fromEnv) return new TextEncoder().encode(fromEnv);
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, 'jwt-secret');
  if (!existsSync(file)) writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600 });
  return new TextEncoder().encode(readFileSync(file, 'utf8').trim());
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const dataDir = resolve(env.DATA_DIR ?? 'data');
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '127.0.0.1',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    demo: env.NODE_ENV !== 'production',
    jwtSecret: loadSecret(dataDir, env.TOTE_JWT_SECRET),
    accessTokenTtlSeconds: Number(env.TOTE_ACCESS_TOKEN_TTL ?? 60 * 60),
    refreshTokenTtlSeconds: Number(env.TOTE_REFRESH_TOKEN_TTL ?? 30 * 24 * 60 * 60),
    distDir: resolve(env.TOTE_DIST_DIR ?? 'dist'),
    allowedOrigins: (env.TOTE_ALLOWED_ORIGINS ?? '').split(',').map((s) => s.trim()).filter(Boolean),
    otpSendLimits: loadOtpSendLimits(env),
    trustedProxies: parseTrustedProxies(env.TOTE_TRUSTED_PROXIES),
  };
}

/** TOTE_TRUSTED_PROXIES, checked at start (a typo must not silently trust nobody, or everybody). */
function parseTrustedProxies(value: string | undefined): string[] {
  const entries = (value ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  trustedProxyList(entries);
  return entries;
}

/** A config for tests: in-memory database, fixed secret, demo on. */
export function testConfig(overrides: Partial<ServerConfig> = {}): ServerConfig {
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir: '',
    demo: true,
    jwtSecret: new TextEncoder().encode('test-secret-test-secret-test-secret'),
    accessTokenTtlSeconds: 3600,
    refreshTokenTtlSeconds: 86400,
    distDir: resolve('dist'),
    allowedOrigins: [],
    // Tests share no client address (app.request has no connection); a test that checks the limits sets its own.
    otpSendLimits: { perClient: { max: 1000, windowSeconds: 600 }, global: { max: 100_000, windowSeconds: 3600 } },
    trustedProxies: [],
    ...overrides,
  };
}
