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
}

const COLUMNS = 'id, order_id, serial, amount, tax, reason, details, created_at';

export async function hasCreditNote(db: Queryable, orderId: number): Promise<boolean> {
  return (await db.query('select 1 from credit_notes where order_id = $1', [orderId])).rows.length > 0;
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
}

export async function insertCreditNote(tx: Queryable, n: NewCreditNote): Promise<CreditNoteRow> {
  return (
    await tx.query<CreditNoteRow>(
      `insert into credit_notes (order_id, serial, amount, tax, reason, details, issued_by, created_at)
       values ($1, $2, $3, $4, $5, $6::jsonb, $7, $8) returning ${COLUMNS}`,
      [n.orderId, n.serial, n.amount, n.tax, n.reason, JSON.stringify(n.details), n.issuedBy, n.createdAt.toISOString()],
    )
  ).rows[0];
}

export async function findCreditNote(db: Queryable, id: number): Promise<CreditNoteRow | undefined> {
  return (await db.query<CreditNoteRow>(`select ${COLUMNS} from credit_notes where id = $1`, [id])).rows[0];
}
