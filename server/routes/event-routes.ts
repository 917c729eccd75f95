import { Hono } from 'hono';
import { coerce, integer, string, type } from 'superstruct';
import type { ServerContext } from '../context';
import { countUpcomingEvents, listUpcomingEvents, registerForEvent } from '../events/event-records';
import { optionalViewer } from '../events/optional-viewer';
import { readJson } from '../http/read-json';
import { assertSelf, type AuthEnv, requireUser } from '../http/require-user';
import { ok } from '../http/respond';
import { eventRegistered } from '../notifications/member-events';
import { readListPage } from './list-page';

const Id = coerce(integer(), string(), (value) => (/^\d+$/.test(value) ? Number(value) : value));
const RegisterBody = type({ eventId: Id, userId: Id });

/** Upcoming club events: anyone may look, a logged-in member registers (once). */
export function eventRoutes(ctx: ServerContext): Hono {
  const app = new Hono<AuthEnv>();

  app.post('/list', async (c) => {
    const page = await readListPage(c);
    const viewer = await optionalViewer(ctx, c);
    return ok(c, await listUpcomingEvents(ctx.db, ctx.now(), viewer, page));
  });

  app.post('/count', async (c) => {
    await readListPage(c);
    return ok(c, await countUpcomingEvents(ctx.db, ctx.now()));
  });

  app.post('/register', requireUser(ctx), async (c) => {
    const { eventId, userId } = await readJson(c, RegisterBody);
    assertSelf(c, userId);
    const event = await ctx.db.transaction(async (tx) => {
      const seat = await registerForEvent(tx, eventId, userId, ctx.now());
      await eventRegistered(tx, userId, { title: seat.title, startsAt: seat.eventDate, venue: seat.venue, city: seat.city });
      return seat;
    });
    return ok(c, event);
  });

  return app as unknown as Hono;
}
