import { Hono } from 'hono';
import { type } from 'superstruct';
import type { ServerContext } from '../../context';
import { json, param } from '../../http/parse';
import { ErasureRequestShape } from '../../../src/api/shapes/requests/operator';
import { IdParam } from '../../../src/api/shapes/requests/parts';
import type { OperatorEnv } from '../../http/require-operator';
import { ok } from '../../http/respond';
import { deletionRequestsForOperators, eraseOnRequest } from '../../privacy/personal-data-service';

const RequestParam = type({ requestId: IdParam });

/** Members' deletion requests: the list (overdue first) and erasing on one. */
export function operatorPrivacyRoutes(ctx: ServerContext) {
  const app = new Hono<OperatorEnv>();

  app.get('/deletion-requests', async (c) => ok(c, await deletionRequestsForOperators(ctx)));

  app.post('/deletion-requests/:requestId{[0-9]+}/erase', param(RequestParam), json(ErasureRequestShape), async (c) =>
    ok(c, await eraseOnRequest(ctx, c.get('operator'), c.req.valid('param').requestId, c.req.valid('json').note)),
  );

  return app;
}
