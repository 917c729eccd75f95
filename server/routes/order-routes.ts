import { type Context, Hono } from 'hono';
import { integer, nullable, number, optional, string, type, union } from 'superstruct';
import { verifyToken } from '../auth/tokens';
import type { ServerContext } from '../context';
import { checkShape, readJson } from '../http/read-json';
import { assertSelf, type AuthEnv, requireUser } from '../http/require-user';
import { badRequest, conflict, forbidden, notFound, ok, unauthorized } from '../http/respond';
import { findSlab, slabJson } from '../memberships/membership-record';
import { invoiceFileName, renderInvoicePdf } from '../orders/invoice-pdf';
import { INVOICE_LINK_TTL_SECONDS, signInvoiceToken, verifyInvoiceToken } from '../orders/invoice-token';
import { countOrders, findOpenOrder, findOrder, listOrders, orderJson, type OrderRow } from '../orders/order-record';
import { ORDER_MESSAGES, payRefusal, taxOn } from '../orders/order-rules';
import { activatePaidOrder, lockUserStatus, saveOpenOrder } from '../orders/order-service';
import { gatewayOf } from '../payments/payment-service';

const anId = union([number(), string()]);
const SaveBody = type({ userId: optional(nullable(anId)), membershipPlanSlabId: optional(nullable(anId)), id: optional(nullable(anId)) });
const ActivateBody = type({ orderId: optional(nullable(anId)) });
const ListBody = type({ page: optional(nullable(integer())), size: optional(nullable(integer())), userId: optional(nullable(anId)) });

function positiveId(value: unknown, what: string): number {
  const id = Number(value);
  if (!Number.isInteger(id) || id <= 0) throw badRequest(`${what} is required.`);
  return id;
}

/** The paging of the list calls: 0-based page, size 1..100 (default 20); another member's userId is a 403. */
async function readListQuery(c: Context<AuthEnv>) {
  const text = await c.req.text();
  const body = checkShape(text.trim() ? safeJson(text) : {}, ListBody);
  if (body.userId !== undefined && body.userId !== null) assertSelf(c, body.userId);
  const page = body.page ?? 0;
  const size = body.size ?? 20;
  if (page < 0) throw badRequest('The field "page" is invalid: expected 0 or more.');
  if (size < 1 || size > 100) throw badRequest('The field "size" is invalid: expected 1 to 100.');
  return { page, size };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest('The request body is not valid JSON.');
  }
}

/** The caller's own order, or 404/403. */
async function ownOrder(ctx: ServerContext, c: Context<AuthEnv>, orderId: number): Promise<OrderRow> {
  const order = await findOrder(ctx.db, orderId);
  if (!order) throw notFound('No such order.');
  if (order.user_id !== c.get('user').userId) throw forbidden();
  return order;
}

/** Orders of membership slabs (spec point 7): what is due, the open order, activation, history and invoices. */
export function orderRoutes(ctx: ServerContext): Hono {
  const app = new Hono<AuthEnv>();
  const authed = requireUser(ctx);

  app.get('/payment-details/:slabId{[0-9]+}', authed, async (c) => {
    const slab = await findSlab(ctx.db, Number(c.req.param('slabId')));
    if (!slab) throw notFound('No such membership plan.');
    const userId = c.get('user').userId;
    const status = (await ctx.db.query<{ status_code: string }>('select status_code from users where id = $1', [userId])).rows[0]?.status_code ?? '';
    const open = await findOpenOrder(ctx.db, userId);
    const amount = Number(slab.amount);
    const tax = taxOn(amount);
    const refusal = payRefusal(status);
    return ok(c, {
      membershipPlanSlabId: slab.slab_id,
      membershipPlanName: slab.plan_name,
      durationInMonths: slab.months,
      amount,
      tax,
      totalAmount: Math.round((amount + tax) * 100) / 100,
      currency: 'USD',
      // The open order when it is for this slab; otherwise POST /api/order/save makes (or re-prices) it.
      orderId: open && open.slab.slab_id === slab.slab_id ? open.id : null,
      order: open && open.slab.slab_id === slab.slab_id ? orderJson(open) : null,
      membershipPlanSlab: slabJson(slab),
      canPay: refusal === null,
      message: refusal,
      // Which gateway takes the payment: the demo one lets the screen say which test details it declines.
      gateway: gatewayOf(ctx).name,
    });
  });

  app.post('/save', authed, async (c) => {
    const body = await readJson(c, SaveBody);
    if (body.userId !== undefined && body.userId !== null) assertSelf(c, body.userId);
    const slabId = positiveId(body.membershipPlanSlabId ?? body.id, 'membershipPlanSlabId');
    const userId = c.get('user').userId;
    const order = await ctx.db.transaction(async (tx) => saveOpenOrder(tx, userId, await lockUserStatus(tx, userId), slabId));
    return ok(c, orderJson(order));
  });

  app.post('/activate', authed, async (c) => {
    const orderId = positiveId((await readJson(c, ActivateBody)).orderId, 'orderId');
    await ownOrder(ctx, c, orderId);
    const order = await ctx.db.transaction(async (tx) => {
      await lockUserStatus(tx, c.get('user').userId);
      const locked = (await findOrder(tx, orderId, true))!;
      await activatePaidOrder(tx, locked, ctx.now());
      return (await findOrder(tx, orderId))!;
    });
    return ok(c, orderJson(order));
  });

  app.post('/list', authed, async (c) => {
    const { page, size } = await readListQuery(c);
    return ok(c, (await listOrders(ctx.db, c.get('user').userId, page, size)).map(orderJson));
  });

  app.post('/count', authed, async (c) => {
    await readListQuery(c);
    return ok(c, await countOrders(ctx.db, c.get('user').userId));
  });

  app.get('/generateInvoiceUrl/:orderId{[0-9]+}', authed, async (c) => {
    const order = await ownOrder(ctx, c, Number(c.req.param('orderId')));
    if (!order.invoice_number) throw conflict(ORDER_MESSAGES.invoiceNotReady);
    const token = await signInvoiceToken(ctx.config, order.id, order.user_id, ctx.now());
    const url = new URL(`/api/order/generateInvoice/${order.id}`, c.req.url);
    url.search = new URLSearchParams({ token }).toString();
    return ok(c, { url: url.toString(), expiresInSeconds: INVOICE_LINK_TTL_SECONDS, fileName: invoiceFileName(order) });
  });

  // Reached with the bearer token (the client's blob download) or with a link's ?token= (no bearer: a plain link).
  app.get('/generateInvoice/:orderId{[0-9]+}', async (c) => {
    const orderId = Number(c.req.param('orderId'));
    const linkToken = c.req.query('token');
    let userId: number | null;
    if (linkToken) {
      userId = await verifyInvoiceToken(ctx.config, linkToken, orderId, ctx.now());
      if (userId === null) throw unauthorized('This invoice link has expired. Please download the invoice again from your account.');
    } else {
      const match = /^Bearer\s+(.+)$/i.exec(c.req.header('authorization') ?? '');
      const claims = match ? await verifyToken(ctx.config, match[1].trim(), 'access', ctx.now()) : null;
      if (!claims) throw unauthorized(match ? 'Session expired' : 'Authentication required');
      userId = claims.userId;
    }
    const order = await findOrder(ctx.db, orderId);
    if (!order) throw notFound('No such order.');
    if (order.user_id !== userId) throw forbidden();
    if (!order.invoice_number) throw conflict(ORDER_MESSAGES.invoiceNotReady);
    const pdf = await renderInvoicePdf(order);
    return c.body(pdf as Uint8Array<ArrayBuffer>, 200, {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${invoiceFileName(order)}"`,
      'cache-control': 'private, no-store',
    });
  });

  app.get('/:orderId{[0-9]+}', authed, async (c) => ok(c, orderJson(await ownOrder(ctx, c, Number(c.req.param('orderId'))))));

  return app as unknown as Hono;
}
