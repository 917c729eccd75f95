import type { Queryable } from '../db/database';
import type { IsoDate } from '../catalogue/iso-date';
import type { Page } from '../db/page';

/** A waiting-list entry with its place in the bag's queue. */
export interface EntryRow {
  product_id: number;
  user_id: number;
  created_at: Date | string;
  notified_at: Date | string | null;
  position: number;
}

const ENTRY_SELECT = `select w.product_id, w.user_id, w.created_at, w.notified_at,
  (select count(*)::int from waiting_list o where o.product_id = w.product_id and (o.created_at, o.id) <= (w.created_at, w.id)) as position
  from waiting_list w`;

/**
 * Who has the bag on `today`, if anyone: a booking that has started and is not
 * checked in yet (still BOOKED), overdue or not; the one still
 * running before one past its return date.
 */
export async function holderOn(db: Queryable, productId: number, today: IsoDate): Promise<number | null> {
  const holder = await db.query<{ user_id: number }>(
    "select user_id from bookings where product_id = $1 and status = 'BOOKED' and start_date <= $2::date order by return_date desc limit 1",
    [productId, today],
  );
  return holder.rows[0]?.user_id ?? null;
}

/**
 * Marks the first member in the bag's queue not yet told as told that it is free from `freeFrom` (a promise an
 * extension of the booking before must not break), and returns them (undefined when nobody waits).
 */
export async function markFirstWaiterTold(db: Queryable, productId: number, freeFrom: IsoDate): Promise<number | undefined> {
  const told = await db.query<{ user_id: number }>(
    `update waiting_list set notified_at = now(), promised_from = $2::date where id = (
       select id from waiting_list where product_id = $1 and notified_at is null order by created_at, id limit 1
     ) returning user_id`,
    [productId, freeFrom],
  );
  return told.rows[0]?.user_id;
}

/** The bag's title, brand and address, for telling a waiting member it is free. */
export async function findBagNames(db: Queryable, productId: number): Promise<{ title: string; brand: string; url: string } | undefined> {
  return (await db.query<{ title: string; brand: string; url: string }>('select title, brand, url from products where id = $1', [productId])).rows[0];
}

/** Adds the member to the bag's list; false when they were on it already. */
export async function joinWaitingList(db: Queryable, productId: number, userId: number): Promise<boolean> {
  const inserted = await db.query('insert into waiting_list (product_id, user_id) values ($1, $2) on conflict (product_id, user_id) do nothing returning id', [
    productId,
    userId,
  ]);
  return inserted.rows.length > 0;
}

/** Empties the bag's list (a retired bag is waited for by no one). */
export async function clearWaitingList(db: Queryable, productId: number): Promise<void> {
  await db.query('delete from waiting_list where product_id = $1', [productId]);
}

/** Takes the member off the bag's list; false when they were not on it. */
export async function leaveWaitingList(db: Queryable, productId: number, userId: number): Promise<boolean> {
  return (await db.query('delete from waiting_list where product_id = $1 and user_id = $2 returning id', [productId, userId])).rows.length > 0;
}

export async function findEntryRow(db: Queryable, productId: number, userId: number): Promise<EntryRow | undefined> {
  return (await db.query<EntryRow>(`${ENTRY_SELECT} where w.product_id = $1 and w.user_id = $2`, [productId, userId])).rows[0];
}

/** The member's entries, latest first. */
export async function listEntryRows(db: Queryable, userId: number, page: Page): Promise<EntryRow[]> {
  const rows = await db.query<EntryRow>(
    `${ENTRY_SELECT} where w.user_id = $1 order by w.created_at desc, w.id desc limit ${page.limit} offset ${page.offset}`,
    [userId],
  );
  return rows.rows;
}

export async function countEntries(db: Queryable, userId: number): Promise<number> {
  return (await db.query<{ n: number }>('select count(*)::int as n from waiting_list where user_id = $1', [userId])).rows[0].n;
}

/** Whether the member waits for the bag (shown on the bag's page). */
export async function isWaiting(db: Queryable, productId: number, userId: number): Promise<boolean> {
  return (await db.query('select 1 from waiting_list where product_id = $1 and user_id = $2', [productId, userId])).rows.length > 0;
}
