import { type Context, Hono } from 'hono';
import { array, boolean, nullable, optional, size, type } from 'superstruct';
import { verifyToken } from '../auth/tokens';
import type { ServerContext } from '../context';
import { bagSvg } from '../catalogue/bag-image';
import { Id, optionalInt, optionalString } from '../catalogue/body-shapes';
import { isoDay } from '../catalogue/iso-date';
import { paging } from '../catalogue/paging';
import {
  findProduct,
  loadAttributes,
  loadAvailability,
  outTodaySql,
  PRODUCT_COLUMNS,
  productJson,
  productsJson,
  type ProductRow,
} from '../catalogue/product-record';
import { settleEndedBookings } from '../bookings/settle-returns';
import { checkShape, readJson } from '../http/read-json';
import { readForm, readJsonPart } from '../http/read-json-part';
import { badRequest, notFound, ok } from '../http/respond';
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

/** Sort codes of the predefined SORT list; the SQL behind each (`today` names the parameter holding today). */
const SORTS: Record<string, (today: () => string) => string> = {
  NEWEST: () => 'p.created_at desc, p.id desc',
  AVAILABLE_FIRST: (today) => `${outTodaySql(today())} asc, p.created_at desc, p.id desc`,
  PRICE_LOW: () => 'p.retail_price asc, p.id asc',
  PRICE_HIGH: () => 'p.retail_price desc, p.id asc',
  TITLE: () => 'p.title asc, p.id asc',
};

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

/** The `product` and `filter` parts, from the multipart form the client sends (or a JSON body with both). */
async function readCriteria(c: Context): Promise<{ product: CriteriaValue; filter: FilterValue }> {
  if (/^application\/json/i.test(c.req.header('content-type') ?? '')) {
    const body = await readJson(c, JsonCriteriaBody);
    return { product: body.product ?? {}, filter: body.filter ?? {} };
  }
  const form = await readForm(c);
  const product = checkShape((await readJsonPart(form, 'product', false)) ?? {}, Criteria);
  const filter = checkShape((await readJsonPart(form, 'filter', false)) ?? {}, Filter);
  return { product, filter };
}

/** WHERE clause (products p) and parameters for the criteria, and `todayParam` for an ORDER BY that needs today. */
async function whereFor(ctx: ServerContext, product: CriteriaValue, filter: FilterValue, today: string) {
  const params: unknown[] = [];
  const add = (value: unknown) => (params.push(value), `$${params.length}`);
  let todayRef = '';
  const todayParam = () => (todayRef ||= add(today));
  const clauses = ['p.active'];
  if (product.title?.trim()) clauses.push(`p.title ilike ${add(likePattern(product.title.trim()))}`);
  if (product.brand?.trim()) clauses.push(`lower(p.brand) = lower(${add(product.brand.trim())})`);
  if (product.category?.trim()) clauses.push(`p.category = upper(${add(product.category.trim().replace(/\s+/g, ''))})`);
  if (product.available === true) clauses.push(`not ${outTodaySql(todayParam())}`);
  if (product.available === false) clauses.push(outTodaySql(todayParam()));

  const ids = [...new Set(filter.attributeValueIds ?? [])];
  if (ids.length > 0) {
    // Values of one attribute widen the match (Black or Tan); different attributes narrow it (Black and Tote).
    const known = await ctx.db.query<{ id: number; attribute_id: number }>('select id, attribute_id from attribute_values where id = any($1::int[])', [ids]);
    if (known.rows.length < ids.length) clauses.push('false');
    const groups = new Map<number, number[]>();
    for (const row of known.rows) groups.set(row.attribute_id, [...(groups.get(row.attribute_id) ?? []), row.id]);
    for (const group of groups.values()) {
      clauses.push(`exists (select 1 from product_attribute_values pav where pav.product_id = p.id and pav.attribute_value_id = any(${add(group)}::int[]))`);
    }
  }

  if (filter.productIds) clauses.push(`p.id = any(${add([...new Set(filter.productIds)])}::int[])`);

  const words = (filter.search ?? '').trim().split(/\s+/).filter(Boolean).slice(0, 8);
  for (const word of words) {
    const pattern = add(likePattern(word));
    clauses.push(
      `(p.title ilike ${pattern} or p.brand ilike ${pattern} or p.description ilike ${pattern} or exists (
        select 1 from product_attribute_values pav join attribute_values av on av.id = pav.attribute_value_id
        where pav.product_id = p.id and av.value ilike ${pattern}))`,
    );
  }
  return { where: clauses.join(' and '), params, todayParam };
}

function sortFor(code: string | null | undefined): (today: () => string) => string {
  const key = (code ?? 'NEWEST').trim().toUpperCase() || 'NEWEST';
  const sql = SORTS[key];
  if (!sql) throw badRequest(`Unknown sort "${code}": use one of ${Object.keys(SORTS).join(', ')}.`);
  return sql;
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

  app.post('/list', async (c) => {
    const body = (await c.req.text()).trim() ? await readJson(c, ListBody) : {};
    const { limit, offset } = paging(body.page, body.size, 100, 100);
    await settleEndedBookings(ctx);
    const rows = await ctx.db.query<ProductRow>(
      `select ${PRODUCT_COLUMNS} from products p where p.active order by ${SORTS.NEWEST(() => '')} limit $1 offset $2`,
      [limit, offset],
    );
    return ok(c, await productsJson(ctx.db, rows.rows, today()));
  });

  app.post('/filter/list', async (c) => {
    const { product, filter } = await readCriteria(c);
    const order = sortFor(filter.sort);
    const { limit, offset } = paging(filter.page, filter.size, 12, 60);
    await settleEndedBookings(ctx);
    const { where, params, todayParam } = await whereFor(ctx, product, filter, today());
    const rows = await ctx.db.query<ProductRow>(
      `select ${PRODUCT_COLUMNS} from products p where ${where} order by ${order(todayParam)} limit ${limit} offset ${offset}`,
      params,
    );
    return ok(c, await productsJson(ctx.db, rows.rows, today()));
  });

  app.post('/count', async (c) => {
    const { product, filter } = await readCriteria(c);
    sortFor(filter.sort);
    await settleEndedBookings(ctx);
    const { where, params } = await whereFor(ctx, product, filter, today());
    const result = await ctx.db.query<{ n: number }>(`select count(*)::int as n from products p where ${where}`, params);
    return ok(c, result.rows[0].n);
  });

  app.get('/image/:file', async (c) => {
    const match = /^(\d{1,9})(-detail)?\.svg$/.exec(c.req.param('file'));
    if (!match) throw notFound('No such picture.');
    const row = await findProduct(ctx.db, { id: Number(match[1]) });
    if (!row) throw notFound('No such picture.');
    const svg = bagSvg(
      { title: row.title, category: row.category, colourHex: row.colour_hex, size: row.size ?? 'Medium', material: row.material ?? '' },
      match[2] ? 'detail' : 'front',
    );
    return c.body(svg, 200, SVG_HEADERS);
  });

  const one = async (c: Context, row: ProductRow | undefined) => {
    if (!row) throw notFound(NO_SUCH_BAG);
    await settleEndedBookings(ctx);
    const [attributes, availability] = await Promise.all([loadAttributes(ctx.db, [row.id]), loadAvailability(ctx.db, [row.id], today())]);
    const userId = await optionalUserId(ctx, c);
    const waitlisted =
      userId === undefined
        ? undefined
        : (await ctx.db.query('select 1 from waiting_list where product_id = $1 and user_id = $2', [row.id, userId])).rows.length > 0;
    return ok(c, productJson(row, attributes.get(row.id), availability.get(row.id), waitlisted));
  };

  app.get('/url/:url', async (c) => one(c, await findProduct(ctx.db, { url: c.req.param('url').toLowerCase() })));

  app.get('/:productId{[0-9]{1,9}}', async (c) => one(c, await findProduct(ctx.db, { id: Number(c.req.param('productId')) })));

  return app;
}
