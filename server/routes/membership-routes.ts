import { Hono } from 'hono';
import { type } from 'superstruct';
import type { ServerContext } from '../context';
import { catalogueCache } from '../catalogue/catalogue-cache';
import { isoDay } from '../catalogue/iso-date';
import { readJson } from '../http/read-json';
import { assertSelf, type AuthEnv, requireUser } from '../http/require-user';
import { ok } from '../http/respond';
import { findShownMembership, listSlabs, slabJson, userMembershipJson } from '../memberships/membership-record';

const AnyBody = type({});

/** POST /api/membership/list (public: the package screen's prices); GET /api/membership/usermembership/{id} (own only). */
export function membershipRoutes(ctx: ServerContext): Hono {
  const app = new Hono<AuthEnv>();

  app.post('/list', async (c) => {
    if ((await c.req.text()).trim()) await readJson(c, AnyBody);
    return catalogueCache(ctx).respond(c, 'membership-slabs', async () => (await listSlabs(ctx.db)).map(slabJson));
  });

  app.get('/usermembership/:id{[0-9]{1,9}}', requireUser(ctx), async (c) => {
    const id = Number(c.req.param('id'));
    assertSelf(c, id);
    const today = isoDay(ctx.now());
    const row = await findShownMembership(ctx.db, id, today);
    return ok(c, row ? userMembershipJson(row, today) : null);
  });

  return app as unknown as Hono;
}
