import { Hono } from 'hono';
import type { ServerContext } from '../context';
import { pendingMigrations } from '../db/migrate';
import { RETRY_AFTER_SECONDS } from '../db/unavailable';

/** How long /readyz waits for the database before calling it unreachable. */
const READY_CHECK_MS = 2000;

/**
 * For load balancers and orchestrators. GET /healthz: the process answers
 * (restart it when this fails). GET /readyz: this instance can serve: the
 * database answers, every migration is applied, and it is not shutting down
 * (send it traffic only while this is 200).
 */
export function healthRoutes(ctx: ServerContext): Hono {
  const app = new Hono();
  app.get('/healthz', (c) => c.json({ status: 'ok' }));
  app.get('/readyz', async (c) => {
    const notReady = (reason: string) => {
      c.header('Retry-After', String(RETRY_AFTER_SECONDS));
      return c.json({ status: 'unavailable', reason }, 503);
    };
    if (ctx.lifecycle?.draining) return notReady('shutting down');
    if (ctx.lifecycle?.starting) return notReady('starting');
    let timer: NodeJS.Timeout | undefined;
    try {
      const pending = await Promise.race([
        pendingMigrations(ctx.db),
        new Promise<never>((_, fail) => (timer = setTimeout(() => fail(new Error('timeout')), READY_CHECK_MS))),
      ]);
      if (pending.length) return notReady(`${pending.length} migration(s) not applied yet`);
      return c.json({ status: 'ready' });
    } catch {
      return notReady('database unreachable');
    } finally {
      clearTimeout(timer);
    }
  });
  return app;
}
