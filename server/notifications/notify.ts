import type { Queryable } from '../db/database';

/** Leaves a notification for a member (the header's bell shows a red dot until read). Returns its id. */
export async function notify(db: Queryable, toUserId: number, title: string, message: string, link?: string | null): Promise<number> {
  const result = await db.query<{ id: number }>('insert into notifications (to_user_id, title, message, link) values ($1, $2, $3, $4) returning id', [
    toUserId,
    title,
    message,
    link ?? null,
  ]);
  return result.rows[0].id;
}
