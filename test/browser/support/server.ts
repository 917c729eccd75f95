import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { inject, vi } from 'vitest';
import { freePort } from '../../../scripts/lib/free-port.mjs';

const ROOT = resolve(import.meta.dirname, '../../..');
const STARTUP_TIMEOUT_MS = 90_000;
const CLOCK = pathToFileURL(join(ROOT, 'test/browser/support/server-clock.mjs')).href;

export interface RunningServer {
  /** e.g. http://127.0.0.1:41234 */
  url: string;
  /** The partner demo page's origin (another port), when started with `partnerDemo`. */
  partnerUrl: string | null;
  /** Everything the server printed, for failure messages. */
  output(): string;
  stop(): Promise<void>;
  /** Moves the server's clock `ms` forward (test/browser/support/server-clock.mjs): no test waits on the wall clock. */
  advanceClock(ms: number): Promise<void>;
  /** What the server was started with, for commands run against it (npm run admin). */
  env: { PORT: string; HOST: string; DATA_DIR: string };
}

async function answers(url: string): Promise<boolean> {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(2_000) });
    return res.status < 500;
  } catch {
    return false;
  }
}

function exited(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

/**
 * Starts the real server as `npm start` does (server/start.mjs: the bundle `npm run build` made,
 * about half the CPU of compiling the sources through tsx at each start) on a free port, in demo
 * mode so send-otp returns the OTP, on a data folder of its own: a copy of the run's
 * seeded demo data (test/browser/support/global-setup.ts), as a fresh folder would be
 * after the first start's migrations and seeding. It serves the built dist.
 * `extraEnv` adds settings, e.g. TOTE_EXTRA_NEWSLETTER_FILE.
 */
export async function startServer(extraEnv: NodeJS.ProcessEnv = {}, options: { partnerDemo?: boolean } = {}): Promise<RunningServer> {
  if (!existsSync(join(ROOT, 'dist/site/index.html'))) {
    throw new Error('dist/site/index.html is missing: run npm run build first');
  }
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'tote-browser-'));
  cpSync(inject('demoDataFolder'), dataDir, { recursive: true });
  // The partner demo (dist/partner on a second origin) only when asked for: parallel servers must not all reach for 8081.
  const partnerPort = options.partnerDemo ? await freePort() : null;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...extraEnv,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PARTNER_PORT: partnerPort ? String(partnerPort) : 'off',
  };
  // Demo mode is "NODE_ENV is not production"; vitest sets NODE_ENV=test, so clear it altogether.
  delete env.NODE_ENV;
  delete env.DATABASE_URL;
  delete env.TOTE_DIST_DIR;

  // node itself (not npm, a second process in between); start.mjs falls back to the sources through tsx when a
  // server file changed since the build, so the tests never run code older than the checkout.
  const child = spawn(process.execPath, ['--import', CLOCK, 'server/start.mjs'], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  const advanceClock = (ms: number) =>
    new Promise<void>((done) => {
      const onMessage = (message: unknown) => {
        if ((message as { type?: string })?.type !== 'tote:clock-advanced') return;
        child.off('message', onMessage);
        done();
      };
      child.on('message', onMessage);
      child.send({ type: 'tote:advance-clock', ms });
    });
  let log = '';
  child.stdout?.on('data', (chunk) => (log += chunk));
  child.stderr?.on('data', (chunk) => (log += chunk));

  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (!exited(child)) {
      const gone = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await gone;
      clearTimeout(timer);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };

  // Polls until the server answers; a server that exits stops the wait at once.
  const outcome = await vi
    .waitFor(
      async () => {
        if (exited(child)) return 'exited';
        if ((await answers(`${url}/api/config`)) || (await answers(`${url}/`))) return 'up';
        throw new Error('not answering yet');
      },
      { timeout: STARTUP_TIMEOUT_MS, interval: 50 },
    )
    .catch(() => 'late');
  if (outcome === 'up') {
    return {
      url,
      partnerUrl: partnerPort ? `http://127.0.0.1:${partnerPort}` : null,
      output: () => log,
      stop,
      advanceClock,
      env: { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir },
    };
  }
  await stop();
  if (outcome === 'exited') throw new Error(`server exited during startup (code ${child.exitCode}):\n${log}`);
  throw new Error(`server did not answer on ${url} within ${STARTUP_TIMEOUT_MS / 1000}s:\n${log}`);
}
