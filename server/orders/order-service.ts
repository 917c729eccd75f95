import { addDays, isoDay } from '../catalogue/iso-date';
import type { Queryable } from '../db/database';
import type { ServerContext } from '../context';
import { conflict, forbidden, notFound } from '../domain-error';
import { findSlab, insertUserMembership } from '../memberships/membership-record';
import { paymentConfirmed } from '../notifications/member-events';
import { findOpenOrder, findOrder, type OrderRow } from './order-record';
import { assertMayOrder, ORDER_MESSAGES, orderKind, priceParts } from './order-rules';
import { DEFAULT_GST, type GstSettings } from '../money/gst-settings';
import { nextSerial, taxDocumentDetails } from './tax-invoice';

/** The GST settings the server started with (TOTE_GST_RATE, TOTE_GST_SAC). */
export function gstOf(ctx: ServerContext): GstSettings {
  return ctx.config.gst ?? DEFAULT_GST;
}

/** The caller's status, read with a row lock so status changes of one user happen one at a time. */
export async function lockUserStatus(tx: Queryable, userId: number): Promise<string> {
  const row = (await tx.query<{ status_code: string }>('select status_code from users where id = $1 for update', [userId])).rows[0];
  if (!row) throw notFound('User not found');
  return row.status_code;
}

/**
 * The user's open order for `slabId`: the open one reused (re-priced to the
 * slab when the member picked another), else a new one. Call inside a
 * transaction after lockUserStatus.
 */
export async function saveOpenOrder(tx: Queryable, userId: number, status: string, slabId: number, gst: GstSettings = DEFAULT_GST): Promise<OrderRow> {
  assertMayOrder(status);
  const slab = await findSlab(tx, slabId);
  if (!slab) throw notFound('No such membership plan.');
  const { amount, tax } = priceParts(Number(slab.amount), gst.ratePercent);
  const kind = orderKind(status);
  const open = await findOpenOrder(tx, userId);
  if (open) {
    const same = open.slab.slab_id === slabId && Number(open.amount) === amount && Number(open.tax) === tax && open.kind === kind;
    if (same) return open;
    const inFlight = await tx.query("select 1 from payments where order_id = $1 and status = 'PROCESSING'", [open.id]);
    if (inFlight.rows.length) throw conflict(ORDER_MESSAGES.paymentInProgress, 'PAYMENT_IN_PROGRESS');
    await tx.query('update orders set slab_id = $2, amount = $3, tax = $4, kind = $5, updated_at = now() where id = $1', [open.id, slabId, amount, tax, kind]);
    return (await findOrder(tx, open.id))!;
  }
  const created = await tx.query<{ id: number }>(
    'insert into orders (user_id, slab_id, kind, amount, tax, currency) values ($1, $2, $3, $4, $5, $6) returning id',
    [userId, slabId, kind, amount, tax, 'INR'],
  );
  return (await findOrder(tx, created.rows[0].id))!;
}

/**
 * Marks a CREATED order paid and issues its tax invoice: the next serial of the
 * financial year (TOTE/2627/000123) and the invoice's parties and place of supply, fixed now.
 */
export async function markOrderPaid(tx: Queryable, orderId: number, now: Date, gst: GstSettings = DEFAULT_GST): Promise<void> {
  const order = (await tx.query<{ user_id: number; status: string }>('select user_id, status from orders where id = $1 for update', [orderId])).rows[0];
  if (order?.status !== 'CREATED') return;
  const serial = await nextSerial(tx, 'INV', now);
  const details = await taxDocumentDetails(tx, order.user_id, gst);
  await tx.query(
    `update orders set status = 'PAID', paid_at = $2, updated_at = now(), invoice_number = $3, invoice_details = $4::jsonb
     where id = $1 and status = 'CREATED'`,
    [orderId, now.toISOString(), serial, JSON.stringify(details)],
  );
}

/**
 * Turns a PAID order into a membership: starts today (or the day after a
 * membership still running), the user becomes ACTIVE and is told. Activating
 * an ACTIVATED order changes nothing, so a repeated call is harmless.
 * Call inside a transaction with the order locked.
 */
export async function activatePaidOrder(tx: Queryable, order: OrderRow, now: Date): Promise<void> {
  if (order.status === 'ACTIVATED') return;
  if (order.status === 'CREATED') throw conflict(ORDER_MESSAGES.notPaid);
  if (order.status === 'CANCELLED') throw conflict(ORDER_MESSAGES.cancelled, 'ORDER_CANCELLED');
  const today = isoDay(now);
  const latest = (
    await tx.query<{ end_date: string | null }>("select max(end_date)::text as end_date from user_memberships where user_id = $1 and status = 'ACTIVE'", [
      order.user_id,
    ])
  ).rows[0]?.end_date;
  const start = latest && latest >= today ? addDays(latest, 1) : today;
  const membershipId = await insertUserMembership(tx, order.user_id, order.slab.slab_id, start);
  await tx.query("update orders set status = 'ACTIVATED', activated_at = $2, user_membership_id = $3, updated_at = now() where id = $1", [
    order.id,
    now.toISOString(),
    membershipId,
  ]);
  await tx.query("update users set status_code = 'ACTIVE' where id = $1", [order.user_id]);
  await paymentConfirmed(tx, order.user_id, { planName: `${order.slab.plan_name} (${order.slab.months} months)` }, `order-${order.id}`);
}

/** The member's own order, or 404/403. */
export async function ownOrder(ctx: ServerContext, userId: number, orderId: number): Promise<OrderRow> {
  const order = await findOrder(ctx.db, orderId);
  if (!order) throw notFound('No such order.');
  if (order.user_id !== userId) throw forbidden();
  return order;
}

/** POST /api/order/save: the member's open order for the slab. */
export function saveOrder(ctx: ServerContext, userId: number, slabId: number): Promise<OrderRow> {
  return ctx.db.transaction(async (tx) => saveOpenOrder(tx, userId, await lockUserStatus(tx, userId), slabId, gstOf(ctx)));
}

/** POST /api/order/activate: a paid order of the member's becomes their membership (again: no change). */
export async function activateOwnOrder(ctx: ServerContext, userId: number, orderId: number): Promise<OrderRow> {
  await ownOrder(ctx, userId, orderId);
  return ctx.db.transaction(async (tx) => {
    await lockUserStatus(tx, userId);
    await activatePaidOrder(tx, (await findOrder(tx, orderId, true))!, ctx.now());
    return (await findOrder(tx, orderId))!;
  });
}

/** The member's own paid order, for its invoice (409 before it is paid). */
export async function invoiceOrder(ctx: ServerContext, userId: number, orderId: number): Promise<OrderRow> {
  const order = await ownOrder(ctx, userId, orderId);
  if (!order.invoice_number) throw conflict(ORDER_MESSAGES.invoiceNotReady, 'INVOICE_NOT_READY');
  return order;
}
