import { type Context, Hono } from 'hono';
import type { ServerContext } from '../context';
import { json } from '../http/parse';
import { NotificationsRequestShape } from '../../src/api/shapes/requests/communication';
import { assertSelf, type AuthEnv, requireUser } from '../http/require-user';
import { ok } from '../http/respond';
import { countNotifications, countUnread, listNotifications, markAllRead } from '../notifications/notification-record';

/** Notifications of the caller only: toUserId must be the caller's own id (else 403). */
export function communicationRoutes(ctx: ServerContext) {
  const app = new Hono<AuthEnv>();
  app.use('*', requireUser(ctx));
  const body = json(NotificationsRequestShape);
  const target = (c: Context<AuthEnv>, toUserId: number) => {
    assertSelf(c, toUserId);
    return toUserId;
  };

  app.post('/unread/count', body, async (c) => ok(c, await countUnread(ctx.db, target(c, c.req.valid('json').toUserId))));

  // Opening the notifications screen marks them all read (the bell's red dot goes away).
  app.post('/read-notification', body, async (c) => ok(c, await markAllRead(ctx.db, target(c, c.req.valid('json').toUserId))));

  app.post('/list', body, async (c) => ok(c, await listNotifications(ctx.db, target(c, c.req.valid('json').toUserId))));

  app.post('/count', body, async (c) => ok(c, await countNotifications(ctx.db, target(c, c.req.valid('json').toUserId))));

  return app;
}
