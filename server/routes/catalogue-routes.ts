import { Hono } from 'hono';
import type { ServerContext } from '../context';
import { catalogueCache } from '../http/catalogue-cache';
import { listAttributes, listAttributeValues, listPredefined } from '../catalogue/catalogue-record';
import { json } from '../http/parse';
import { AttributeValuesQueryShape, PredefinedQueryShape } from '../../src/api/shapes/requests/catalogue';
import { EmptyBodyShape } from '../../src/api/shapes/requests/parts';

/**
 * The masters behind the collection's filters, mounted at /api: POST
 * /predefined/list-by-type (SORT, CATEGORY, CONDITION), POST /attribute/list
 * and POST /attribute/value/list. Public, like the collection preview; kept in
 * the catalogue cache while the catalogue is unchanged.
 */
export function catalogueRoutes(ctx: ServerContext) {
  const app = new Hono();
  const cache = catalogueCache(ctx);

  app.post('/predefined/list-by-type', json(PredefinedQueryShape), async (c) => {
    const kind = c.req.valid('json').type.trim().toUpperCase();
    return cache.respond(c, `predefined:${kind}`, () => listPredefined(ctx.db, kind));
  });

  app.post('/attribute/list', json(EmptyBodyShape, { optional: true }), async (c) => cache.respond(c, 'attributes', () => listAttributes(ctx.db)));

  app.post('/attribute/value/list', json(AttributeValuesQueryShape, { optional: true }), async (c) => {
    const attributeId = c.req.valid('json').attributeId ?? null;
    return cache.respond(c, `attribute-values:${attributeId ?? ''}`, () => listAttributeValues(ctx.db, attributeId));
  });

  return app;
}
