import type { ServerContext } from '../context';
import type { Queryable } from '../db/database';
import { conflict, invalidInput, notFound, upstreamFailed } from '../domain-error';
import type { Actor } from '../operators/actor';
import { writeAudit } from '../operators/audit-record';
import { tellMember, words } from '../notifications/operator-changes';
import { findLivePayment, type PaymentRow } from '../payments/payment-record';
import { gatewayOf } from '../payments/settle-payment';
import { RazorpayUnavailableError } from '../payments/razorpay-payment-gateway';
import type { RefundMethod } from '../../src/api/shapes/requests/operator-operations';
import { type Refundable, rupeesText, splitRefund, toPaise } from '../../src/money/refund';
import { inr, invoiceDocument, renderTaxDocumentPdf, type TaxDocument } from './invoice-pdf';
import { addRefunded, type CreditNoteRow, creditedSoFar, findCreditNote, insertCreditNote, listCreditNotes, refundedTotal } from './credit-note-record';
import { findOrder, type OrderRow } from './order-record';
import { gstOf } from './order-service';
import { nextSerial, taxDocumentDetails } from './tax-invoice';

export const CREDIT_NOTE_MESSAGES = {
  noOrder: 'No such order.',
  notPaid: 'Only a paid order can be refunded: this one has no tax invoice.',
  already: 'This order has already been refunded in full: there is nothing left to refund.',
  reason: 'Say why the order is refunded (at most 200 characters): it is printed on the credit note.',
  amount: (left: number) => `Enter an amount from ₹0.01 to ${rupeesText(left)}, what is left to refund of this order.`,
  reference: 'Refunding by hand: enter the bank’s reference for the transfer (UTR, at most 60 characters).',
  noGateway: 'This payment was not taken through the payment gateway: pay it back by hand and enter the bank’s reference.',
  gatewayRefused: (reason: string) => `The payment gateway refused the refund: ${reason}`,
  gatewayDown: 'We could not reach the payment gateway. Nothing was refunded; please try again.',
  noCreditNote: 'No such credit note.',
} as const;

const CHECK_VIOLATION = '23514';
const rupees = (minor: number) => minor / 100;

const creditJson = (row: CreditNoteRow) => ({
  creditNoteId: row.id,
  orderId: row.order_id,
  serial: row.serial,
  amount: Number(row.amount),
  tax: Number(row.tax),
  totalAmount: rupees(toPaise(row.amount) + toPaise(row.tax)),
  reason: row.reason,
  method: row.method,
  reference: row.reference ?? row.gateway_refund_id,
  issuedAt: new Date(row.created_at).toISOString(),
});

async function refundable(db: Queryable, order: OrderRow): Promise<Refundable> {
  const so = await creditedSoFar(db, order.id);
  return { taxableMinor: toPaise(order.amount), taxMinor: toPaise(order.tax), refundedTaxableMinor: toPaise(so.amount), refundedTaxMinor: toPaise(so.tax) };
}

/** Whether the gateway that took `payment` can give it back (else the club refunds by hand). */
function gatewayCanRefund(ctx: ServerContext, payment: PaymentRow | undefined): payment is PaymentRow & { gateway_payment_id: string } {
  const gateway = gatewayOf(ctx);
  return !!payment && payment.status === 'SUCCEEDED' && payment.gateway === gateway.name && !!gateway.refund && !!payment.gateway_payment_id;
}

/** GET /api/operator/orders/{orderId}/refunds: what was paid, what is left to refund, how, and the credit notes so far. */
export async function orderRefunds(ctx: ServerContext, orderId: number) {
  const order = await findOrder(ctx.db, orderId);
  if (!order) throw notFound(CREDIT_NOTE_MESSAGES.noOrder);
  const [refunded, notes, payment] = await Promise.all([refundedTotal(ctx.db, orderId), listCreditNotes(ctx.db, orderId), findLivePayment(ctx.db, orderId)]);
  const paidMinor = toPaise(order.amount) + toPaise(order.tax);
  return {
    orderId,
    invoiceNumber: order.invoice_number,
    paid: order.invoice_number ? rupees(paidMinor) : 0,
    // What is left after every refund, also one whose gateway call is under way.
    refundable: order.invoice_number ? rupees(paidMinor - toPaise(refunded)) : 0,
    gatewayRefund: gatewayCanRefund(ctx, payment),
    creditNotes: notes.map(creditJson),
  };
}

export interface RefundInput {
  reason?: string | null;
  /** Rupees, GST included; absent: all that is left. */
  amount?: number | null;
  method?: RefundMethod;
  reference?: string | null;
}

/**
 * POST /api/operator/orders/{orderId}/refund: gives back all or part of a paid order, through the gateway
 * that took the payment (its refund API) or by hand (the bank's reference), and issues a GST credit note
 * against the tax invoice (CGST rule 53): its own serial (TOTECN/2627/0001), the GST reversed in
 * proportion, the reason. The member is told and the audit log keeps before and after. The membership is
 * left as it is (hold or deactivate it from the member's page).
 *
 * In three steps, so no database transaction waits on the gateway (on the embedded database one
 * connection serves all): the amount is reserved on the order (orders.refunded, whose check refuses more
 * than was paid, so two refunds racing cannot both pass), the gateway is asked (a refusal gives the
 * reservation back), then the credit note is issued under the order's lock.
 */
export async function refundOrder(ctx: ServerContext, actor: Actor, orderId: number, input: RefundInput) {
  const why = (input.reason ?? '').trim();
  if (!why || why.length > 200) throw invalidInput(CREDIT_NOTE_MESSAGES.reason, { reason: CREDIT_NOTE_MESSAGES.reason });
  const reference = (input.reference ?? '').trim();
  if (input.method === 'manual' && (!reference || reference.length > 60)) {
    throw invalidInput(CREDIT_NOTE_MESSAGES.reference, { reference: CREDIT_NOTE_MESSAGES.reference });
  }
  const now = ctx.now();
  const plan = await reserveRefund(ctx, orderId, input.amount, input.method, reference);
  const total = rupees(plan.minor);
  let gatewayRefundId: string | null = null;
  if (plan.method === 'gateway') {
    try {
      const answer = await gatewayOf(ctx).refund!({
        gatewayPaymentId: plan.gatewayPaymentId!,
        amountMinor: plan.minor,
        currency: plan.currency,
        // Fixed by the order's state, so asking again after a lost answer replays the first refund.
        idempotencyKey: `refund-${orderId}-${plan.reservedBeforeMinor}-${plan.minor}`,
      });
      if (answer.status === 'failed') throw conflict(CREDIT_NOTE_MESSAGES.gatewayRefused(answer.reason));
      gatewayRefundId = answer.gatewayRefundId;
    } catch (error) {
      await ctx.db.transaction((tx) => addRefunded(tx, orderId, -total));
      if (error instanceof RazorpayUnavailableError) throw upstreamFailed(CREDIT_NOTE_MESSAGES.gatewayDown);
      throw error;
    }
  }
  return ctx.db.transaction(async (tx) => {
    const order = (await findOrder(tx, orderId, true))!;
    const r = await refundable(tx, order);
    // Whichever refund of the order is issued last completes it: its split is what is left of each, to the paisa.
    const split = splitRefund(r, plan.minor)!;
    const details = order.invoice_details ?? (await taxDocumentDetails(tx, order.user_id, gstOf(ctx)));
    const serial = await nextSerial(tx, 'CN', now);
    const row = await insertCreditNote(tx, {
      orderId,
      serial,
      amount: rupees(split.taxableMinor).toFixed(2),
      tax: rupees(split.taxMinor).toFixed(2),
      reason: why,
      details,
      issuedBy: actor.userId,
      createdAt: now,
      method: plan.method,
      reference: plan.method === 'manual' ? reference : null,
      gatewayRefundId,
    });
    await tellMember(tx, order.user_id, words.refundIssued({ amountText: rupeesText(total), creditNote: serial, manual: plan.method === 'manual' }));
    const refundedBefore = rupees(r.refundedTaxableMinor + r.refundedTaxMinor);
    await writeAudit(tx, actor, now, {
      action: 'order.refund',
      subjectType: 'order',
      subjectId: orderId,
      summary: `Refunded ${inr(total)} of order ${orderId} of ${order.first_name} ${order.last_name} ${plan.method === 'gateway' ? 'through the payment gateway' : `by hand (${reference})`}: credit note ${serial} against invoice ${order.invoice_number}`,
      before: { invoiceNumber: order.invoice_number, refunded: refundedBefore },
      after: {
        creditNote: serial,
        refunded: rupees(toPaise(refundedBefore) + plan.minor),
        amount: total,
        method: plan.method,
        reference: row.reference,
        gatewayRefundId,
        reason: why,
      },
    });
    return creditJson(row);
  });
}

/** Checks the refund against the order and reserves its amount on it (orders.refunded); how it will go back. */
async function reserveRefund(ctx: ServerContext, orderId: number, amount: number | null | undefined, asked: RefundMethod | undefined, reference: string) {
  try {
    return await ctx.db.transaction(async (tx) => {
      const order = await findOrder(tx, orderId, true);
      if (!order) throw notFound(CREDIT_NOTE_MESSAGES.noOrder);
      if (!order.invoice_number) throw conflict(CREDIT_NOTE_MESSAGES.notPaid);
      const reservedBeforeMinor = toPaise(await refundedTotal(tx, orderId));
      const left = toPaise(order.amount) + toPaise(order.tax) - reservedBeforeMinor;
      if (left <= 0) throw conflict(CREDIT_NOTE_MESSAGES.already);
      // Rupees with at most two decimals: 1200.5 is ₹1,200.50, 1200.505 is refused rather than rounded.
      const minor = amount == null ? left : Math.round(amount * 100);
      if ((amount != null && Math.abs(amount * 100 - minor) > 1e-6) || minor <= 0 || minor > left) {
        throw invalidInput(CREDIT_NOTE_MESSAGES.amount(rupees(left)), { amount: CREDIT_NOTE_MESSAGES.amount(rupees(left)) });
      }
      const payment = await findLivePayment(tx, orderId);
      const method: RefundMethod = asked ?? (gatewayCanRefund(ctx, payment) ? 'gateway' : 'manual');
      if (method === 'manual' && !reference) throw invalidInput(CREDIT_NOTE_MESSAGES.reference, { reference: CREDIT_NOTE_MESSAGES.reference });
      if (method === 'gateway' && !gatewayCanRefund(ctx, payment)) throw conflict(CREDIT_NOTE_MESSAGES.noGateway);
      await addRefunded(tx, orderId, rupees(minor));
      return { minor, method, reservedBeforeMinor, currency: order.currency, gatewayPaymentId: method === 'gateway' ? payment!.gateway_payment_id : null };
    });
  } catch (error) {
    // Another refund of the order reserved what was left first.
    if ((error as { code?: string })?.code === CHECK_VIOLATION) throw conflict(CREDIT_NOTE_MESSAGES.already);
    throw error;
  }
}

/** The credit note's document, against the order's tax invoice. */
export async function creditNotePdf(ctx: ServerContext, creditNoteId: number): Promise<{ pdf: Uint8Array; fileName: string }> {
  const row = await findCreditNote(ctx.db, creditNoteId);
  if (!row) throw notFound(CREDIT_NOTE_MESSAGES.noCreditNote);
  const order = (await findOrder(ctx.db, row.order_id))!;
  const invoice = invoiceDocument(order, row.details);
  const total = rupees(toPaise(row.amount) + toPaise(row.tax));
  const full = total === rupees(toPaise(order.amount) + toPaise(order.tax));
  const how = row.method === 'gateway' ? 'to the way it was paid' : `by bank transfer, reference ${row.reference}`;
  const doc: TaxDocument = {
    ...invoice,
    kind: 'CREDIT NOTE',
    serial: row.serial,
    issuedAt: row.created_at,
    taxable: Number(row.amount),
    tax: Number(row.tax),
    against: { serial: invoice.serial, issuedAt: invoice.issuedAt, reason: row.reason },
    note: `Refunded ${full ? 'in full' : 'in part'}: ${inr(total)}, ${how}.`,
  };
  return { pdf: await renderTaxDocumentPdf(doc, `Tote credit note ${row.serial}`), fileName: `${row.serial.replace(/\//g, '-')}.pdf` };
}
