import { type Context, Hono } from 'hono';
import { type } from 'superstruct';
import type { ServerContext } from '../context';
import { BAG_VIEWS, bagSvg, type BagView } from '../pictures/bag-art';
import { daysBetween, isoDay } from '../catalogue/iso-date';
import { catalogueCache } from '../http/catalogue-cache';
import { currentPictureSet } from '../pictures/picture-set';
import { countProducts, findProduct } from '../catalogue/product-record';
import { findProductJson, listProductsJson, similarProductsJson } from '../catalogue/product-answers';
import { facetCounts } from '../catalogue/facet-counts';
import { type ProductFilter, selectProducts } from '../catalogue/product-selection-record';
import { filterListAnswer, selectionKey } from '../catalogue/product-list-service';
import { paging } from '../http/paging';
import { form, json, jsonPart, param } from '../http/parse';
import { IdParam, ParamText } from '../../src/api/shapes/requests/parts';
import { ProductCriteriaShape, ProductFilterShape, ProductListQueryShape } from '../../src/api/shapes/requests/product';
import { bearerClaims } from '../http/require-user';
import { findUserById } from '../users/user-record';
import { badRequest, notFound } from '../http/respond';
import { NO_SUCH_BAG } from '../bookings/booking-service';
import { findPhoto } from '../catalogue/catalogue-admin-record';
import { sendFile } from '../http/send-file';
import { documentsOf } from '../uploads/document-store';
import { photoFile } from '../catalogue/photo-variant-service';

const ListPaging = paging(100, 100);
/** A collection page: 12 bags unless asked otherwise (index.html's first row pages the same way: server/http/first-row-block.ts). */
export const FilterPaging = paging(12, 60);
const IdParams = type({ productId: IdParam });
const SIMILAR_BAGS = 4;
const UrlParams = type({ url: ParamText(200) });
const ImageParams = type({ file: ParamText(40) });
const PhotoParams = type({ photoId: IdParam });
const PhotoFileParams = type({ photoId: IdParam, file: ParamText(20) });

// The `product` and `filter` JSON parts (src/api/product.ts sends them as multipart, spec point 7); both optional.
const criteria = form({ product: jsonPart(ProductCriteriaShape, { optional: true }), filter: jsonPart(ProductFilterShape, { optional: true }) });

/** The longest stretch "free on my dates" looks at: a year, more than any booking may last. */
const MAX_FREE_SPAN_DAYS = 366;

/** A 400 unless the free-on-dates pair is whole and in order; the filter as the query needs it. */
function freeDates<F extends ProductFilter>(filter: F): F {
  const { freeFrom, freeTo } = filter;
  if (!freeFrom && !freeTo) return filter;
  if (!freeFrom || !freeTo) throw badRequest('Give both days for "free on my dates": the first day and the return day.');
  if (freeTo < freeFrom) throw badRequest('The return day must not be before the first day.');
  if (daysBetween(freeFrom, freeTo) > MAX_FREE_SPAN_DAYS) throw badRequest('Choose dates at most a year apart.');
  return filter;
}

/** Thrown inside a member's answer when the token's member no longer exists. */
const NOT_A_MEMBER = Symbol('not a member');

const SVG_HEADERS = {
  'content-type': 'image/svg+xml; charset=utf-8',
  'cache-control': 'public, max-age=86400',
  'x-content-type-options': 'nosniff',
  // Opened on its own, the picture can run nothing and load nothing.
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
};

/** POST /api/product/list, /filter/list, /count, /facets; GET /api/product/{id}, /url/{url}, /image/{id}.svg. Public: no token needed. */
export function productRoutes(ctx: ServerContext) {
  const app = new Hono();
  const today = () => isoDay(ctx.now());

  const cache = catalogueCache(ctx);

  app.post('/list', json(ProductListQueryShape, { optional: true }), async (c) => {
    const { limit, offset } = ListPaging.of(c.req.valid('json'));
    const day = today();
    return cache.respond(
      c,
      `list:${day}:${limit}:${offset}`,
      async () => listProductsJson(ctx.db, await selectProducts(ctx.db, {}, {}, day), limit, offset, day),
      currentPictureSet(),
    );
  });

  app.post('/filter/list', criteria, async (c) => {
    const { product } = c.req.valid('form');
    const filter = freeDates(c.req.valid('form').filter);
    const { key, make } = filterListAnswer(ctx.db, product, filter, FilterPaging.of(filter), today());
    return cache.respond(c, key, make, currentPictureSet());
  });

  app.post('/count', criteria, async (c) => {
    const { product } = c.req.valid('form');
    const filter = freeDates(c.req.valid('form').filter);
    const day = today();
    return cache.respond(c, `count:${day}:${selectionKey(product, filter)}`, async () =>
      countProducts(ctx.db, await selectProducts(ctx.db, product, filter, day)),
    );
  });

  // Ours, not the spec's: per filter value, how many bags ticking it would give (faceted counts).
  app.post('/facets', criteria, async (c) => {
    const { product } = c.req.valid('form');
    const filter = freeDates(c.req.valid('form').filter);
    const day = today();
    return cache.respond(c, `facets:${day}:${selectionKey(product, filter)}`, () => facetCounts(ctx.db, product, filter, day));
  });

  // A bag's drawing, for bags without pictures rendered at build time (server/pictures/bag-pictures.ts).
  app.get('/image/:file', param(ImageParams), async (c) => {
    const match = /^(\d{1,9})(?:-([a-z]+))?\.svg$/.exec(c.req.valid('param').file);
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

  // Photos operators uploaded: public catalogue pictures; an id is never reused, so they may be cached for good.
  app.get('/photo/:photoId{[0-9]+}', param(PhotoParams), async (c) => {
    const photo = await findPhoto(ctx.db, c.req.valid('param').photoId);
    const stored = photo && (await documentsOf(ctx).get(photo.path));
    if (!photo || !stored) throw notFound('No such picture.');
    return sendFile(c, { bytes: stored.bytes, type: photo.type }, 'public');
  });

  // A photo in one of the widths the collection offers (server/pictures/photo-variants.ts), e.g. /photo/12/640.webp.
  app.get('/photo/:photoId{[0-9]+}/:file', param(PhotoFileParams), async (c) => {
    const { photoId, file } = c.req.valid('param');
    const width = /^([0-9]{1,4})\.webp$/.exec(file);
    if (!width) throw notFound('No such picture: ask for a width as <width>.webp, e.g. 640.webp.');
    const photo = await photoFile(ctx, photoId, Number(width[1]));
    // A copy made without sharp (the upload itself) may be replaced by the real one later: kept for a day, not for good.
    const response = sendFile(c, photo, 'public');
    if (!photo.kept) response.headers.set('cache-control', 'public, max-age=86400');
    return response;
  });

  /**
   * One bag; for a member also whether they are on its waiting list (a bad token is ignored: the bag is public).
   * A member's answer is kept per token claims, its check that the member still exists made with it: removing
   * or renaming a member bumps the catalogue version (migration 082), so a kept answer is never older than that.
   */
  const one = async (c: Context, by: { id: number } | { url: string }) => {
    const claims = await bearerClaims(ctx, c);
    const day = today();
    const answer = (userId?: number) => async () => {
      const product = await findProductJson(ctx.db, by, day, userId);
      if (!product) throw notFound(NO_SUCH_BAG);
      return product;
    };
    const visitor = () => cache.respond(c, `one:${day}:${JSON.stringify(by)}:`, answer(), currentPictureSet());
    if (!claims || claims === 'none') return visitor();
    const member = answer(claims.userId);
    try {
      return await cache.respond(
        c,
        `one:${day}:${JSON.stringify(by)}:${claims.userId}:${claims.username}`,
        async () => {
          const row = await findUserById(ctx.db, claims.userId);
          // Not kept: a member who is gone gets the visitor's answer, checked again next time.
          if (!row || row.username !== claims.username) throw NOT_A_MEMBER;
          return member();
        },
        currentPictureSet(),
      );
    } catch (error) {
      if (error === NOT_A_MEMBER) return visitor();
      throw error;
    }
  };

  app.get('/url/:url', param(UrlParams), async (c) => one(c, { url: c.req.valid('param').url.toLowerCase() }));

  app.get('/:productId{[0-9]+}', param(IdParams), async (c) => one(c, { id: c.req.valid('param').productId }));

  // Ours, not the spec's: "more like this" under a bag, the same for every reader (no waitlisted flag).
  app.get('/:productId{[0-9]+}/similar', param(IdParams), async (c) => {
    const id = c.req.valid('param').productId;
    const day = today();
    return cache.respond(c, `similar:${day}:${id}`, () => similarProductsJson(ctx.db, id, SIMILAR_BAGS, day), currentPictureSet());
  });

  return app;
}
