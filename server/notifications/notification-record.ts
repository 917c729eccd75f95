import type { Queryable } from '../db/database';
import type { Notification } from '../../src/api/shapes/communication';
import { prepared } from '../db/prepared';

export async function insertNotification(db: Queryable, toUserId: number, title: string, message: string, link: string | null): Promise<number> {
  const result = await db.query<{ id: number }>('insert into notifications (to_user_id, title, message, link) values ($1, $2, $3, $4) returning id', [
    toUserId,
    title,
    message,
    link,
  ]);
  return result.rows[0].id;
}

interface NotificationRow {
  id: number;
  to_user_id: number;
  title: string;
  message: string;
  link: string | null;
  read: boolean;
  created_at: Date | string;
}

function notificationJson(row: NotificationRow): Notification {
  return {
    id: row.id,
    toUserId: row.to_user_id,
    title: row.title,
    message: row.message,
    read: row.read,
    createdAt: new Date(row.created_at).toISOString(),
    link: row.link,
  };
}

export async function countUnread(db: Queryable, toUserId: number): Promise<number> {
  return (await db.query<{ n: number }>(prepared('select count(*)::int as n from notifications where to_user_id = $1 and not read'), [toUserId])).rows[0].n;
}

/** Marks all of a member's notifications read; how many were unread. */
export async function markAllRead(db: Queryable, toUserId: number): Promise<number> {
  return (await db.query('update notifications set read = true where to_user_id = $1 and not read returning id', [toUserId])).rows.length;
}

/** A member's notifications, newest first (not paged, spec point 9). */
export async function listNotifications(db: Queryable, toUserId: number): Promise<Notification[]> {
  const result = await db.query<NotificationRow>(
    prepared(`select id, to_user_id, title, message, link, read, created_at from notifications
     where to_user_id = $1 order by created_at desc, id desc`),
    [toUserId],
  );
  return result.rows.map(notificationJson);
}

export async function countNotifications(db: Queryable, toUserId: number): Promise<number> {
  return (await db.query<{ n: number }>('select count(*)::int as n from notifications where to_user_id = $1', [toUserId])).rows[0].n;
}
