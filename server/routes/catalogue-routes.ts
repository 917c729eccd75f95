import { Hono } from 'hono';
import { optional, nullable, string, type } from 'superstruct';
import type { ServerContext } from '../context';
import { Id } from '../catalogue/body-shapes';
import { catalogueCache } from '../catalogue/catalogue-cache';
import { readJson } from '../http/read-json';
import { badRequest } from '../http/respond';

const ByType = type({ type: optional(nullable(string())) });
const AnyBody = type({});
const ValuesBody = type({ attributeId: optional(nullable(Id)) });

/**
 * The masters behind the collection's filters, mounted at /api: POST
 * /predefined/list-by-type (SORT, CATEGORY, CONDITION), POST /attribute/list
 * and POST /attribute/value/list. Public, like the collection preview.
 */
export function catalogueRoutes(ctx: ServerContext): Hono {
  const app = new Hono();
  const cache = catalogueCache(ctx);

  app.post('/predefined/list-by-type', async (c) => {
    const { type: kind } = await readJson(c, ByType);
    if (!kind?.trim()) throw badRequest('The field "type" is required.');
    const type = kind.trim().toUpperCase();
    return cache.respond(c, `predefined:${type}`, async () => {
      const rows = await ctx.db.query<{ id: number; type: string; name: string; code: string }>(
        'select id, type, name, code from predefined_values where type = upper($1) order by sort_order, id',
        [type],
      );
      return rows.rows;
    });
  });

  app.post('/attribute/list', async (c) => {
    if ((await c.req.text()).trim()) await readJson(c, AnyBody);
    return cache.respond(c, 'attributes', async () => {
      const rows = await ctx.db.query<{ attributeId: number; name: string; code: string; sortOrder: number }>(
        'select id as "attributeId", name, code, sort_order as "sortOrder" from attributes order by sort_order, id',
      );
      return rows.rows;
    });
  });

  app.post('/attribute/value/list', async (c) => {
    const body = (await c.req.text()).trim() ? await readJson(c, ValuesBody) : {};
    const attributeId = body.attributeId ?? null;
    return cache.respond(c, `attribute-values:${attributeId ?? ''}`, async () => {
      const rows = await ctx.db.query<{ attributeValueId: number; attributeId: number; value: string }>(
        `select av.id as "attributeValueId", av.attribute_id as "attributeId", av.value, a.name as "attributeName",
           (select count(*)::int from product_attribute_values pav join products p on p.id = pav.product_id
            where pav.attribute_value_id = av.id and p.active) as "productCount"
         from attribute_values av join attributes a on a.id = av.attribute_id
         where $1::int is null or av.attribute_id = $1 order by a.sort_order, a.id, av.sort_order, av.id`,
        [attributeId],
      );
      return rows.rows;
    });
  });

  return app;
}
