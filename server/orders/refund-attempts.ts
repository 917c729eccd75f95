import type { ServerContext } from '../context';
import type { Queryable } from '../db/database';
import { log } from '../log/logger';
import type { Actor } from '../operators/actor';
import { writeAudit } from '../operators/audit-record';
import { tellMember, words } from '../notifications/operator-changes';
import { gatewayOf } from '../payments/settle-payment';
import { type Refundable, rupeesText, splitRefund, toPaise } from '../../src/money/refund';
import { inr } from './invoice-pdf';
import { addRefunded, type CreditNoteRow, creditedSoFar, findCreditNote, insertCreditNote } from './credit-note-record';
import { findOrder, type OrderRow } from './order-record';
import { gstOf } from './order-service';
import { claimStuckRefundAttempts, creditNoteIdOfAttempt, lockRefundAttempt, settleRefundAttempt } from './refund-attempt-record';
import { nextSerial, taxDocumentDetails } from './tax-invoice';

/** Who gives back a reservation whose refund the gateway never made. */
export const REFUND_SWEEP_ACTOR: Actor = { userId: null, name: 'refund sweep' };
/** An attempt still calling after this is stuck: the request that made it died (a gateway call times out long before). */
export const REFUND_SWEEP_AFTER_MS = 2 * 60_000;
/** How long a sweeper holds the attempts it took while it asks the gateway; a sweeper that dies lets go after it. */
const CLAIM_MS = 5 * 60_000;

export const rupees = (minor: number) => minor / 100;

export const creditJson = (row: CreditNoteRow) => ({
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

export async function refundable(db: Queryable, order: OrderRow): Promise<Refundable> {
  const so = await creditedSoFar(db, order.id);
  return { taxableMinor: toPaise(order.amount), taxMinor: toPaise(order.tax), refundedTaxableMinor: toPaise(so.amount), refundedTaxMinor: toPaise(so.tax) };
}

export interface CreditNoteIssue {
  orderId: number;
  /** Reserved on the order already (orders.refunded). */
  minor: number;
  reason: string;
  method: 'gateway' | 'manual';
  reference: string | null;
  gatewayRefundId: string | null;
  refundAttemptId?: number;
  actor: Actor;
  /** Said after the audit summary, e.g. who completed it. */
  note?: string;
}

/**
 * Issues the GST credit note of a refund whose amount is reserved, under the order's lock: its own serial,
 * the GST reversed in proportion (the last refund of an order completes it to the paisa), the member told,
 * the audit row with before and after.
 */
export async function issueCreditNote(ctx: ServerContext, tx: Queryable, issue: CreditNoteIssue): Promise<CreditNoteRow> {
  const now = ctx.now();
  const order = (await findOrder(tx, issue.orderId, true))!;
  const r = await refundable(tx, order);
  const split = splitRefund(r, issue.minor)!;
  const total = rupees(issue.minor);
  const details = order.invoice_details ?? (await taxDocumentDetails(tx, order.user_id, gstOf(ctx)));
  const serial = await nextSerial(tx, 'CN', now);
  const row = await insertCreditNote(tx, {
    orderId: issue.orderId,
    serial,
    amount: rupees(split.taxableMinor).toFixed(2),
    tax: rupees(split.taxMinor).toFixed(2),
    reason: issue.reason,
    details,
    issuedBy: issue.actor.userId,
    createdAt: now,
    method: issue.method,
    reference: issue.reference,
    gatewayRefundId: issue.gatewayRefundId,
    refundAttemptId: issue.refundAttemptId ?? null,
  });
  await tellMember(tx, order.user_id, words.refundIssued({ amountText: rupeesText(total), creditNote: serial, manual: issue.method === 'manual' }));
  const refundedBefore = rupees(r.refundedTaxableMinor + r.refundedTaxMinor);
  const how = issue.method === 'gateway' ? 'through the payment gateway' : `by hand (${issue.reference})`;
  await writeAudit(tx, issue.actor, now, {
    action: 'order.refund',
    subjectType: 'order',
    subjectId: issue.orderId,
    summary: `Refunded ${inr(total)} of order ${issue.orderId} of ${order.first_name} ${order.last_name} ${how}: credit note ${serial} against invoice ${order.invoice_number}${issue.note ?? ''}`,
    before: { invoiceNumber: order.invoice_number, refunded: refundedBefore },
    after: {
      creditNote: serial,
      refunded: rupees(toPaise(refundedBefore) + issue.minor),
      amount: total,
      method: issue.method,
      reference: row.reference,
      gatewayRefundId: issue.gatewayRefundId,
      reason: issue.reason,
    },
  });
  return row;
}

/**
 * The gateway made the attempt's refund: its credit note, exactly once whoever gets here (the request that
 * asked, or the sweep after a crash), decided under the attempt's row lock. One released meanwhile (the
 * sweep found nothing yet) is reserved again: the money went back, so the books say so.
 */
export async function completeRefundAttempt(
  ctx: ServerContext,
  attemptId: number,
  gatewayRefundId: string,
  note?: string,
): Promise<{ note: CreditNoteRow; issued: boolean }> {
  return ctx.db.transaction(async (tx) => {
    const attempt = await lockRefundAttempt(tx, attemptId);
    if (!attempt) throw new Error(`refund attempt ${attemptId} is missing`);
    if (attempt.status === 'DONE') return { note: (await findCreditNote(tx, (await creditNoteIdOfAttempt(tx, attemptId))!))!, issued: false };
    if (attempt.status === 'RELEASED') await addRefunded(tx, attempt.order_id, rupees(attempt.amount_minor));
    const row = await issueCreditNote(ctx, tx, {
      orderId: attempt.order_id,
      minor: attempt.amount_minor,
      reason: attempt.reason,
      method: 'gateway',
      reference: null,
      gatewayRefundId,
      refundAttemptId: attempt.id,
      actor: { userId: attempt.issued_by, name: attempt.issued_by_name },
      note,
    });
    await settleRefundAttempt(tx, attempt.id, 'DONE', ctx.now());
    return { note: row, issued: true };
  });
}

/** The gateway made no refund for the attempt: its amount is no longer reserved (once; false when it was settled already). */
export async function releaseRefundAttempt(ctx: ServerContext, attemptId: number, audit?: { actor: Actor; why: string }): Promise<boolean> {
  return ctx.db.transaction(async (tx) => {
    const attempt = await lockRefundAttempt(tx, attemptId);
    if (!attempt || attempt.status !== 'CALLING') return false;
    const now = ctx.now();
    await addRefunded(tx, attempt.order_id, -rupees(attempt.amount_minor));
    await settleRefundAttempt(tx, attempt.id, 'RELEASED', now);
    if (audit) {
      const total = rupees(attempt.amount_minor);
      await writeAudit(tx, audit.actor, now, {
        action: 'order.refund-released',
        subjectType: 'order',
        subjectId: attempt.order_id,
        summary: `Released ${inr(total)} set aside for a refund of order ${attempt.order_id} asked by ${attempt.issued_by_name}: ${audit.why}. Nothing was refunded.`,
        before: { reserved: total, attempt: attempt.id },
        after: { reserved: 0 },
      });
    }
    return true;
  });
}

/**
 * The refund sweep: attempts still calling the gateway long after their request (it crashed between the
 * gateway's answer and the credit note, or lost the answer) are settled from the gateway's books by a
 * look-up only: a refund made under the attempt's idempotency key gets its credit note, none gives the
 * reservation back. Instances share the work: each takes attempts no other holds (skip locked), and the
 * outcome is decided once under the attempt's lock. An attempt the gateway cannot be asked about now waits.
 */
export async function sweepRefundAttempts(ctx: ServerContext, options: { stuckAfterMs?: number; limit?: number } = {}) {
  const now = ctx.now();
  const gateway = gatewayOf(ctx);
  const startedBefore = new Date(now.getTime() - (options.stuckAfterMs ?? REFUND_SWEEP_AFTER_MS));
  const stuck = await claimStuckRefundAttempts(ctx.db, startedBefore, now, new Date(now.getTime() + CLAIM_MS), options.limit ?? 20);
  const outcome = { completed: 0, released: 0, waiting: 0 };
  for (const attempt of stuck) {
    // Made through a gateway this instance is not configured for: only that gateway can say.
    if (attempt.gateway !== gateway.name || !gateway.findRefund) {
      outcome.waiting++;
      continue;
    }
    let found;
    try {
      found = await gateway.findRefund({ gatewayPaymentId: attempt.gateway_payment_id, idempotencyKey: attempt.idempotency_key });
    } catch (error) {
      (ctx.log ?? log).warn({ err: { message: (error as Error).message }, attempt: attempt.id }, 'the refund look-up failed; the next sweep asks again');
      outcome.waiting++;
      continue;
    }
    if (found && found.status !== 'failed') {
      const done = await completeRefundAttempt(
        ctx,
        attempt.id,
        found.gatewayRefundId,
        ' (completed by the refund sweep: the answer of the gateway had been lost)',
      );
      if (done.issued) outcome.completed++;
    } else {
      const why = found ? `the payment gateway did not refund it (${found.reason})` : 'the payment gateway has no such refund';
      if (await releaseRefundAttempt(ctx, attempt.id, { actor: REFUND_SWEEP_ACTOR, why })) outcome.released++;
    }
  }
  return outcome;
}
