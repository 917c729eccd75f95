import type { Queryable } from '../db/database';
import { type SlabRow, slabJson } from '../memberships/membership-record';
import type { Order } from '../../src/api/shapes/order';
import type { Page } from '../db/page';
import { prepared } from '../db/prepared';

/** An orders row joined with its slab and buyer. */
/**
 * What a tax invoice (CGST Rules, rule 46) or credit note (rule 53) states,
 * fixed when it is issued: the supplier, the recipient's name and address,
 * the place of supply and how the GST divides. Kept with the order as jsonb,
 * so the document reads the same after the member moves (or their profile is erased).
 */
export interface TaxDocumentDetails {
  supplier: { name: string; address: string; gstin: string | null; stateCode: string | null };
  recipient: { name: string; mobile: string; address: string; state: string | null; stateCode: string | null };
  /** The recipient's state (services to an unregistered person: their address on record). */
  placeOfSupply: string;
  sac: string;
  ratePercent: number;
  /** True when the supplier and the place of supply are in one state: CGST + SGST; otherwise IGST. */
  intraState: boolean;
}

export interface OrderRow {
  /** The slab as the plan sells it today (its amount may differ from what this order charges). */
  slab: SlabRow;
  id: number;
  user_id: number;
  kind: 'NEW' | 'RENEWAL';
  amount: string | number;
  tax: string | number;
  currency: string;
  status: 'CREATED' | 'PAID' | 'ACTIVATED' | 'CANCELLED';
  invoice_number: string | null;
  /** The tax invoice's parties and place of supply, fixed when it was paid (server/orders/tax-invoice.ts). */
  invoice_details: TaxDocumentDetails | null;
  paid_at: Date | string | null;
  activated_at: Date | string | null;
  user_membership_id: number | null;
  created_at: Date | string;
  first_name: string;
  last_name: string;
  username: string;
  email: string | null;
}

const ORDER_SELECT = `select o.id, o.user_id, o.kind, o.amount, o.tax, o.currency, o.status, o.invoice_number, o.invoice_details, o.paid_at,
  o.activated_at, o.user_membership_id, o.created_at,
  s.id as slab_id, s.months, s.amount as slab_amount, p.id as plan_id, p.code as plan_code, p.name as plan_name,
  p.description, p.bags_at_a_time, p.max_rental_days,
  u.first_name, u.last_name, u.username, u.email
  from orders o join membership_plan_slabs s on s.id = o.slab_id join membership_plans p on p.id = s.plan_id
  join users u on u.id = o.user_id`;

type Raw = Omit<OrderRow, 'slab'> & Omit<SlabRow, 'amount'> & { slab_amount: string | number };

function toRow(raw: Raw): OrderRow {
  const slab: SlabRow = {
    slab_id: raw.slab_id,
    months: raw.months,
    amount: raw.slab_amount,
    plan_id: raw.plan_id,
    plan_code: raw.plan_code,
    plan_name: raw.plan_name,
    description: raw.description,
    bags_at_a_time: raw.bags_at_a_time,
    max_rental_days: raw.max_rental_days,
  };
  return { ...raw, slab };
}

export async function findOrder(db: Queryable, orderId: number, lock = false): Promise<OrderRow | undefined> {
  if (lock) await db.query('select id from orders where id = $1 for update', [orderId]);
  const rows = (await db.query<Raw>(`${ORDER_SELECT} where o.id = $1`, [orderId])).rows;
  return rows[0] && toRow(rows[0]);
}

export async function findOpenOrder(db: Queryable, userId: number): Promise<OrderRow | undefined> {
  const rows = (await db.query<Raw>(`${ORDER_SELECT} where o.user_id = $1 and o.status = 'CREATED'`, [userId])).rows;
  return rows[0] && toRow(rows[0]);
}

export interface OrderPrice {
  slabId: number;
  amount: number;
  tax: number;
  kind: string;
}

/** A new CREATED order in rupees; returns its id. */
export async function insertOrder(tx: Queryable, userId: number, p: OrderPrice): Promise<number> {
  const created = await tx.query<{ id: number }>(
    'insert into orders (user_id, slab_id, kind, amount, tax, currency) values ($1, $2, $3, $4, $5, $6) returning id',
    [userId, p.slabId, p.kind, p.amount, p.tax, 'INR'],
  );
  return created.rows[0].id;
}

/** An open order re-priced to another slab, or to today's price and kind. */
export async function repriceOrder(tx: Queryable, orderId: number, p: OrderPrice): Promise<void> {
  await tx.query('update orders set slab_id = $2, amount = $3, tax = $4, kind = $5, updated_at = now() where id = $1', [
    orderId,
    p.slabId,
    p.amount,
    p.tax,
    p.kind,
  ]);
}

/** The order's member and status, with its row locked. */
export async function lockOrderState(tx: Queryable, orderId: number): Promise<{ user_id: number; status: string } | undefined> {
  return (await tx.query<{ user_id: number; status: string }>('select user_id, status from orders where id = $1 for update', [orderId])).rows[0];
}

/** A CREATED order becomes PAID with its tax invoice's number and parties, fixed now. */
export async function recordOrderPaid(tx: Queryable, orderId: number, paidAt: Date, invoiceNumber: string, details: TaxDocumentDetails): Promise<void> {
  await tx.query(
    `update orders set status = 'PAID', paid_at = $2, updated_at = now(), invoice_number = $3, invoice_details = $4::jsonb
     where id = $1 and status = 'CREATED'`,
    [orderId, paidAt.toISOString(), invoiceNumber, JSON.stringify(details)],
  );
}

export async function recordOrderActivated(tx: Queryable, orderId: number, activatedAt: Date, membershipId: number): Promise<void> {
  await tx.query("update orders set status = 'ACTIVATED', activated_at = $2, user_membership_id = $3, updated_at = now() where id = $1", [
    orderId,
    activatedAt.toISOString(),
    membershipId,
  ]);
}

/** The member's unpaid orders are cancelled (a declined application pays for nothing). */
export async function cancelCreatedOrders(tx: Queryable, userId: number): Promise<void> {
  await tx.query("update orders set status = 'CANCELLED', updated_at = now() where user_id = $1 and status = 'CREATED'", [userId]);
}

export async function listOrders(db: Queryable, userId: number, page: Page): Promise<OrderRow[]> {
  const rows = (
    await db.query<Raw>(prepared(`${ORDER_SELECT} where o.user_id = $1 order by o.created_at desc, o.id desc limit $2 offset $3`), [
      userId,
      page.limit,
      page.offset,
    ])
  ).rows;
  return rows.map(toRow);
}

export async function countOrders(db: Queryable, userId: number): Promise<number> {
  return (await db.query<{ n: number }>('select count(*)::int as n from orders where user_id = $1', [userId])).rows[0].n;
}

const money = (value: string | number) => Math.round(Number(value) * 100) / 100;
const iso = (value: Date | string) => new Date(value).toISOString();

export function orderTotal(row: Pick<OrderRow, 'amount' | 'tax'>): number {
  return money(Number(row.amount) + Number(row.tax));
}

/** The order as the client reads it (src/api/shapes/order.ts OrderShape). */
export function orderJson(row: OrderRow): Order {
  return {
    orderId: row.id,
    id: row.id,
    status: { name: row.status },
    kind: row.kind,
    user: { id: row.user_id, firstName: row.first_name, lastName: row.last_name, username: row.username },
    membershipPlanSlab: slabJson(row.slab),
    amount: money(row.amount),
    tax: money(row.tax),
    totalAmount: orderTotal(row),
    currency: row.currency,
    invoiceNumber: row.invoice_number,
    paidAt: row.paid_at === null ? null : iso(row.paid_at),
    createdAt: iso(row.created_at),
  };
}
