import type { Queryable } from '../db/database';

/** Adds the address (lower-cased) to the newsletter list; false when it was already there. */
export async function addSubscriber(db: Queryable, email: string): Promise<boolean> {
  const inserted = await db.query('insert into subscribers (email) values ($1) on conflict (email) do nothing returning id', [email.toLowerCase()]);
  return inserted.rows.length > 0;
}
