import { Hono } from 'hono';
import { type } from 'superstruct';
import type { ServerContext } from '../context';
import { paging } from '../http/paging';
import { json, param, query } from '../http/parse';
import { InvoiceQueryShape, NewOrderShape, OrderActivationShape, OrderListQueryShape } from '../../src/api/shapes/requests/order';
import { IdParam } from '../../src/api/shapes/requests/parts';
import { assertSelf, type AuthEnv, readBearer, requireUser } from '../http/require-user';
import { badRequest, unauthorized, ok } from '../http/respond';
import { invoiceFileName, renderInvoicePdf } from '../orders/invoice-pdf';
import { taxDocumentDetails } from '../orders/tax-invoice';
import { INVOICE_LINK_TTL_SECONDS, signInvoiceToken, verifyInvoiceToken } from '../orders/invoice-token';
import { countOrders, listOrders, orderJson } from '../orders/order-record';
import { activateOwnOrder, gstOf, invoiceOrder, ownOrder, saveOrder } from '../orders/order-service';
import { paymentDetails } from '../orders/payment-details';
import { settleOpenPayments } from '../payments/payment-service';
import type { InvoiceLink } from '../../src/api/shapes/order';

const OrderPaging = paging(20, 100);
const OrderParam = type({ orderId: IdParam });
const SlabParam = type({ slabId: IdParam });

export const INVOICE_LINK_EXPIRED = 'This invoice link has expired. Please download the invoice again from your account.';

/** Orders of membership slabs (spec point 7): what is due, the open order, activation, history and invoices. */
export function orderRoutes(ctx: ServerContext) {
  const app = new Hono<AuthEnv>();
  const authed = requireUser(ctx);

  app.get('/payment-details/:slabId{[0-9]+}', authed, param(SlabParam), async (c) =>
    ok(c, await paymentDetails(ctx, c.get('user'), c.req.valid('param').slabId)),
  );

  app.post('/save', authed, json(NewOrderShape), async (c) => {
    const body = c.req.valid('json');
    assertSelf(c, body.userId);
    const slabId = body.membershipPlanSlabId ?? body.id;
    if (!slabId) throw badRequest('membershipPlanSlabId is required.', { membershipPlanSlabId: 'membershipPlanSlabId is required.' });
    return ok(c, orderJson(await saveOrder(ctx, c.get('user').userId, slabId)));
  });

  app.post('/activate', authed, json(OrderActivationShape), async (c) => {
    const { orderId } = c.req.valid('json');
    if (!orderId) throw badRequest('orderId is required.', { orderId: 'orderId is required.' });
    return ok(c, orderJson(await activateOwnOrder(ctx, c.get('user').userId, orderId)));
  });

  app.post('/list', authed, json(OrderListQueryShape, { optional: true }), async (c) => {
    const body = c.req.valid('json');
    assertSelf(c, body.userId);
    return ok(c, (await listOrders(ctx.db, c.get('user').userId, OrderPaging.of(body))).map(orderJson));
  });

  app.post('/count', authed, json(OrderListQueryShape, { optional: true }), async (c) => {
    assertSelf(c, c.req.valid('json').userId);
    return ok(c, await countOrders(ctx.db, c.get('user').userId));
  });

  app.get('/generateInvoiceUrl/:orderId{[0-9]+}', authed, param(OrderParam), async (c) => {
    const order = await invoiceOrder(ctx, c.get('user').userId, c.req.valid('param').orderId);
    const token = await signInvoiceToken(ctx.config, order.id, order.user_id, ctx.now());
    const url = new URL(`/api/order/generateInvoice/${order.id}`, c.req.url);
    url.search = new URLSearchParams({ token }).toString();
    return ok(c, { url: url.toString(), expiresInSeconds: INVOICE_LINK_TTL_SECONDS, fileName: invoiceFileName(order) } satisfies InvoiceLink);
  });

  // Reached with the bearer token (the client's blob download) or with a link's ?token= (no bearer: a plain link).
  app.get('/generateInvoice/:orderId{[0-9]+}', param(OrderParam), query(InvoiceQueryShape), async (c) => {
    const { orderId } = c.req.valid('param');
    const linkToken = c.req.valid('query').token;
    let userId: number;
    if (linkToken) {
      const fromLink = await verifyInvoiceToken(ctx.config, linkToken, orderId, ctx.now());
      if (fromLink === null) throw unauthorized(INVOICE_LINK_EXPIRED, 'SESSION_EXPIRED');
      userId = fromLink;
    } else {
      const bearer = await readBearer(ctx, c);
      if (bearer.kind !== 'user') throw bearer.kind === 'none' ? unauthorized('Authentication required') : unauthorized('Session expired', 'SESSION_EXPIRED');
      userId = bearer.user.userId;
    }
    const order = await invoiceOrder(ctx, userId, orderId);
    // Invoices paid before tax documents were fixed at payment take the member's address as it is now.
    const pdf = await renderInvoicePdf(order, order.invoice_details ?? (await taxDocumentDetails(ctx.db, order.user_id, gstOf(ctx))));
    return c.body(pdf as Uint8Array<ArrayBuffer>, 200, {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${invoiceFileName(order)}"`,
      'cache-control': 'private, no-store',
    });
  });

  // The status query the packages page makes on the member's return from a hosted gateway: an attempt still open is settled first.
  app.get('/:orderId{[0-9]+}', authed, param(OrderParam), async (c) => {
    const userId = c.get('user').userId;
    const { orderId } = c.req.valid('param');
    await ownOrder(ctx, userId, orderId);
    await settleOpenPayments(ctx, { orderId });
    return ok(c, orderJson(await ownOrder(ctx, userId, orderId)));
  });

  return app;
}
