import type { ServerContext } from '../context';
import { conflict, invalidInput, notFound } from '../domain-error';
import type { Actor } from '../operators/actor';
import { writeAudit } from '../operators/audit-record';
import { inr, invoiceDocument, renderTaxDocumentPdf, type TaxDocument } from './invoice-pdf';
import { type CreditNoteRow, findCreditNote, hasCreditNote, insertCreditNote } from './credit-note-record';
import { findOrder } from './order-record';
import { gstOf } from './order-service';
import { nextSerial, taxDocumentDetails } from './tax-invoice';

export const CREDIT_NOTE_MESSAGES = {
  noOrder: 'No such order.',
  notPaid: 'Only a paid order can be refunded: this one has no tax invoice.',
  already: 'This order has already been refunded: its credit note is issued.',
  reason: 'Say why the order is refunded (at most 200 characters): it is printed on the credit note.',
  noCreditNote: 'No such credit note.',
} as const;

const creditJson = (row: CreditNoteRow) => ({
  creditNoteId: row.id,
  orderId: row.order_id,
  serial: row.serial,
  amount: Number(row.amount),
  tax: Number(row.tax),
  totalAmount: Math.round((Number(row.amount) + Number(row.tax)) * 100) / 100,
  reason: row.reason,
  issuedAt: new Date(row.created_at).toISOString(),
});

/**
 * POST /api/operator/orders/{orderId}/refund: the club refunds a paid order in
 * full (the money goes back by the way it came, outside this server) and issues
 * a GST credit note against its tax invoice (CGST rule 53): its own serial
 * (TOTECN/2627/0001), the taxable value and GST given back, the reason. Audit
 * logged. The membership is left as it is: ending it is the member page's hold.
 */
export async function refundOrder(ctx: ServerContext, actor: Actor, orderId: number, reason: string) {
  const why = reason.trim();
  if (!why || why.length > 200) throw invalidInput(CREDIT_NOTE_MESSAGES.reason, { reason: CREDIT_NOTE_MESSAGES.reason });
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const order = await findOrder(tx, orderId, true);
    if (!order) throw notFound(CREDIT_NOTE_MESSAGES.noOrder);
    if (!order.invoice_number) throw conflict(CREDIT_NOTE_MESSAGES.notPaid);
    if (await hasCreditNote(tx, orderId)) throw conflict(CREDIT_NOTE_MESSAGES.already);
    const details = order.invoice_details ?? (await taxDocumentDetails(tx, order.user_id, gstOf(ctx)));
    const serial = await nextSerial(tx, 'CN', now);
    const row = await insertCreditNote(tx, {
      orderId,
      serial,
      amount: order.amount,
      tax: order.tax,
      reason: why,
      details,
      issuedBy: actor.userId,
      createdAt: now,
    });
    const total = Number(order.amount) + Number(order.tax);
    await writeAudit(tx, actor, now, {
      action: 'order.refund',
      subjectType: 'order',
      subjectId: orderId,
      summary: `Refunded order ${orderId} of ${order.first_name} ${order.last_name} (${inr(total)}): credit note ${serial} against invoice ${order.invoice_number}`,
      before: { invoiceNumber: order.invoice_number },
      after: { creditNote: serial, reason: why },
    });
    return creditJson(row);
  });
}

/** The credit note's document, against the order's tax invoice. */
export async function creditNotePdf(ctx: ServerContext, creditNoteId: number): Promise<{ pdf: Uint8Array; fileName: string }> {
  const row = await findCreditNote(ctx.db, creditNoteId);
  if (!row) throw notFound(CREDIT_NOTE_MESSAGES.noCreditNote);
  const order = (await findOrder(ctx.db, row.order_id))!;
  const invoice = invoiceDocument(order, row.details);
  const doc: TaxDocument = {
    ...invoice,
    kind: 'CREDIT NOTE',
    serial: row.serial,
    issuedAt: row.created_at,
    taxable: Number(row.amount),
    tax: Number(row.tax),
    against: { serial: invoice.serial, issuedAt: invoice.issuedAt, reason: row.reason },
    note: `Refunded in full: ${inr(Number(row.amount) + Number(row.tax))}, to the way it was paid.`,
  };
  return { pdf: await renderTaxDocumentPdf(doc, `Tote credit note ${row.serial}`), fileName: `${row.serial.replace(/\//g, '-')}.pdf` };
}
