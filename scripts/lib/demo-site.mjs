// What the scripts that drive the site in Chromium share (npm run pageload, npm run screenshots):
// the server of a checkout on a fresh data folder in demo mode, the API, a demo member's session.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';
import { freePort } from './free-port.mjs';

// The demo members of the README, by status; ACTIVE_OUT is the ACTIVE member with a bag out.
export const DEMO_MEMBERS = {
  DRAFT: '9000000001',
  ACTIVE: '9000000002',
  ONHOLD: '9000000003',
  PENDING: '9000000004',
  APPROVED: '9000000005',
  DEACTIVE: '9000000006',
  EXPIRE: '9000000007',
  ACTIVE_OUT: '9000000008',
};

/**
 * The server of `root` (tsx server/main.ts) on a free port and a fresh data folder, in demo mode; with
 * `production` (settings for NODE_ENV=production, DATABASE_URL among them) as production runs it instead.
 */
export async function startServer(root, { prefix = 'tote-script-', env: extra = {}, distDir = null, production = null } = {}) {
  if (!existsSync(join(distDir ?? join(root, 'dist'), 'site/index.html')))
    throw new Error(`${distDir ?? `${root}/dist`} is missing: run npm run build there first`);
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), prefix));
  const env = { ...process.env, ...extra, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, PARTNER_PORT: 'off' };
  delete env.NODE_ENV;
  delete env.DATABASE_URL;
  delete env.TOTE_DIST_DIR;
  // Another build's client served by this server (npm run size --baseline: only the widgets' files differ).
  if (distDir) env.TOTE_DIST_DIR = distDir;
  if (production) Object.assign(env, production, { NODE_ENV: 'production' });
  const child = spawn(join(root, 'node_modules/.bin/tsx'), ['server/main.ts'], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  child.stdout.on('data', (c) => (log += c));
  child.stderr.on('data', (c) => (log += c));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const gone = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await gone;
      clearTimeout(timer);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited:\n${log}`);
    try {
      const res = await fetch(`${url}/`, { signal: AbortSignal.timeout(2000) });
      if (res.status < 500) return { url, stop };
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  await stop();
  throw new Error(`server did not start:\n${log}`);
}

export async function api(base, method, path, body, token) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = await res.json().catch(() => null);
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
  return json?.data;
}

/** Logs a demo member in once (send-otp is limited per number) and returns what the site keeps in sessionStorage. */
export async function memberSession(base, username) {
  const sent = await api(base, 'POST', '/api/user/send-otp', { username, roles: ['ROLE_CUSTOMER'] });
  if (!sent?.otp) throw new Error('send-otp gave no OTP: is the server in demo mode?');
  const otp = String(sent.otp).padStart(6, '0');
  await api(base, 'POST', '/api/user/verify-otp', { username, otp });
  const tokens = await api(base, 'POST', '/api/auth/generate-token', { username, otp });
  const user = await api(base, 'GET', `/api/user/getByUsername/${username}`, null, tokens.accessToken);
  return {
    'tote.accessToken': tokens.accessToken,
    'tote.refreshToken': Buffer.from(tokens.refreshToken).toString('base64'),
    'tote.userSession': JSON.stringify(user),
    'tote.userId': JSON.stringify(user.id),
  };
}

/** Debian's chromium, headless, with everything that phones home or needs a GPU switched off. */
export function launchChromium() {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
}
