import { Hono } from 'hono';
import { array, nullable, optional, size, type } from 'superstruct';
import type { ServerContext } from '../context';
import { Id } from '../catalogue/body-shapes';
import { deleteFavourite, listFavourites } from '../favourites/favourite-record';
import { mergeFavourites, saveFavourite } from '../favourites/favourite-service';
import { readJson } from '../http/read-json';
import { assertSelf, type AuthEnv, requireUser } from '../http/require-user';
import { ok } from '../http/respond';
import { MAX_FAVOURITES } from '../../src/api/shapes/favourite';

const SaveBody = type({ productId: Id, userId: Id });
const ListBody = type({ userId: optional(nullable(Id)) });
const MergeBody = type({ userId: Id, productIds: size(array(Id), 0, MAX_FAVOURITES) });

/**
 * The caller's favourite bags (403 for another userId): list, save, delete and
 * merge (a visitor's hearts on a device, added at login). Any logged-in user may
 * keep favourites, whatever their status: a heart books nothing. Saving and
 * deleting are idempotent, so a double click or two tabs never fail.
 */
export function favouriteRoutes(ctx: ServerContext): Hono {
  const app = new Hono<AuthEnv>();
  app.use('*', requireUser(ctx));

  app.post('/list', async (c) => {
    const body = (await c.req.text()).trim() ? await readJson(c, ListBody) : {};
    if (body.userId !== undefined && body.userId !== null) assertSelf(c, body.userId);
    return ok(c, await listFavourites(ctx.db, c.get('user').userId));
  });

  app.post('/save', async (c) => {
    const body = await readJson(c, SaveBody);
    assertSelf(c, body.userId);
    return ok(c, await saveFavourite(ctx, body.userId, body.productId));
  });

  app.post('/merge', async (c) => {
    const body = await readJson(c, MergeBody);
    assertSelf(c, body.userId);
    return ok(c, await mergeFavourites(ctx, body.userId, body.productIds));
  });

  app.delete('/delete/:productId{[0-9]{1,9}}/:userId{[0-9]{1,9}}', async (c) => {
    const productId = Number(c.req.param('productId'));
    const userId = Number(c.req.param('userId'));
    assertSelf(c, userId);
    await deleteFavourite(ctx.db, userId, productId);
    return ok(c, { productId, userId });
  });

  return app as unknown as Hono;
}
