import { Hono } from 'hono';
import { array, size, type } from 'superstruct';
import type { ServerContext } from '../context';
import { deleteFavourite, listFavourites } from '../favourites/favourite-record';
import { mergeFavourites, saveFavourite } from '../favourites/favourite-service';
import { json, param } from '../http/parse';
import { Id, IdParam, OptionalId } from '../../src/api/shapes/request-parts';
import { assertSelf, type AuthEnv, requireUser } from '../http/require-user';
import { ok } from '../http/respond';
import { MAX_FAVOURITES } from '../../src/api/shapes/favourite';

const SaveBody = type({ productId: Id, userId: Id });
const ListBody = type({ userId: OptionalId });
const MergeBody = type({ userId: Id, productIds: size(array(Id), 0, MAX_FAVOURITES) });
const DeleteParams = type({ productId: IdParam, userId: IdParam });

/**
 * The caller's favourite bags (403 for another userId): list, save, delete and
 * merge (a visitor's hearts on a device, added at login). Any logged-in user may
 * keep favourites, whatever their status: a heart books nothing. Saving and
 * deleting are idempotent, so a double click or two tabs never fail.
 */
export function favouriteRoutes(ctx: ServerContext) {
  const app = new Hono<AuthEnv>();
  app.use('*', requireUser(ctx));

  app.post('/list', json(ListBody, { optional: true }), async (c) => {
    assertSelf(c, c.req.valid('json').userId);
    return ok(c, await listFavourites(ctx.db, c.get('user').userId));
  });

  app.post('/save', json(SaveBody), async (c) => {
    const body = c.req.valid('json');
    assertSelf(c, body.userId);
    return ok(c, await saveFavourite(ctx, body.userId, body.productId));
  });

  app.post('/merge', json(MergeBody), async (c) => {
    const body = c.req.valid('json');
    assertSelf(c, body.userId);
    return ok(c, await mergeFavourites(ctx, body.userId, body.productIds));
  });

  app.delete('/delete/:productId{[0-9]+}/:userId{[0-9]+}', param(DeleteParams), async (c) => {
    const { productId, userId } = c.req.valid('param');
    assertSelf(c, userId);
    await deleteFavourite(ctx.db, userId, productId);
    return ok(c, { productId, userId });
  });

  return app;
}
