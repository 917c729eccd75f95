import type { Queryable } from '../db/database';

export interface PaymentRow {
  id: number;
  order_id: number;
  user_id: number;
  idempotency_key: string;
  amount: string | number;
  currency: string;
  gateway: string;
  gateway_order_id: string | null;
  gateway_payment_id: string | null;
  method: string | null;
  method_hint: string | null;
  status: 'PROCESSING' | 'SUCCEEDED' | 'FAILED';
  failure_reason: string | null;
  attempts: number;
  updated_at: Date | string;
}

const COLUMNS = `id, order_id, user_id, idempotency_key, amount, currency, gateway, gateway_order_id, gateway_payment_id,
  method, method_hint, status, failure_reason, attempts, updated_at`;

export async function findPayment(db: Queryable, id: number, lock = false): Promise<PaymentRow | undefined> {
  return (await db.query<PaymentRow>(`select ${COLUMNS} from payments where id = $1${lock ? ' for update' : ''}`, [id])).rows[0];
}

export async function findPaymentByKey(db: Queryable, orderId: number, key: string): Promise<PaymentRow | undefined> {
  return (await db.query<PaymentRow>(`select ${COLUMNS} from payments where order_id = $1 and idempotency_key = $2`, [orderId, key])).rows[0];
}

/** The order's payment that is in flight or went through (at most one: payments_one_live_per_order). */
export async function findLivePayment(db: Queryable, orderId: number): Promise<PaymentRow | undefined> {
  return (await db.query<PaymentRow>(`select ${COLUMNS} from payments where order_id = $1 and status in ('PROCESSING', 'SUCCEEDED')`, [orderId])).rows[0];
}

export async function insertPayment(
  db: Queryable,
  p: { orderId: number; userId: number; key: string; amount: number; currency: string; gateway: string; method: string | null; methodHint: string | null },
): Promise<PaymentRow> {
  return (
    await db.query<PaymentRow>(
      `insert into payments (order_id, user_id, idempotency_key, amount, currency, gateway, method, method_hint)
       values ($1, $2, $3, $4, $5, $6, $7, $8) returning ${COLUMNS}`,
      [p.orderId, p.userId, p.key, p.amount, p.currency, p.gateway, p.method, p.methodHint],
    )
  ).rows[0];
}
