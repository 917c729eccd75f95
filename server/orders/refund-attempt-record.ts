import type { Queryable } from '../db/database';

export type RefundAttemptStatus = 'CALLING' | 'DONE' | 'RELEASED';

export interface RefundAttemptRow {
  id: number;
  order_id: number;
  amount_minor: number;
  currency: string;
  gateway: string;
  gateway_payment_id: string;
  idempotency_key: string;
  reason: string;
  issued_by: number | null;
  issued_by_name: string;
  status: RefundAttemptStatus;
  created_at: Date | string;
}

const COLUMNS = 'id, order_id, amount_minor, currency, gateway, gateway_payment_id, idempotency_key, reason, issued_by, issued_by_name, status, created_at';

export interface NewRefundAttempt {
  orderId: number;
  amountMinor: number;
  currency: string;
  gateway: string;
  gatewayPaymentId: string;
  idempotencyKey: string;
  reason: string;
  issuedBy: number | null;
  issuedByName: string;
  createdAt: Date;
}

/** Written in the transaction that reserves the amount on the order, before the gateway is called. */
export async function insertRefundAttempt(tx: Queryable, a: NewRefundAttempt): Promise<RefundAttemptRow> {
  return (
    await tx.query<RefundAttemptRow>(
      `insert into refund_attempts (order_id, amount_minor, currency, gateway, gateway_payment_id, idempotency_key, reason, issued_by, issued_by_name, created_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) returning ${COLUMNS}`,
      [a.orderId, a.amountMinor, a.currency, a.gateway, a.gatewayPaymentId, a.idempotencyKey, a.reason, a.issuedBy, a.issuedByName, a.createdAt.toISOString()],
    )
  ).rows[0];
}

/** The attempt with its row locked: whoever holds it decides its outcome, once. */
export async function lockRefundAttempt(tx: Queryable, id: number): Promise<RefundAttemptRow | undefined> {
  return (await tx.query<RefundAttemptRow>(`select ${COLUMNS} from refund_attempts where id = $1 for update`, [id])).rows[0];
}

export async function settleRefundAttempt(tx: Queryable, id: number, status: 'DONE' | 'RELEASED', at: Date): Promise<void> {
  await tx.query('update refund_attempts set status = $2, settled_at = $3, claimed_until = null where id = $1', [id, status, at.toISOString()]);
}

/**
 * Takes up to `limit` attempts still CALLING since before `startedBefore` that no sweeper holds, and holds them
 * until `claimUntil` (so the gateway is asked outside any transaction, and another instance skips them meanwhile).
 */
export async function claimStuckRefundAttempts(db: Queryable, startedBefore: Date, now: Date, claimUntil: Date, limit: number): Promise<RefundAttemptRow[]> {
  return (
    await db.query<RefundAttemptRow>(
      `update refund_attempts set claimed_until = $3 where id in (
         select id from refund_attempts
          where status = 'CALLING' and created_at < $1 and (claimed_until is null or claimed_until < $2)
          order by created_at limit $4 for update skip locked)
       returning ${COLUMNS}`,
      [startedBefore.toISOString(), now.toISOString(), claimUntil.toISOString(), limit],
    )
  ).rows;
}

/** The credit note an attempt issued, if any. */
export async function creditNoteIdOfAttempt(db: Queryable, attemptId: number): Promise<number | undefined> {
  return (await db.query<{ id: number }>('select id from credit_notes where refund_attempt_id = $1', [attemptId])).rows[0]?.id;
}
