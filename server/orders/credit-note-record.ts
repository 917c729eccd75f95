import type { Queryable } from '../db/database';
import type { TaxDocumentDetails } from './order-record';

export interface CreditNoteRow {
  id: number;
  order_id: number;
  serial: string;
  amount: string | number;
  tax: string | number;
  reason: string;
  details: TaxDocumentDetails;
  created_at: Date | string;
  /** How the money went back (migration 230): through the gateway (its refund id) or by hand (the bank's reference). */
  method: 'gateway' | 'manual';
  reference: string | null;
  gateway_refund_id: string | null;
}

const COLUMNS = 'id, order_id, serial, amount, tax, reason, details, created_at, method, reference, gateway_refund_id';

/** What the order's credit notes gave back so far: the taxable value and the GST, in rupees. */
export async function creditedSoFar(db: Queryable, orderId: number): Promise<{ amount: string; tax: string }> {
  return (
    await db.query<{ amount: string; tax: string }>(
      'select coalesce(sum(amount), 0)::text as amount, coalesce(sum(tax), 0)::text as tax from credit_notes where order_id = $1',
      [orderId],
    )
  ).rows[0];
}

/** Adds a refund to the order's total refunded (a negative one gives a reservation back); the table's check refuses more than the order's price (23514). */
export async function addRefunded(tx: Queryable, orderId: number, rupees: number): Promise<void> {
  await tx.query('update orders set refunded = refunded + $2 where id = $1', [orderId, rupees.toFixed(2)]);
}

/** What the order has refunded or is refunding now (orders.refunded, GST included), in rupees. */
export async function refundedTotal(db: Queryable, orderId: number): Promise<string> {
  return (await db.query<{ refunded: string }>('select refunded::text as refunded from orders where id = $1', [orderId])).rows[0]?.refunded ?? '0';
}

/** An order's credit notes, first issued first. */
export async function listCreditNotes(db: Queryable, orderId: number): Promise<CreditNoteRow[]> {
  return (await db.query<CreditNoteRow>(`select ${COLUMNS} from credit_notes where order_id = $1 order by id`, [orderId])).rows;
}

export interface NewCreditNote {
  orderId: number;
  serial: string;
  amount: string | number;
  tax: string | number;
  reason: string;
  details: TaxDocumentDetails;
  issuedBy: number | null;
  createdAt: Date;
  method: 'gateway' | 'manual';
  reference: string | null;
  gatewayRefundId: string | null;
  /** The gateway refund attempt it completes (refund_attempts), at most one note each. */
  refundAttemptId?: number | null;
}

export async function insertCreditNote(tx: Queryable, n: NewCreditNote): Promise<CreditNoteRow> {
  return (
    await tx.query<CreditNoteRow>(
      `insert into credit_notes (order_id, serial, amount, tax, reason, details, issued_by, created_at, method, reference, gateway_refund_id, refund_attempt_id)
       values ($1, $2, $3, $4, $5, $6::jsonb, $7, $8, $9, $10, $11, $12) returning ${COLUMNS}`,
      [
        n.orderId,
        n.serial,
        n.amount,
        n.tax,
        n.reason,
        JSON.stringify(n.details),
        n.issuedBy,
        n.createdAt.toISOString(),
        n.method,
        n.reference,
        n.gatewayRefundId,
        n.refundAttemptId ?? null,
      ],
    )
  ).rows[0];
}

export async function findCreditNote(db: Queryable, id: number): Promise<CreditNoteRow | undefined> {
  return (await db.query<CreditNoteRow>(`select ${COLUMNS} from credit_notes where id = $1`, [id])).rows[0];
}
