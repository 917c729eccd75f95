import { addDays, isoDay } from '../catalogue/iso-date';
import type { Queryable } from '../db/database';
import type { ServerContext } from '../context';
import { conflict, forbidden, notFound } from '../domain-error';
import { findSlab, insertUserMembership, latestActiveMembershipEnd } from '../memberships/membership-record';
import { hasPaymentInFlight } from '../payments/payment-record';
import { lockedUserStatus, setUserStatus } from '../users/user-record';
import { paymentConfirmed } from '../notifications/member-events';
import {
  findOpenOrder,
  findOrder,
  insertOrder,
  lockOrderState,
  orderTotal,
  recordOrderActivated,
  recordOrderPaid,
  repriceOrder,
  type OrderRow,
} from './order-record';
import { assertMayOrder, ORDER_MESSAGES, orderKind, priceParts } from './order-rules';
import { DEFAULT_GST, type GstSettings } from '../money/gst-settings';
import { nextSerial, taxDocumentDetails } from './tax-invoice';
import { settlePlanChangeAtRenewal } from '../account/plan-change-record';

/** The GST settings the server started with (TOTE_GST_RATE, TOTE_GST_SAC). */
export function gstOf(ctx: ServerContext): GstSettings {
  return ctx.config.gst ?? DEFAULT_GST;
}

/** The caller's status, read with a row lock so status changes of one user happen one at a time. */
export async function lockUserStatus(tx: Queryable, userId: number): Promise<string> {
  const status = await lockedUserStatus(tx, userId);
  if (status === undefined) throw notFound('User not found');
  return status;
}

/**
 * The user's open order for `slabId`: the open one reused (re-priced to the
 * slab when the member picked another), else a new one. An order keeps the
 * price it was made at: a price an operator changed since reaches new orders
 * only (a GST rate change splits the same price anew). A retired plan is
 * ordered no more. Call inside a transaction after lockUserStatus.
 */
export async function saveOpenOrder(tx: Queryable, userId: number, status: string, slabId: number, gst: GstSettings = DEFAULT_GST): Promise<OrderRow> {
  assertMayOrder(status);
  const slab = await findSlab(tx, slabId);
  if (!slab) throw notFound('No such membership plan.');
  const kind = orderKind(status);
  const open = await findOpenOrder(tx, userId);
  const kept = open && open.slab.slab_id === slabId && open.kind === kind ? open : null;
  if (!kept && slab.retired) throw conflict(ORDER_MESSAGES.retired);
  const { amount, tax } = priceParts(kept ? orderTotal(kept) : Number(slab.amount), gst.ratePercent);
  if (open) {
    const same = kept && Number(open.amount) === amount && Number(open.tax) === tax;
    if (same) return open;
    if (await hasPaymentInFlight(tx, open.id)) throw conflict(ORDER_MESSAGES.paymentInProgress, 'PAYMENT_IN_PROGRESS');
    await repriceOrder(tx, open.id, { slabId, amount, tax, kind });
    return (await findOrder(tx, open.id))!;
  }
  return (await findOrder(tx, await insertOrder(tx, userId, { slabId, amount, tax, kind })))!;
}

/**
 * Marks a CREATED order paid and issues its tax invoice: the next serial of the
 * financial year (TOTE/2627/000123) and the invoice's parties and place of supply, fixed now.
 */
export async function markOrderPaid(tx: Queryable, orderId: number, now: Date, gst: GstSettings = DEFAULT_GST): Promise<void> {
  const order = await lockOrderState(tx, orderId);
  if (order?.status !== 'CREATED') return;
  const serial = await nextSerial(tx, 'INV', now);
  const details = await taxDocumentDetails(tx, order.user_id, gst);
  await recordOrderPaid(tx, orderId, now, serial, details);
}

/**
 * Turns a PAID order into a membership: starts today (or the day after a
 * membership still running), the user becomes ACTIVE and is told; a pending
 * plan change is applied or cancelled with it. Activating
 * an ACTIVATED order changes nothing, so a repeated call is harmless.
 * Call inside a transaction with the order locked.
 */
export async function activatePaidOrder(tx: Queryable, order: OrderRow, now: Date): Promise<void> {
  if (order.status === 'ACTIVATED') return;
  if (order.status === 'CREATED') throw conflict(ORDER_MESSAGES.notPaid);
  if (order.status === 'CANCELLED') throw conflict(ORDER_MESSAGES.cancelled, 'ORDER_CANCELLED');
  const today = isoDay(now);
  const latest = await latestActiveMembershipEnd(tx, order.user_id);
  const start = latest && latest >= today ? addDays(latest, 1) : today;
  const membershipId = await insertUserMembership(tx, order.user_id, order.slab.slab_id, start);
  // A plan chosen on My Account for the renewal is settled with the payment: applied when this is that plan,
  // cancelled when the member paid for another, so it never waits for a renewal that has already happened.
  await settlePlanChangeAtRenewal(tx, order.user_id, order.slab.slab_id, start, now);
  await recordOrderActivated(tx, order.id, now, membershipId);
  await setUserStatus(tx, order.user_id, 'ACTIVE');
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
