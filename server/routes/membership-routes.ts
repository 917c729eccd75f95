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

const UserParam = type({ id: IdParam });

/** POST /api/membership/list (public: the package screen's prices); GET /api/membership/usermembership/{id} (own only). */
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

  return app;
}
