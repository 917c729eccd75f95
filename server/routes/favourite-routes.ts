import { Hono } from 'hono';
import { type } from 'superstruct';
import type { ServerContext } from '../context';
import { deleteFavourite, listFavourites } from '../favourites/favourite-record';
import { mergeFavourites, saveFavourite } from '../favourites/favourite-service';
import { json, param } from '../http/parse';
import { FavouriteListQueryShape, FavouriteMergeShape, FavouriteRequestShape } from '../../src/api/shapes/requests/favourite';
import { IdParam } from '../../src/api/shapes/requests/parts';
import { assertSelf, type AuthEnv, requireUser } from '../http/require-user';
import { ok } from '../http/respond';

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

  app.post('/list', json(FavouriteListQueryShape, { optional: true }), async (c) => {
    assertSelf(c, c.req.valid('json').userId);
    return ok(c, await listFavourites(ctx.db, c.get('user').userId));
  });

  app.post('/save', json(FavouriteRequestShape), async (c) => {
    const body = c.req.valid('json');
    assertSelf(c, body.userId);
    return ok(c, await saveFavourite(ctx, body.userId, body.productId));
  });

  app.post('/merge', json(FavouriteMergeShape), async (c) => {
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
