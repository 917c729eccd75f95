import { Hono } from 'hono';
import { nullable, optional, type } from 'superstruct';
import type { ServerContext } from '../context';
import { Id, optionalInt } from '../catalogue/body-shapes';
import { isoDay } from '../catalogue/iso-date';
import { paging } from '../catalogue/paging';
import { findProduct, productsJson, PRODUCT_COLUMNS, type ProductRow } from '../catalogue/product-record';
import { WAITING_FOR_MEMBERS } from '../bookings/booking-rules';
import { NO_SUCH_BAG } from '../bookings/booking-service';
import { readJson } from '../http/read-json';
import { assertSelf, type AuthEnv, requireUser } from '../http/require-user';
import { conflict, forbidden, notFound, ok } from '../http/respond';
import { findUserById } from '../users/user-record';

export const ALREADY_WAITING = 'You are already on the waiting list for this bag.';
export const BAG_IS_FREE = 'This bag is free today: book it instead of waiting.';
export const YOU_HAVE_IT = 'This bag is out with you: there is nothing to wait for.';
export const NOT_WAITING = 'You are not on the waiting list for this bag.';

const SaveBody = type({ productId: Id, userId: Id });
const ListBody = type({ userId: optional(nullable(Id)), page: optionalInt, size: optionalInt });

interface EntryRow {
  product_id: number;
  user_id: number;
  created_at: Date | string;
  notified_at: Date | string | null;
  position: number;
}

/**
 * The waiting lists of the caller (403 for another userId). A member joins
 * the list of a bag that is out today, once; when it comes back free the
 * first member in line is told (server/bookings/wait-list.ts).
 */
export function waitingRoutes(ctx: ServerContext): Hono {
  const app = new Hono<AuthEnv>();
  app.use('*', requireUser(ctx));
  const today = () => isoDay(ctx.now());

  const entriesJson = async (rows: EntryRow[]) => {
    const ids = [...new Set(rows.map((r) => r.product_id))];
    const products = ids.length
      ? (await ctx.db.query<ProductRow>(`select ${PRODUCT_COLUMNS} from products p where p.id = any($1::int[])`, [ids])).rows
      : [];
    const json = await productsJson(ctx.db, products, today());
    const byId = new Map(json.map((p) => [p.productId, p]));
    return rows.map((row) => ({
      productId: row.product_id,
      userId: row.user_id,
      createdAt: new Date(row.created_at).toISOString(),
      notifiedAt: row.notified_at ? new Date(row.notified_at).toISOString() : null,
      position: row.position,
      product: byId.get(row.product_id) ?? null,
    }));
  };

  const ENTRY_SELECT = `select w.product_id, w.user_id, w.created_at, w.notified_at,
    (select count(*)::int from waiting_list o where o.product_id = w.product_id and (o.created_at, o.id) <= (w.created_at, w.id)) as position
    from waiting_list w`;

  app.post('/save', async (c) => {
    const body = await readJson(c, SaveBody);
    assertSelf(c, body.userId);
    const user = await findUserById(ctx.db, body.userId);
    if (user?.status_code !== 'ACTIVE') throw forbidden(WAITING_FOR_MEMBERS);
    const product = await findProduct(ctx.db, { id: body.productId });
    if (!product) throw notFound(NO_SUCH_BAG);
    // Out today: started and not checked in yet, overdue or not.
    const holder = await ctx.db.query<{ user_id: number }>(
      "select user_id from bookings where product_id = $1 and status = 'BOOKED' and start_date <= $2::date",
      [body.productId, today()],
    );
    if (holder.rows.length === 0) throw conflict(BAG_IS_FREE);
    if (holder.rows.some((r) => r.user_id === body.userId)) throw conflict(YOU_HAVE_IT);
    const inserted = await ctx.db.query(
      'insert into waiting_list (product_id, user_id) values ($1, $2) on conflict (product_id, user_id) do nothing returning id',
      [body.productId, body.userId],
    );
    if (inserted.rows.length === 0) throw conflict(ALREADY_WAITING);
    const rows = await ctx.db.query<EntryRow>(`${ENTRY_SELECT} where w.product_id = $1 and w.user_id = $2`, [body.productId, body.userId]);
    return ok(c, (await entriesJson(rows.rows))[0]);
  });

  const readList = async (c: Parameters<typeof assertSelf>[0]) => {
    const text = (await c.req.text()).trim();
    const body = text ? await readJson(c, ListBody) : {};
    if (body.userId !== undefined && body.userId !== null) assertSelf(c, body.userId);
    return body;
  };

  app.post('/list', async (c) => {
    const body = await readList(c);
    const { limit, offset } = paging(body.page, body.size, 20, 100);
    const rows = await ctx.db.query<EntryRow>(`${ENTRY_SELECT} where w.user_id = $1 order by w.created_at desc, w.id desc limit ${limit} offset ${offset}`, [
      c.get('user').userId,
    ]);
    return ok(c, await entriesJson(rows.rows));
  });

  app.post('/count', async (c) => {
    await readList(c);
    const result = await ctx.db.query<{ n: number }>('select count(*)::int as n from waiting_list where user_id = $1', [c.get('user').userId]);
    return ok(c, result.rows[0].n);
  });

  app.delete('/delete/:productId{[0-9]{1,9}}/:userId{[0-9]{1,9}}', async (c) => {
    const productId = Number(c.req.param('productId'));
    const userId = Number(c.req.param('userId'));
    assertSelf(c, userId);
    const removed = await ctx.db.query('delete from waiting_list where product_id = $1 and user_id = $2 returning id', [productId, userId]);
    if (removed.rows.length === 0) throw notFound(NOT_WAITING);
    return ok(c, { productId, userId });
  });

  return app as unknown as Hono;
}
