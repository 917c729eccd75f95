import { randomUUID } from 'node:crypto';
import type { ServerContext } from '../context';
import { conflict, invalidInput, notFound, upstreamFailed } from '../domain-error';
import { log } from '../log/logger';
import type { Actor } from '../operators/actor';
import { findLivePayment, type PaymentRow } from '../payments/payment-record';
import { gatewayOf } from '../payments/settle-payment';
import { RazorpayUnavailableError } from '../payments/razorpay-payment-gateway';
import type { RefundMethod } from '../../src/api/shapes/requests/operator-operations';
import { rupeesText, toPaise } from '../../src/money/refund';
import { invoiceDocument, renderTaxDocumentPdf, type TaxDocument, inr } from './invoice-pdf';
import { addRefunded, findCreditNote, listCreditNotes, refundedTotal } from './credit-note-record';
import { findOrder } from './order-record';
import { insertRefundAttempt } from './refund-attempt-record';
import { completeRefundAttempt, creditJson, issueCreditNote, releaseRefundAttempt, rupees } from './refund-attempts';

export const CREDIT_NOTE_MESSAGES = {
  noOrder: 'No such order.',
  notPaid: 'Only a paid order can be refunded: this one has no tax invoice.',
  already: 'This order has already been refunded in full: there is nothing left to refund.',
  reason: 'Say why the order is refunded (at most 200 characters): it is printed on the credit note.',
  amount: (left: number) => `Enter an amount from ₹0.01 to ${rupeesText(left)}, what is left to refund of this order.`,
  reference: 'Refunding by hand: enter the bank’s reference for the transfer (UTR, at most 60 characters).',
  noGateway: 'This payment was not taken through the payment gateway: pay it back by hand and enter the bank’s reference.',
  gatewayRefused: (reason: string) => `The payment gateway refused the refund: ${reason}`,
  gatewayDown:
    'We could not reach the payment gateway, so it is not known yet whether the refund went through. The amount stays set aside: within a few minutes its credit note is issued if it did, or it can be refunded again.',
  noCreditNote: 'No such credit note.',
} as const;

const CHECK_VIOLATION = '23514';
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
  const plan = await reserveRefund(ctx, orderId, input.amount, input.method, reference, { actor, reason: why });
  if (plan.method === 'manual') {
    const row = await ctx.db.transaction((tx) =>
      issueCreditNote(ctx, tx, { orderId, minor: plan.minor, reason: why, method: 'manual', reference, gatewayRefundId: null, actor }),
    );
    return creditJson(row);
  }
  let answer;
  try {
    answer = await gatewayOf(ctx).refund!({
      gatewayPaymentId: plan.gatewayPaymentId!,
      amountMinor: plan.minor,
      currency: plan.currency,
      idempotencyKey: plan.attempt!.idempotency_key,
    });
  } catch (error) {
    // Whether the gateway refunded is unknown (a lost answer may be a refund made): the amount stays set aside,
    // and the refund sweep asks the gateway by the attempt's key, then issues the credit note or releases it.
    (ctx.log ?? log).warn({ err: { message: (error as Error).message }, attempt: plan.attempt!.id }, 'the refund call failed; the refund sweep settles it');
    if (error instanceof RazorpayUnavailableError) throw upstreamFailed(CREDIT_NOTE_MESSAGES.gatewayDown);
    throw error;
  }
  if (answer.status === 'failed') {
    await releaseRefundAttempt(ctx, plan.attempt!.id);
    throw conflict(CREDIT_NOTE_MESSAGES.gatewayRefused(answer.reason));
  }
  return creditJson((await completeRefundAttempt(ctx, plan.attempt!.id, answer.gatewayRefundId)).note);
}

/** Checks the refund against the order and reserves its amount on it (orders.refunded); how it will go back. */
async function reserveRefund(
  ctx: ServerContext,
  orderId: number,
  amount: number | null | undefined,
  asked: RefundMethod | undefined,
  reference: string,
  by: { actor: Actor; reason: string },
) {
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
      // Written with the reservation, before the gateway is called: a crash after its yes leaves this for the sweep.
      const attempt =
        method === 'gateway'
          ? await insertRefundAttempt(tx, {
              orderId,
              amountMinor: minor,
              currency: order.currency,
              gateway: gatewayOf(ctx).name,
              gatewayPaymentId: payment!.gateway_payment_id!,
              // Unique per attempt (Razorpay keeps 40 characters of a receipt): asking again with it replays this refund.
              idempotencyKey: `rf_${randomUUID().replace(/-/g, '')}`,
              reason: by.reason,
              issuedBy: by.actor.userId,
              issuedByName: by.actor.name,
              createdAt: ctx.now(),
            })
          : null;
      return { minor, method, attempt, currency: order.currency, gatewayPaymentId: method === 'gateway' ? payment!.gateway_payment_id : null };
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
