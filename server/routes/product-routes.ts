import { type Context, Hono } from 'hono';
import { array, boolean, nullable, optional, refine, size, string, type } from 'superstruct';
import type { ServerContext } from '../context';
import { BAG_VIEWS, bagSvg, type BagView } from '../pictures/bag-art';
import { isoDay } from '../catalogue/iso-date';
import { availabilityOf, findProduct, loadAttributes, loadAvailability, productJson, productsJson, type ProductRow } from '../catalogue/product-record';
import { countProducts, filterProducts, listProducts, SORT_CODES } from '../catalogue/product-search';
import { settleEndedBookings } from '../bookings/settle-returns';
import { NO_SUCH_BAG } from '../bookings/booking-service';
import { isWaiting } from '../bookings/waiting-record';
import { paging } from '../http/paging';
import { form, json, jsonPart, param } from '../http/parse';
import { Id, IdParam, OptionalText, ParamText } from '../http/request-shapes';
import { optionalUser } from '../http/require-user';
import { notFound, ok } from '../http/respond';

const ListPaging = paging(100, 100);
const FilterPaging = paging(12, 60);
const ListBody = type(ListPaging.fields);
const Criteria = type({ title: OptionalText(200), brand: OptionalText(200), category: OptionalText(200), available: optional(nullable(boolean())) });
const Sort = refine(string(), 'sort', (value) => {
  const code = value.trim().toUpperCase();
  return code === '' || SORT_CODES.includes(code) || `Unknown sort "${value}": use one of ${SORT_CODES.join(', ')}`;
});
const Filter = type({
  attributeValueIds: optional(nullable(size(array(Id), 0, 200))),
  search: OptionalText(200),
  sort: optional(nullable(Sort)),
  ...FilterPaging.fields,
});
const IdParams = type({ productId: IdParam });
const UrlParams = type({ url: ParamText(200) });
const ImageParams = type({ file: ParamText(40) });

// The `product` and `filter` JSON parts (src/api/product.ts sends them as multipart, spec point 7); both optional.
const criteria = form({ product: jsonPart(Criteria, { optional: true }), filter: jsonPart(Filter, { optional: true }) });

const SVG_HEADERS = {
  'content-type': 'image/svg+xml; charset=utf-8',
  'cache-control': 'public, max-age=86400',
  'x-content-type-options': 'nosniff',
  // Opened on its own, the picture can run nothing and load nothing.
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
};

/** POST /api/product/list, /filter/list, /count; GET /api/product/{id}, /url/{url}, /image/{id}.svg. Public: no token needed. */
export function productRoutes(ctx: ServerContext) {
  const app = new Hono();
  const today = () => isoDay(ctx.now());

  app.post('/list', json(ListBody, { optional: true }), async (c) => {
    await settleEndedBookings(ctx);
    const rows = await listProducts(ctx, ListPaging.of(c.req.valid('json')));
    return ok(c, await productsJson(ctx.db, rows, today()));
  });

  app.post('/filter/list', criteria, async (c) => {
    const { product, filter } = c.req.valid('form');
    await settleEndedBookings(ctx);
    const rows = await filterProducts(ctx, product, filter, FilterPaging.of(filter), today());
    return ok(c, await productsJson(ctx.db, rows, today()));
  });

  app.post('/count', criteria, async (c) => {
    const { product, filter } = c.req.valid('form');
    await settleEndedBookings(ctx);
    return ok(c, await countProducts(ctx, product, filter, today()));
  });

  // A bag's drawing, for bags without pictures rendered at build time (server/pictures/bag-pictures.ts).
  app.get('/image/:file', param(ImageParams), async (c) => {
    const match = /^(\d{1,9})(?:-([a-z]+))?\.svg$/.exec(c.req.valid('param').file);
    const view = (match?.[2] ?? 'front') as BagView;
    if (!match || !BAG_VIEWS.includes(view)) throw notFound('No such picture.');
    const row = await findProduct(ctx.db, { id: Number(match[1]) });
    if (!row) throw notFound('No such picture.');
    const svg = bagSvg(
      { title: row.title, url: row.url, brand: row.brand, category: row.category, colourHex: row.colour_hex, size: row.size ?? 'Medium', material: row.material ?? null },
      view,
    );
    return c.body(svg, 200, SVG_HEADERS);
  });

  const one = async (c: Context, row: ProductRow | undefined) => {
    if (!row) throw notFound(NO_SUCH_BAG);
    await settleEndedBookings(ctx);
    const [attributes, availability] = await Promise.all([loadAttributes(ctx.db, [row.id]), loadAvailability(ctx.db, [row.id], today())]);
    // The catalogue is public (visitors see a preview); a logged-in member also learns whether they wait for the bag.
    const viewer = await optionalUser(ctx, c);
    const waitlisted = viewer === null ? undefined : await isWaiting(ctx.db, row.id, viewer.userId);
    return ok(c, productJson(row, attributes.get(row.id), availabilityOf(availability, row.id, today()), waitlisted));
  };

  app.get('/url/:url', param(UrlParams), async (c) => one(c, await findProduct(ctx.db, { url: c.req.valid('param').url.toLowerCase() })));

  app.get('/:productId{[0-9]+}', param(IdParams), async (c) => one(c, await findProduct(ctx.db, { id: c.req.valid('param').productId })));

  return app;
}
