import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Cluster, startCluster } from './support/postgres-cluster';
import { type ServerProcess, spawnServer } from './support/spawn-server';
import { onPglite } from './support/test-database';

// PostgreSQL restarting, or a row held locked, must cost a few 503s: never the process, never a hang.

const VALIDATE = '/api/user/validate-user/9000000001';

async function status(url: string): Promise<{ status: number; retryAfter: string | null; message?: string }> {
  const res = await fetch(url, { signal: AbortSignal.timeout(10_000) });
  const body = (await res.json().catch(() => ({}))) as { message?: string };
  return { status: res.status, retryAfter: res.headers.get('retry-after'), message: body.message };
}

/** Polls until `check` holds (no fixed sleep): the server is expected to get there by itself. */
function until<T>(probe: () => Promise<T>, check: (value: T) => boolean, timeoutMs = 30_000): Promise<T> {
  return vi.waitFor(
    async () => {
      const value = await probe();
      if (!check(value)) throw new Error(`condition not reached; last: ${JSON.stringify(value)}`);
      return value;
    },
    { timeout: timeoutMs, interval: 100 },
  );
}

describe.skipIf(onPglite())('the database goes away under traffic', () => {
  let cluster: Cluster;
  let server: ServerProcess;
  beforeAll(async () => {
    // A cluster of this file's own: the shared one serves the other test files.
    cluster = await startCluster();
    server = await spawnServer({
      DATABASE_URL: cluster.url(),
      TOTE_DB_CONNECT_TIMEOUT_MS: '1000',
      TOTE_DB_STATEMENT_TIMEOUT_MS: '3000',
      TOTE_DB_LOCK_TIMEOUT_MS: '500',
    });
    await server.ready();
  });
  afterAll(async () => {
    await server?.stop();
    await cluster?.destroy();
  });

  // Stopping and starting a PostgreSQL cluster takes seconds, and on a loaded 2-core host tens of them: the
  // two waits below may each take up to 30 s, so the test gets room for both.
  it(
    'answers 503 with Retry-After while PostgreSQL is stopped, stays alive, and serves again once it is back, without a restart',
    { timeout: 90_000 },
    async () => {
      // Several calls at once leave the pool several connections, idle once answered: one is idle when
      // PostgreSQL stops (the logged 'database connection lost' below), whatever the traffic's timing.
      for (const answer of await Promise.all(Array.from({ length: 4 }, () => status(server.url + VALIDATE)))) expect(answer.status).toBe(200);
      // Traffic in flight while the database stops: every answer is a 200 or a 503, never a hang or a crash.
      let running = true;
      const seen = new Set<number>();
      const traffic = (async () => {
        while (running) seen.add((await status(server.url + VALIDATE)).status);
      })();
      await cluster.stop();
      const down = await until(
        () => status(server.url + VALIDATE),
        (s) => s.status === 503,
      );
      expect(down.retryAfter).toBe('5');
      expect(down.message).toBe('The service is temporarily unavailable. Please try again in a few seconds.');
      expect((await status(`${server.url}/healthz`)).status).toBe(200);
      expect((await status(`${server.url}/readyz`)).status).toBe(503);

      await cluster.start();
      await until(
        () => status(server.url + VALIDATE),
        (s) => s.status === 200,
      );
      running = false;
      await traffic;
      expect([...seen].every((s) => s === 200 || s === 503)).toBe(true);
      expect((await status(`${server.url}/readyz`)).status).toBe(200);
      expect(server.child.exitCode).toBeNull();
      expect(server.output()).toContain('database connection lost');
    },
  );

  it('a row held locked elsewhere makes the calls that need it answer 503 within the lock timeout, not hang', async () => {
    const holder = new pg.Client({ connectionString: cluster.url() });
    await holder.connect();
    try {
      await holder.query('begin');
      await holder.query('lock table users in access exclusive mode');
      const started = Date.now();
      const blocked = await status(server.url + VALIDATE);
      expect(blocked).toMatchObject({ status: 503, retryAfter: '5', message: 'The service is busy right now. Please try again in a few seconds.' });
      expect(Date.now() - started).toBeLessThan(5000);
      expect((await status(`${server.url}/healthz`)).status).toBe(200);
    } finally {
      await holder.query('rollback').catch(() => undefined);
      await holder.end();
    }
    expect((await status(server.url + VALIDATE)).status).toBe(200);
  });

  it('stops gracefully on SIGTERM: exit 0 after closing the pool', async () => {
    expect(await server.stop()).toBe(0);
  });
});
