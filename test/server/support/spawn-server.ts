import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { vi } from 'vitest';
import { freePort } from '../../../scripts/lib/free-port.mjs';

const ROOT = resolve(import.meta.dirname, '../../..');

export interface ServerProcess {
  url: string;
  dataDir: string;
  child: ChildProcess;
  output(): string;
  /** Resolves when /readyz answers 200; rejects when the process exits first or `timeoutMs` passes. */
  ready(timeoutMs?: number): Promise<void>;
  /** SIGTERM, then the exit code (a graceful shutdown exits 0). */
  stop(): Promise<number | null>;
}

/** The test secret every instance of a test shares (as a deployment's instances share TOTE_SECRET). */
export const SHARED_SECRET = 'tote-test-shared-secret-0123456789abcdef';

/**
 * Starts the real server as `npm run serve` does (server/start.mjs: the built
 * bundle, or the sources when they changed since the build) as its own process
 * on a free port with a data folder of its own, for tests of what happens
 * between processes: several instances, a database going away.
 */
export async function spawnServer(env: NodeJS.ProcessEnv): Promise<ServerProcess> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'tote-instance-'));
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PARTNER_PORT: 'off',
    TOTE_AUTO_APPROVE_SECONDS: '0',
    TOTE_LOG_LEVEL: 'warn',
    TOTE_SECRET: SHARED_SECRET,
    // The shipped club facts are the demo club's; a production trial says it knows.
    TOTE_ALLOW_DEMO_FACTS: 'yes',
    ...env,
  };
  // Demo mode unless the test says otherwise: vitest's NODE_ENV=test is not production anyway.
  if (env.NODE_ENV === undefined) delete childEnv.NODE_ENV;
  delete childEnv.VITEST;
  const child = spawn(process.execPath, ['server/start.mjs'], { cwd: ROOT, env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  child.stdout?.on('data', (chunk) => (log += chunk));
  child.stderr?.on('data', (chunk) => (log += chunk));
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  const url = `http://127.0.0.1:${port}`;
  let gone = false;
  void exited.then(() => (gone = true));
  return {
    url,
    dataDir,
    child,
    output: () => log,
    async ready(timeoutMs = 60_000) {
      // Polls /readyz; a server that exits stops the wait at once.
      const outcome = await vi
        .waitFor(
          async () => {
            if (gone) return 'exited';
            const answer = await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(2000) }).catch(() => null);
            if (answer?.status !== 200) throw new Error('not ready yet');
            return 'ready';
          },
          { timeout: timeoutMs, interval: 100 },
        )
        .catch(() => 'late');
      if (outcome === 'exited') throw new Error(`the server exited during start (code ${child.exitCode}):\n${log}`);
      if (outcome === 'late') throw new Error(`the server was not ready within ${timeoutMs} ms:\n${log}`);
    },
    async stop() {
      if (!gone) child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      const code = await exited;
      clearTimeout(timer);
      rmSync(dataDir, { recursive: true, force: true });
      return code;
    },
  };
}
