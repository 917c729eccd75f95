import { Hono } from 'hono';
import type { ServerContext } from '../context';
import type { AuthEnv } from '../http/require-user';
import { ok } from '../http/respond';
import { holdReason, memberAllowance } from '../account/standing-service';

/**
 * My Account's calls beyond the spec, mounted inside the account routes (which require a member): each reads
 * and changes only the caller's own data, named by their token, never by an id in the request.
 */
export function myAccountRoutes(ctx: ServerContext) {
  const app = new Hono<AuthEnv>();

  app.get('/allowance', async (c) => ok(c, await memberAllowance(ctx, c.get('user').userId)));

  app.get('/hold', async (c) => {
    const user = c.get('user');
    return ok(c, await holdReason(ctx, user.userId, user.status));
  });

  return app;
}
