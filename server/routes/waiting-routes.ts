import { Hono } from 'hono';
import { type } from 'superstruct';
import type { ServerContext } from '../context';
import { isoDay } from '../catalogue/iso-date';
import { listEntries } from '../bookings/booking-answers';
import { countEntries, leaveWaitingList } from '../bookings/waiting-record';
import { joinQueue, NOT_WAITING } from '../bookings/waiting-service';
import { paging } from '../http/paging';
import { json, param } from '../http/parse';
import { WaitingListQueryShape, WaitingRequestShape } from '../../src/api/shapes/requests/waiting';
import { IdParam } from '../../src/api/shapes/requests/parts';
import { assertSelf, type AuthEnv, requireUser } from '../http/require-user';
import { notFound, ok } from '../http/respond';

export { ALREADY_WAITING, BAG_IS_FREE, NOT_WAITING, YOU_HAVE_IT } from '../bookings/waiting-service';

const WaitingPaging = paging(20, 100);
const DeleteParams = type({ productId: IdParam, userId: IdParam });

/**
 * The waiting lists of the caller (403 for another userId). A member joins
 * the list of a bag that is out today, once; when it comes back free the
 * first member in line is told (server/bookings/wait-list.ts).
 */
export function waitingRoutes(ctx: ServerContext) {
  const app = new Hono<AuthEnv>();
  app.use('*', requireUser(ctx));

  app.post('/save', json(WaitingRequestShape), async (c) => {
    const body = c.req.valid('json');
    assertSelf(c, body.userId);
    return ok(c, await joinQueue(ctx, c.get('user'), body.productId));
  });

  app.post('/list', json(WaitingListQueryShape, { optional: true }), async (c) => {
    const body = c.req.valid('json');
    assertSelf(c, body.userId);
    return ok(c, await listEntries(ctx.db, c.get('user').userId, WaitingPaging.of(body), isoDay(ctx.now())));
  });

  app.post('/count', json(WaitingListQueryShape, { optional: true }), async (c) => {
    assertSelf(c, c.req.valid('json').userId);
    return ok(c, await countEntries(ctx.db, c.get('user').userId));
  });

  app.delete('/delete/:productId{[0-9]+}/:userId{[0-9]+}', param(DeleteParams), async (c) => {
    const { productId, userId } = c.req.valid('param');
    assertSelf(c, userId);
    if (!(await leaveWaitingList(ctx.db, productId, userId))) throw notFound(NOT_WAITING);
    return ok(c, { productId, userId });
  });

  return app;
}
