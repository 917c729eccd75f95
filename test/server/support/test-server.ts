import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Hono } from 'hono';
import { createApp } from '../../../server/app';
import { type ServerConfig, testConfig } from '../../../server/config';
import type { Database } from '../../../server/db/database';
import { openPostgres } from '../../../server/db/postgres-database';
import { ConsoleSmsSender } from '../../../server/sms/sms-sender';
import { openTestDatabase } from './test-database';

/** A clock tests move forward by hand (OTP expiry, rate limits, token expiry). */
export class TestClock {
  private t = Date.parse('2026-03-02T09:00:00.000Z');
  now = () => new Date(this.t);
  advance(ms: number): void {
    this.t += ms;
  }
}

export interface TestServer {
  db: Database;
  /** The demo-mode config, with a data folder of this test file's own (uploads land there). */
  config: ServerConfig;
  clock: TestClock;
  sms: ConsoleSmsSender;
  /** The app in demo mode (send-otp returns the OTP). */
  app: Hono;
  /** Another app on the same database and clock, with other settings. */
  appWith(overrides: Partial<ServerConfig>): Hono;
  /** A second instance on the same PostgreSQL database through a pool of its own, as production runs several. */
  secondInstance(): { app: Hono; close(): Promise<void> };
  close(): Promise<void>;
}

/**
 * One database per test file (a copy of the migrated template on the test
 * PostgreSQL cluster; in-memory PGlite in the smoke run); tests stay
 * independent by each using its own phone numbers.
 */
export async function startTestServer(): Promise<TestServer> {
  const database = await openTestDatabase();
  const db = database.db;
  const clock = new TestClock();
  const sms = new ConsoleSmsSender(() => {});
  // Uploads from one run must never be counted by another: each test file gets its own folder.
  const dataDir = mkdtempSync(join(tmpdir(), 'tote-server-test-'));
  const config = testConfig({ dataDir });
  const appWith = (overrides: Partial<ServerConfig>) => createApp({ db, config: { ...config, ...overrides }, sms, now: clock.now });
  const secondInstance = () => {
    if (!database.url) throw new Error('a second instance needs PostgreSQL (this run is on PGlite)');
    const second = openPostgres(database.url);
    return { app: createApp({ db: second, config, sms, now: clock.now }), close: () => second.close() };
  };
  const close = async () => {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { db, config, clock, sms, app: appWith({}), appWith, secondInstance, close };
}

let nextNumber = 0;
/** A fresh 10-digit mobile number; `base` keeps different files' numbers apart when reading logs. */
export function freshNumber(base: number): string {
  nextNumber += 1;
  return String(base + nextNumber);
}

export function postJson(app: Hono, path: string, body: unknown, token?: string): Promise<Response> {
  return Promise.resolve(
    app.request(path, {
      method: 'POST',
      body: typeof body === 'string' ? body : JSON.stringify(body),
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    }),
  );
}

export function getAuthed(app: Hono, path: string, token?: string): Promise<Response> {
  return Promise.resolve(app.request(path, { headers: token ? { authorization: `Bearer ${token}` } : {} }));
}

export async function sendOtp(app: Hono, username: string): Promise<string> {
  const res = await postJson(app, '/api/user/send-otp', { username, roles: ['ROLE_CUSTOMER'] });
  if (res.status !== 200) throw new Error(`send-otp ${res.status}: ${await res.text()}`);
  return (await res.json()).data.otp;
}

export async function verifiedOtp(app: Hono, username: string): Promise<string> {
  const otp = await sendOtp(app, username);
  const res = await postJson(app, '/api/user/verify-otp', { username, otp });
  if (res.status !== 200) throw new Error(`verify-otp ${res.status}: ${await res.text()}`);
  return otp;
}

export function registerRequest(app: Hono, user: unknown, asBlob = true): Promise<Response> {
  const form = new FormData();
  const json = JSON.stringify(user);
  form.append('user', asBlob ? new Blob([json], { type: 'application/json' }) : json);
  return Promise.resolve(app.request('/api/user/register', { method: 'POST', body: form }));
}

export function newUser(username: string, extra: Record<string, unknown> = {}) {
  return {
    username,
    phone: username,
    firstName: 'Neha',
    lastName: 'Sharma',
    email: 'neha.sharma@example.com',
    instagram: 'neha.s',
    roles: ['ROLE_CUSTOMER'],
    status: { code: 'DRAFT' },
    userAddress: { city: 'Jaipur', state: 'Rajasthan', zipcode: '302001' },
    ...extra,
  };
}

export interface Session {
  userId: number;
  username: string;
  accessToken: string;
  refreshToken: string;
}

/** The whole sign-up flow of spec point 4: send, verify, register, tokens. */
export async function signUp(app: Hono, username: string, extra: Record<string, unknown> = {}): Promise<Session> {
  const otp = await verifiedOtp(app, username);
  const reg = await registerRequest(app, newUser(username, { otp, ...extra }));
  if (reg.status !== 200) throw new Error(`register ${reg.status}: ${await reg.text()}`);
  const { userId } = (await reg.json()).data;
  const tok = await postJson(app, '/api/auth/generate-token', { username, otp });
  if (tok.status !== 200) throw new Error(`generate-token ${tok.status}: ${await tok.text()}`);
  return { userId, username, ...(await tok.json()).data };
}
