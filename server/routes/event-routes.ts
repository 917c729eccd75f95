import { Hono } from 'hono';
import type { ServerContext } from '../context';
import { countUpcomingEvents, listUpcomingEvents } from '../events/event-records';
import { takeSeat } from '../events/event-service';
import { paging } from '../http/paging';
import { json } from '../http/parse';
import { EventListQueryShape, EventRegistrationShape } from '../../src/api/shapes/requests/event';
import { assertSelf, type AuthEnv, optionalUser, requireUser } from '../http/require-user';
import { ok } from '../http/respond';

const EventPaging = paging(20, 50);

/** Upcoming club events: anyone may look, a logged-in member registers (once). */
export function eventRoutes(ctx: ServerContext) {
  const app = new Hono<AuthEnv>();

  app.post('/list', json(EventListQueryShape, { optional: true }), async (c) => {
    const viewer = await optionalUser(ctx, c);
    return ok(c, await listUpcomingEvents(ctx.db, ctx.now(), viewer?.userId ?? null, EventPaging.of(c.req.valid('json'))));
  });

  app.post('/count', json(EventListQueryShape, { optional: true }), async (c) => ok(c, await countUpcomingEvents(ctx.db, ctx.now())));

  app.post('/register', requireUser(ctx), json(EventRegistrationShape), async (c) => {
    const { eventId, userId } = c.req.valid('json');
    assertSelf(c, userId);
    return ok(c, await takeSeat(ctx, eventId, userId));
  });

  return app;
}
