import { Hono } from 'hono';
import { type } from 'superstruct';
import type { ServerContext } from '../../context';
import { json, param } from '../../http/parse';
import { createPlan, editPlan, listOperatorPlans, setPlanOffered } from '../../memberships/manage-plans';
import { PlanCreateRequestShape, PlanEditRequestShape } from '../../../src/api/shapes/requests/operator-plans';
import { EmptyBodyShape, IdParam } from '../../../src/api/shapes/requests/parts';
import type { OperatorEnv } from '../../http/require-operator';
import { ok } from '../../http/respond';

const PlanParam = type({ id: IdParam });

/** Plans and prices: every plan with its terms (retired ones too), created, edited, retired and offered again. */
export function operatorPlanRoutes(ctx: ServerContext) {
  const app = new Hono<OperatorEnv>();
  const noBody = json(EmptyBodyShape, { optional: true });

  app.get('/plans', async (c) => ok(c, await listOperatorPlans(ctx)));
  app.post('/plans', json(PlanCreateRequestShape), async (c) => ok(c, await createPlan(ctx, c.get('operator'), c.req.valid('json'))));
  app.put('/plans/:id{[0-9]+}', param(PlanParam), json(PlanEditRequestShape), async (c) =>
    ok(c, await editPlan(ctx, c.get('operator'), c.req.valid('param').id, c.req.valid('json'))),
  );
  app.post('/plans/:id{[0-9]+}/retire', param(PlanParam), noBody, async (c) =>
    ok(c, await setPlanOffered(ctx, c.get('operator'), c.req.valid('param').id, false)),
  );
  app.post('/plans/:id{[0-9]+}/offer', param(PlanParam), noBody, async (c) =>
    ok(c, await setPlanOffered(ctx, c.get('operator'), c.req.valid('param').id, true)),
  );

  return app;
}
