import { Hono } from 'hono';
import { type } from 'superstruct';
import type { ServerContext } from '../context';
import { catalogueCache } from '../http/catalogue-cache';
import { isoDay } from '../catalogue/iso-date';
import { json, param } from '../http/parse';
import { EmptyBodyShape } from '../../src/api/shapes/requests/parts';
import { IdParam } from '../../src/api/shapes/requests/parts';
import { assertSelf, type AuthEnv, requireUser } from '../http/require-user';
import { ok } from '../http/respond';
import { findShownMembership, listSlabs, slabJson, userMembershipJson } from '../memberships/membership-record';
import { pauseMembership, pauseState, resumeMembership } from '../memberships/pause-service';
import { PauseRequestShape } from '../../src/api/shapes/requests/membership';

const UserParam = type({ id: IdParam });

/**
 * POST /api/membership/list (public: the package screen's prices); GET /api/membership/usermembership/{id} (own only);
 * ours: GET and POST /api/membership/pause, POST /api/membership/resume (server/memberships/pause-service.ts).
 */
export function membershipRoutes(ctx: ServerContext) {
  const app = new Hono<AuthEnv>();

  app.post('/list', json(EmptyBodyShape, { optional: true }), async (c) =>
    catalogueCache(ctx).respond(c, 'membership-slabs', async () => (await listSlabs(ctx.db)).map(slabJson)),
  );

  app.get('/usermembership/:id{[0-9]+}', requireUser(ctx), param(UserParam), async (c) => {
    const { id } = c.req.valid('param');
    assertSelf(c, id);
    const today = isoDay(ctx.now());
    const row = await findShownMembership(ctx.db, id, today);
    return ok(c, row ? userMembershipJson(row, today) : null);
  });

  // Ours: the caller's own pauses (no id in the path: nobody reaches another member's).
  app.get('/pause', requireUser(ctx), async (c) => ok(c, await pauseState(ctx, c.get('user').userId, c.get('user').status)));

  app.post('/pause', requireUser(ctx), json(PauseRequestShape), async (c) => {
    await pauseMembership(ctx, c.get('user').userId, c.req.valid('json').weeks);
    return ok(c, await pauseState(ctx, c.get('user').userId, c.get('user').status));
  });

  app.post('/resume', requireUser(ctx), json(EmptyBodyShape, { optional: true }), async (c) => {
    await resumeMembership(ctx, c.get('user').userId);
    return ok(c, await pauseState(ctx, c.get('user').userId, c.get('user').status));
  });

  return app;
}
