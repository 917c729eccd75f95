import type { ServerContext } from '../context';
import type { Queryable } from '../db/database';
import { conflict, invalidInput, notFound } from '../domain-error';
import type { Actor } from '../operators/actor';
import { writeAudit } from '../operators/audit-record';
import { findOrder } from '../orders/order-record';
import { activatePaidOrder, gstOf, lockUserStatus, markOrderPaid } from '../orders/order-service';
import { findPayment, listAwaitingManualPayments, settlePayment, type AwaitingPaymentRow, type PaymentRow } from './payment-record';
import type { ManualPayee } from './payment-gateway';
import type { AwaitingPayment } from '../../src/api/shapes/payment';
import type { ManualPaymentInstructions } from '../../src/api/shapes/manual-payment';

export const MANUAL_PAYMENT_MESSAGES = {
  noPayment: 'No such payment.',
  notManual: 'This payment was not made by hand: its gateway settles it.',
  settled: 'This payment has already been settled.',
  reasonRequired: 'Say why the payment was not received (at most 200 characters): the member reads it.',
  /** What members and operators read: plainly, a person checks the bank account. */
  memberNote:
    'We take payments by UPI or bank transfer for now. Pay the amount with the reference below; a member of our team checks our bank account and confirms it, usually within one working day. Your membership starts when we do.',
} as const;

/** What the member needs to pay by hand: where, how much, and the reference to write on the transfer. */
export function manualInstructions(payee: ManualPayee, payment: Pick<PaymentRow, 'amount' | 'gateway_order_id'> | null): ManualPaymentInstructions {
  return {
    accountName: payee.accountName,
    upiId: payee.upiId,
    bankAccountNumber: payee.bank?.accountNumber ?? null,
    ifsc: payee.bank?.ifsc ?? null,
    bankName: payee.bank?.bankName ?? null,
    reference: payment?.gateway_order_id ?? null,
    amount: payment ? Number(payment.amount) : null,
    note: MANUAL_PAYMENT_MESSAGES.memberNote,
  };
}

const awaitingJson = (row: AwaitingPaymentRow): AwaitingPayment => ({
  paymentId: row.id,
  orderId: row.order_id,
  userId: row.user_id,
  memberName: `${row.first_name} ${row.last_name}`,
  mobile: row.username,
  plan: `${row.plan_name}, ${row.months} months`,
  amount: Number(row.amount),
  currency: row.currency,
  reference: row.reference,
  createdAt: new Date(row.created_at).toISOString(),
});

/** GET /api/operator/payments/awaiting: payments by hand an operator has yet to find in the bank account. */
export async function awaitingPayments(ctx: ServerContext): Promise<AwaitingPayment[]> {
  return (await listAwaitingManualPayments(ctx.db)).map(awaitingJson);
}

/**
 * The manual payment `paymentId`, locked for its decision: the member's status row first, in the
 * order every payment path takes its locks, then the payment. 404 when there is none, 409 when it
 * is not a manual one or is already settled (a second click changes nothing).
 */
async function lockOpenManualPayment(tx: Queryable, paymentId: number): Promise<PaymentRow> {
  const first = await findPayment(tx, paymentId);
  if (!first) throw notFound(MANUAL_PAYMENT_MESSAGES.noPayment);
  if (first.gateway !== 'manual') throw conflict(MANUAL_PAYMENT_MESSAGES.notManual);
  await lockUserStatus(tx, first.user_id);
  const payment = (await findPayment(tx, paymentId, true))!;
  if (payment.status !== 'PROCESSING') throw conflict(MANUAL_PAYMENT_MESSAGES.settled, 'ORDER_PAID');
  return payment;
}

/**
 * POST /api/operator/payments/{id}/received: the money is in the club's account.
 * In one transaction, as a gateway's success would: the payment SUCCEEDED (with
 * the bank's reference, e.g. the UTR, when given), the order paid with its tax
 * invoice, the membership started, the member told, and the audit log written.
 * A payment already settled is a 409, so a second click changes nothing.
 */
export async function markManualPaymentReceived(ctx: ServerContext, actor: Actor, paymentId: number, bankReference: string | null) {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const payment = await lockOpenManualPayment(tx, paymentId);
    const received = bankReference?.trim() || `manual:${payment.gateway_order_id ?? payment.id}`;
    await settlePayment(tx, paymentId, 'SUCCEEDED', { gatewayPaymentId: received });
    await markOrderPaid(tx, payment.order_id, now, gstOf(ctx));
    await activatePaidOrder(tx, (await findOrder(tx, payment.order_id, true))!, now);
    const order = (await findOrder(tx, payment.order_id))!;
    await writeAudit(tx, actor, now, {
      action: 'payment.received',
      subjectType: 'payment',
      subjectId: paymentId,
      summary: `Marked received: ${order.first_name} ${order.last_name}'s payment of INR ${Number(payment.amount).toFixed(2)} (reference ${payment.gateway_order_id}${bankReference ? `, bank reference ${received}` : ''}); invoice ${order.invoice_number}`,
      before: { status: 'PROCESSING', orderStatus: 'CREATED' },
      after: { status: 'SUCCEEDED', orderStatus: order.status, invoiceNumber: order.invoice_number, bankReference: bankReference?.trim() || null },
    });
    return { paymentId, orderId: order.id, status: 'SUCCEEDED', invoiceNumber: order.invoice_number, userStatus: 'ACTIVE' };
  });
}

/**
 * POST /api/operator/payments/{id}/not-received: no money came for this reference
 * (the member gave up, or chose another plan). The attempt FAILS with the reason,
 * nothing is paid, and the member may start again (a new reference) or change
 * plan; audit logged. A payment already settled is a 409.
 */
export async function markManualPaymentNotReceived(ctx: ServerContext, actor: Actor, paymentId: number, reason: string) {
  const why = reason.trim();
  if (!why || why.length > 200) throw invalidInput(MANUAL_PAYMENT_MESSAGES.reasonRequired, { reason: MANUAL_PAYMENT_MESSAGES.reasonRequired });
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const payment = await lockOpenManualPayment(tx, paymentId);
    await settlePayment(tx, paymentId, 'FAILED', { failureReason: why });
    await writeAudit(tx, actor, now, {
      action: 'payment.not-received',
      subjectType: 'payment',
      subjectId: paymentId,
      summary: `Marked not received: payment with reference ${payment.gateway_order_id} (${why})`,
      before: { status: 'PROCESSING' },
      after: { status: 'FAILED', reason: why },
    });
    return { paymentId, status: 'FAILED' };
  });
}
