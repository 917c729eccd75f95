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

/** Whether a payment for the order is still with the gateway. */
export async function hasPaymentInFlight(db: Queryable, orderId: number): Promise<boolean> {
  return (await db.query("select 1 from payments where order_id = $1 and status = 'PROCESSING'", [orderId])).rows.length > 0;
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

/** A payment by hand waiting for an operator, with who pays and for what (the back office's list). */
export interface AwaitingPaymentRow {
  id: number;
  order_id: number;
  user_id: number;
  amount: string | number;
  currency: string;
  reference: string | null;
  created_at: Date | string;
  first_name: string;
  last_name: string;
  username: string;
  plan_name: string;
  months: number;
}

/** Manual payments still PROCESSING, oldest first: the money an operator should look for in the bank account. */
export async function listAwaitingManualPayments(db: Queryable, limit = 200): Promise<AwaitingPaymentRow[]> {
  return (
    await db.query<AwaitingPaymentRow>(
      `select y.id, y.order_id, y.user_id, y.amount, y.currency, y.gateway_order_id as reference, y.created_at,
         u.first_name, u.last_name, u.username, p.name as plan_name, s.months
       from payments y join orders o on o.id = y.order_id join users u on u.id = y.user_id
         join membership_plan_slabs s on s.id = o.slab_id join membership_plans p on p.id = s.plan_id
       where y.gateway = 'manual' and y.status = 'PROCESSING' order by y.created_at, y.id limit $1`,
      [limit],
    )
  ).rows;
}

/** A payment's outcome: SUCCEEDED with the gateway's (or bank's) reference, or FAILED with the reason. */
export async function settlePayment(
  db: Queryable,
  id: number,
  status: 'SUCCEEDED' | 'FAILED',
  detail: { gatewayPaymentId?: string; failureReason?: string },
): Promise<void> {
  await db.query(
    'update payments set status = $2, gateway_payment_id = coalesce($3, gateway_payment_id), failure_reason = coalesce($4, failure_reason), updated_at = now() where id = $1',
    [id, status, detail.gatewayPaymentId ?? null, detail.failureReason ?? null],
  );
}

/** The same key after a decline: the attempt goes again, on a new gateway order. */
export async function retryPayment(tx: Queryable, paymentId: number, amount: number, method: string | null, hint: string | null): Promise<void> {
  await tx.query(
    `update payments set status = 'PROCESSING', attempts = attempts + 1, failure_reason = null, amount = $2, gateway_order_id = null,
       method = coalesce($3, method), method_hint = coalesce($4, method_hint), updated_at = now() where id = $1`,
    [paymentId, amount, method, hint],
  );
}

export async function setGatewayOrderId(db: Queryable, paymentId: number, gatewayOrderId: string): Promise<void> {
  await db.query('update payments set gateway_order_id = $2, updated_at = now() where id = $1', [paymentId, gatewayOrderId]);
}

export async function markPaymentSucceeded(tx: Queryable, paymentId: number, gatewayPaymentId: string): Promise<void> {
  await tx.query("update payments set status = 'SUCCEEDED', gateway_payment_id = $2, updated_at = now() where id = $1", [paymentId, gatewayPaymentId]);
}

export async function markPaymentFailed(tx: Queryable, paymentId: number, reason: string, gatewayPaymentId: string | null): Promise<void> {
  await tx.query(
    "update payments set status = 'FAILED', failure_reason = $2, gateway_payment_id = coalesce($3, gateway_payment_id), updated_at = now() where id = $1",
    [paymentId, reason, gatewayPaymentId],
  );
}

export interface OpenAttempt {
  id: number;
  gateway_order_id: string | null;
}

/** The order's attempts left PROCESSING for longer than `olderThanMs`, by the database's clock (like updated_at's). */
export async function listStaleAttempts(db: Queryable, orderId: number, olderThanMs: number): Promise<OpenAttempt[]> {
  const stale = await db.query<OpenAttempt>(
    "select id, gateway_order_id from payments where order_id = $1 and status = 'PROCESSING' and updated_at < now() - make_interval(secs => $2)",
    [orderId, olderThanMs / 1000],
  );
  return stale.rows;
}

/** Attempts with a gateway order still PROCESSING after `waitedMs`, of one order or all (at most 200, oldest first). */
export async function listOpenGatewayPayments(db: Queryable, gateway: string, orderId: number | null, waitedMs: number): Promise<OpenAttempt[]> {
  const open = await db.query<OpenAttempt>(
    `select id, gateway_order_id from payments where status = 'PROCESSING' and gateway = $1 and gateway_order_id is not null
       and ($2::int is null or order_id = $2) and updated_at <= now() - make_interval(secs => $3) order by updated_at limit 200`,
    [gateway, orderId, waitedMs / 1000],
  );
  return open.rows;
}

export async function findOrderIdOfGatewayOrder(db: Queryable, gateway: string, gatewayOrderId: string): Promise<number | undefined> {
  return (await db.query<{ order_id: number }>('select order_id from payments where gateway = $1 and gateway_order_id = $2', [gateway, gatewayOrderId])).rows[0]
    ?.order_id;
}
