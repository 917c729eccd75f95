import { Hono } from 'hono';
import type { ServerContext } from '../../context';
import { json } from '../../http/parse';
import type { OperatorEnv } from '../../http/require-operator';
import { ok } from '../../http/respond';
import { pauseLimits, setPauseLimits } from '../../memberships/pause-limits';
import { PauseLimitsRequestShape } from '../../../src/api/shapes/requests/pause-limits';

/** Settings: the limits members pause their membership by (the server's defaults until an operator sets them). */
export function operatorPauseLimitRoutes(ctx: ServerContext) {
  const app = new Hono<OperatorEnv>();

  app.get('/pause-limits', async (c) => ok(c, await pauseLimits(ctx)));

  app.put('/pause-limits', json(PauseLimitsRequestShape), async (c) => ok(c, await setPauseLimits(ctx, c.get('operator'), c.req.valid('json'))));

  return app;
}
