import { Hono } from 'hono';
import { refine, type } from 'superstruct';
import type { ServerContext } from '../context';
import { listAttributes, listAttributeValues, listPredefined } from '../catalogue/catalogue-record';
import { json } from '../http/parse';
import { OptionalId, Text } from '../http/request-shapes';
import { ok } from '../http/respond';

const ByType = type({ type: refine(Text(40), 'type', (value) => value.trim() !== '' || 'a master type such as SORT, CATEGORY or CONDITION') });
const AnyBody = type({});
const ValuesBody = type({ attributeId: OptionalId });

/**
 * The masters behind the collection's filters, mounted at /api: POST
 * /predefined/list-by-type (SORT, CATEGORY, CONDITION), POST /attribute/list
 * and POST /attribute/value/list. Public, like the collection preview.
 */
export function catalogueRoutes(ctx: ServerContext) {
  const app = new Hono();

  app.post('/predefined/list-by-type', json(ByType), async (c) => ok(c, await listPredefined(ctx.db, c.req.valid('json').type.trim())));

  app.post('/attribute/list', json(AnyBody, { optional: true }), async (c) => ok(c, await listAttributes(ctx.db)));

  app.post('/attribute/value/list', json(ValuesBody, { optional: true }), async (c) =>
    ok(c, await listAttributeValues(ctx.db, c.req.valid('json').attributeId ?? null)),
  );

  return app;
}
