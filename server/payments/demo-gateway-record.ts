import type { Queryable } from '../db/database';

// The demo gateway's books: kept in the database, so every instance sees the same payment orders and
// answers a repeated idempotency key alike.

/** Takes the key's lock for the transaction (a second caller waits for the first's answer), then the answer kept for it. */
export async function lockReply<T>(tx: Queryable, key: string): Promise<T | undefined> {
  await tx.query('select pg_advisory_xact_lock(hashtext($1))', [`demo-gateway:${key}`]);
  return (await tx.query<{ answer: T }>('select answer from demo_gateway_replies where idempotency_key = $1', [key])).rows[0]?.answer;
}

/** The answer kept under `key`, without waiting on a caller that is answering it now. */
export async function findReply<T>(db: Queryable, key: string): Promise<T | undefined> {
  return (await db.query<{ answer: T }>('select answer from demo_gateway_replies where idempotency_key = $1', [key])).rows[0]?.answer;
}

export async function keepReply(tx: Queryable, key: string, answer: unknown): Promise<void> {
  await tx.query('insert into demo_gateway_replies (idempotency_key, answer) values ($1, $2::jsonb)', [key, JSON.stringify(answer)]);
}

export async function insertDemoOrder(tx: Queryable, id: string, amountMinor: number, currency: string): Promise<void> {
  await tx.query('insert into demo_gateway_orders (id, amount_minor, currency) values ($1, $2, $3)', [id, amountMinor, currency]);
}

/** The order with its row locked; `R` is the gateway's result as the caller keeps it. */
export async function lockDemoOrder<R>(tx: Queryable, id: string): Promise<{ amount_minor: number; currency: string; result: R | null } | undefined> {
  return (
    await tx.query<{ amount_minor: number; currency: string; result: R | null }>(
      'select amount_minor, currency, result from demo_gateway_orders where id = $1 for update',
      [id],
    )
  ).rows[0];
}

export async function setDemoOrderResult(tx: Queryable, id: string, result: unknown): Promise<void> {
  await tx.query('update demo_gateway_orders set result = $2::jsonb where id = $1', [id, JSON.stringify(result)]);
}

/** The order's result: undefined for no such order, null while unpaid. */
export async function findDemoOrderResult<R>(db: Queryable, id: string): Promise<R | null | undefined> {
  const order = (await db.query<{ result: R | null }>('select result from demo_gateway_orders where id = $1', [id])).rows[0];
  return order ? order.result : undefined;
}

/** The captured amount of the demo payment `paymentId`, its order's row locked (refunds of one payment take turns); undefined when not captured. */
export async function lockCapturedPayment(tx: Queryable, paymentId: string): Promise<{ amount_minor: number; currency: string } | undefined> {
  return (
    await tx.query<{ amount_minor: number; currency: string }>(
      "select amount_minor, currency from demo_gateway_orders where result->>'status' = 'succeeded' and result->>'gatewayPaymentId' = $1 for update",
      [paymentId],
    )
  ).rows[0];
}

/** What the demo gateway has refunded of the payment so far, in the smallest unit. */
export async function refundedOfPayment(tx: Queryable, paymentId: string): Promise<number> {
  return (await tx.query<{ n: number }>('select coalesce(sum(amount_minor), 0)::int as n from demo_gateway_refunds where payment_id = $1', [paymentId])).rows[0]
    .n;
}

export async function insertDemoRefund(tx: Queryable, id: string, paymentId: string, amountMinor: number): Promise<void> {
  await tx.query('insert into demo_gateway_refunds (id, payment_id, amount_minor) values ($1, $2, $3)', [id, paymentId, amountMinor]);
}
