import { Hono } from 'hono';
import { type } from 'superstruct';
import { decideApplication, listPendingApplications } from '../applications/decide-application';
import { ensureOperatorToken, sameToken } from '../applications/operator-token';
import type { ServerContext } from '../context';
import { json } from '../http/parse';
import { forbidden, notFound, ok } from '../http/respond';
import { MobileNumber } from '../../src/validation/shapes';

const MobileBody = type({ mobile: MobileNumber });
const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * The operator's calls (npm run admin goes through them while the server
 * holds the database): local connections only, with the token of
 * data/operator-token in X-Operator-Token. Without a data folder (tests
 * without one) they do not exist.
 */
export function operatorRoutes(ctx: ServerContext): Hono {
  const app = new Hono();
  const token = ctx.config.dataDir ? ensureOperatorToken(ctx.config.dataDir) : null;

  app.use('*', async (c, next) => {
    if (!token) throw notFound(`No such call: ${c.req.method} ${c.req.path}`);
    const remote = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming?.socket?.remoteAddress;
    // A proxied request came from elsewhere, whatever the socket says.
    if ((remote !== undefined && !LOOPBACK.has(remote)) || c.req.header('x-forwarded-for')) throw forbidden('Operator calls are accepted from this machine only.');
    if (!sameToken(token, c.req.header('x-operator-token') ?? '')) throw forbidden('A valid operator token is required.');
    await next();
  });

  app.get('/pending', async (c) => ok(c, await listPendingApplications(ctx.db)));

  app.post('/approve', json(MobileBody), async (c) => ok(c, await decideApplication(ctx.db, c.req.valid('json').mobile, 'APPROVED', 'operator')));

  app.post('/hold', json(MobileBody), async (c) => ok(c, await decideApplication(ctx.db, c.req.valid('json').mobile, 'ONHOLD', 'operator')));

  return app;
}
