import { type Context, Hono } from 'hono';
import { array, boolean, nullable, optional, size, type } from 'superstruct';
import { verifyToken } from '../auth/tokens';
import type { ServerContext } from '../context';
import { BAG_VIEWS, bagSvg, type BagView } from '../pictures/bag-art';
import { Id, optionalInt, optionalString } from '../catalogue/body-shapes';
import { isoDay } from '../catalogue/iso-date';
import { paging } from '../catalogue/paging';
import { catalogueCache } from '../catalogue/catalogue-cache';
import { currentPictureSet } from '../pictures/picture-set';
import { countProducts, findProduct, findProductJson, listProductsJson } from '../catalogue/product-record';
import { searchWords, selectProducts, sortCode } from '../catalogue/product-query';
import { checkShape, readJson } from '../http/read-json';
import { readForm, readJsonPart, readSmallJsonForm } from '../http/read-json-part';
import { notFound } from '../http/respond';
import { NO_SUCH_BAG } from '../bookings/booking-service';
import { MAX_FAVOURITES } from '../../src/api/shapes/favourite';

const ListBody = type({ page: optionalInt, size: optionalInt });
const Criteria = type({ title: optionalString, brand: optionalString, category: optionalString, available: optional(nullable(boolean())) });
const Filter = type({
  attributeValueIds: optional(nullable(array(Id))),
  /** Only these bags (the collection's Favourites view); as many as a member may keep. */
  productIds: optional(nullable(size(array(Id), 0, MAX_FAVOURITES))),
  search: optionalString,
  sort: optionalString,
  page: optionalInt,
  size: optionalInt,
});
const JsonCriteriaBody = type({ product: optional(nullable(Criteria)), filter: optional(nullable(Filter)) });

type CriteriaValue = (typeof Criteria)['TYPE'];
type FilterValue = (typeof Filter)['TYPE'];

/** The `product` and `filter` parts, from the multipart form the client sends (or a JSON body with both). */
async function readCriteria(c: Context): Promise<{ product: CriteriaValue; filter: FilterValue }> {
  if (/^application\/json/i.test(c.req.header('content-type') ?? '')) {
    const body = await readJson(c, JsonCriteriaBody);
    return { product: body.product ?? {}, filter: body.filter ?? {} };
  }
  const form = (await readSmallJsonForm(c)) ?? (await readForm(c));
  const product = checkShape((await readJsonPart(form, 'product', false)) ?? {}, Criteria);
  const filter = checkShape((await readJsonPart(form, 'filter', false)) ?? {}, Filter);
  return { product, filter };
}

/** The cache key of a selection: the criteria that change the answer, in one order. */
function selectionKey(product: CriteriaValue, filter: FilterValue): string {
  return JSON.stringify([
    product.title?.trim() || null,
    product.brand?.trim().toLowerCase() || null,
    product.category?.trim().toUpperCase() || null,
    product.available ?? null,
    [...new Set(filter.attributeValueIds ?? [])].sort((x, y) => x - y),
    filter.productIds ? [...new Set(filter.productIds)].sort((x, y) => x - y) : null,
    searchWords(filter.search),
  ]);
}

/** The caller's id when the request carries a valid access token; the catalogue itself is public (visitors see a preview). */
async function optionalUserId(ctx: ServerContext, c: Context): Promise<number | undefined> {
  const match = /^Bearer\s+(.+)$/i.exec(c.req.header('authorization') ?? '');
  if (!match) return undefined;
  const claims = await verifyToken(ctx.config, match[1].trim(), 'access', ctx.now());
  return claims?.userId;
}

const SVG_HEADERS = {
  'content-type': 'image/svg+xml; charset=utf-8',
  'cache-control': 'public, max-age=86400',
  'x-content-type-options': 'nosniff',
  // Opened on its own, the picture can run nothing and load nothing.
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
};

/** POST /api/product/list, /filter/list, /count; GET /api/product/{id}, /url/{url}, /image/{id}.svg. Public: no token needed. */
export function productRoutes(ctx: ServerContext): Hono {
  const app = new Hono();
  const today = () => isoDay(ctx.now());

  const cache = catalogueCache(ctx);

  app.post('/list', async (c) => {
    const body = (await c.req.text()).trim() ? await readJson(c, ListBody) : {};
    const { limit, offset } = paging(body.page, body.size, 100, 100);
    const day = today();
    return cache.respond(
      c,
      `list:${day}:${limit}:${offset}`,
      async () => listProductsJson(ctx.db, await selectProducts(ctx.db, {}, {}, day), limit, offset, day),
      currentPictureSet(),
    );
  });

  app.post('/filter/list', async (c) => {
    const { product, filter } = await readCriteria(c);
    const sort = sortCode(filter.sort);
    const { limit, offset } = paging(filter.page, filter.size, 12, 60);
    const day = today();
    return cache.respond(
      c,
      `filter:${day}:${sort}:${limit}:${offset}:${selectionKey(product, filter)}`,
      async () => listProductsJson(ctx.db, await selectProducts(ctx.db, product, filter, day), limit, offset, day),
      currentPictureSet(),
    );
  });

  app.post('/count', async (c) => {
    const { product, filter } = await readCriteria(c);
    sortCode(filter.sort);
    const day = today();
    return cache.respond(c, `count:${day}:${selectionKey(product, filter)}`, async () =>
      countProducts(ctx.db, await selectProducts(ctx.db, product, filter, day)),
    );
  });

  // A bag's drawing, for bags without pictures rendered at build time (server/pictures/bag-pictures.ts).
  app.get('/image/:file', async (c) => {
    const match = /^(\d{1,9})(?:-([a-z]+))?\.svg$/.exec(c.req.param('file'));
    const view = (match?.[2] ?? 'front') as BagView;
    if (!match || !BAG_VIEWS.includes(view)) throw notFound('No such picture.');
    const row = await findProduct(ctx.db, { id: Number(match[1]) });
    if (!row) throw notFound('No such picture.');
    const svg = bagSvg(
      {
        title: row.title,
        url: row.url,
        brand: row.brand,
        category: row.category,
        colourHex: row.colour_hex,
        size: row.size ?? 'Medium',
        material: row.material ?? null,
      },
      view,
    );
    return c.body(svg, 200, SVG_HEADERS);
  });

  /** One bag; for a member also whether they are on its waiting list. */
  const one = async (c: Context, by: { id: number } | { url: string }) => {
    const userId = await optionalUserId(ctx, c);
    const day = today();
    return cache.respond(
      c,
      `one:${day}:${JSON.stringify(by)}:${userId ?? ''}`,
      async () => {
        const product = await findProductJson(ctx.db, by, day, userId);
        if (!product) throw notFound(NO_SUCH_BAG);
        return product;
      },
      currentPictureSet(),
    );
  };

  app.get('/url/:url', async (c) => one(c, { url: c.req.param('url').toLowerCase() }));

  app.get('/:productId{[0-9]{1,9}}', async (c) => one(c, { id: Number(c.req.param('productId')) }));

  return app;
}
