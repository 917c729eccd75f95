import { Hono } from 'hono';
import type { ServerContext } from '../context';
import { ok } from '../http/respond';
import { loadRemoteMessages } from '../remote-config/load-remote-messages';

/** GET /api/config: the remote configuration of validation texts (spec point 3). */
export function configRoutes(ctx: ServerContext): Hono {
  const app = new Hono();
  app.get('/', (c) => ok(c, { Error_message: loadRemoteMessages(ctx.config.dataDir) }));
  return app;
}
