import type { Queryable } from '../db/database';
import { insertNotification } from './notification-record';

/** Leaves a notification for a member (the header's bell shows a red dot until read). Returns its id. */
export async function notify(db: Queryable, toUserId: number, title: string, message: string, link?: string | null): Promise<number> {
  return insertNotification(db, toUserId, title, message, link ?? null);
}
