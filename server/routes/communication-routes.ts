import { Hono } from 'hono';
import { coerce, integer, string, type } from 'superstruct';
import type { ServerContext } from '../context';
import { readJson } from '../http/read-json';
import { assertSelf, type AuthEnv, requireUser } from '../http/require-user';
import { ok } from '../http/respond';

// A numeric string ("12") is accepted too: some callers keep ids as text.
const UserId = coerce(integer(), string(), (value) => (/^\d+$/.test(value) ? Number(value) : value));
const ToUserBody = type({ toUserId: UserId });

interface NotificationRow {
  id: number;
  to_user_id: number;
  title: string;
  message: string;
  link: string | null;
  read: boolean;
  created_at: Date | string;
}

/** Notifications of the caller only: toUserId must be the caller's own id (else 403). */
export function communicationRoutes(ctx: ServerContext): Hono {
  const app = new Hono<AuthEnv>();
  app.use('*', requireUser(ctx));

  const readTarget = async (c: Parameters<typeof assertSelf>[0]) => {
    const { toUserId } = await readJson(c, ToUserBody);
    assertSelf(c, toUserId);
    return toUserId;
  };

  app.post('/unread/count', async (c) => {
    const toUserId = await readTarget(c);
    const result = await ctx.db.query<{ n: number }>(
      'select count(*)::int as n from notifications where to_user_id = $1 and not read',
      [toUserId],
    );
    return ok(c, result.rows[0].n);
  });

  // Opening the notifications screen marks them all read (the bell's red dot goes away).
  app.post('/read-notification', async (c) => {
    const toUserId = await readTarget(c);
    const result = await ctx.db.query('update notifications set read = true where to_user_id = $1 and not read returning id', [toUserId]);
    return ok(c, result.rows.length);
  });

  app.post('/list', async (c) => {
    const toUserId = await readTarget(c);
    const result = await ctx.db.query<NotificationRow>(
      `select id, to_user_id, title, message, link, read, created_at from notifications
       where to_user_id = $1 order by created_at desc, id desc`,
      [toUserId],
    );
    return ok(
      c,
      result.rows.map((row) => ({
        id: row.id,
        toUserId: row.to_user_id,
        title: row.title,
        message: row.message,
        read: row.read,
        createdAt: new Date(row.created_at).toISOString(),
        link: row.link,
      })),
    );
  });

  app.post('/count', async (c) => {
    const toUserId = await readTarget(c);
    const result = await ctx.db.query<{ n: number }>('select count(*)::int as n from notifications where to_user_id = $1', [toUserId]);
    return ok(c, result.rows[0].n);
  });

  return app as unknown as Hono;
}
