import { Hono } from 'hono';
import { createHandoff, exchangeHandoff } from '../auth/handoff-service';
import type { ServerContext } from '../context';
import { json } from '../http/parse';
import { HandoffExchangeShape } from '../../src/api/shapes/requests/auth';
import { EmptyBodyShape } from '../../src/api/shapes/requests/parts';
import { type AuthEnv, requireUser } from '../http/require-user';
import { ok } from '../http/respond';

export { HANDOFF_INVALID, HANDOFF_TTL_SECONDS } from '../auth/handoff-service';

/**
 * Carries a login from a partner page to the site without a token in a URL:
 * the widget (holding the bearer token in memory) asks for a code, sends the
 * member to the site with it, and the site exchanges it once for fresh tokens.
 */
export function handoffRoutes(ctx: ServerContext) {
  const app = new Hono<AuthEnv>();

  app.post('/', requireUser(ctx), json(EmptyBodyShape, { optional: true }), async (c) => ok(c, await createHandoff(ctx, c.get('user').userId)));

  app.post('/exchange', json(HandoffExchangeShape), async (c) => ok(c, await exchangeHandoff(ctx, c.req.valid('json').code)));

  return app;
}
