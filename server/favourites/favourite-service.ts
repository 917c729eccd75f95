import type { ServerContext } from '../context';
import { conflict, notFound } from '../domain-error';
import { NO_SUCH_BAG } from '../bookings/booking-service';
import { MAX_FAVOURITES, type Favourite } from '../../src/api/shapes/favourite';
import { activeProductIds, countFavourites, findFavourite, insertFavourites, listFavourites, lockMember } from './favourite-record';

export const TOO_MANY_FAVOURITES = `You can keep up to ${MAX_FAVOURITES} favourites. Remove one to add another.`;

/** POST /api/favourite/save: the bag becomes a favourite of the member; saving it again changes nothing. */
export async function saveFavourite(ctx: ServerContext, userId: number, productId: number): Promise<Favourite> {
  return ctx.db.transaction(async (tx) => {
    if (!(await activeProductIds(tx, [productId])).has(productId)) throw notFound(NO_SUCH_BAG);
    await lockMember(tx, userId);
    const existing = await findFavourite(tx, userId, productId);
    if (existing) return existing;
    if ((await countFavourites(tx, userId)) >= MAX_FAVOURITES) throw conflict(TOO_MANY_FAVOURITES, 'FAVOURITES_FULL');
    await insertFavourites(tx, userId, [productId]);
    return (await findFavourite(tx, userId, productId))!;
  });
}

/**
 * POST /api/favourite/merge: the hearts a visitor gave on a device join the member's
 * favourites on login. Bags that left the collection are skipped, and so is whatever
 * would go past the cap (the device's newest hearts first); the answer is the whole list.
 */
export async function mergeFavourites(ctx: ServerContext, userId: number, productIds: number[]): Promise<Favourite[]> {
  return ctx.db.transaction(async (tx) => {
    await lockMember(tx, userId);
    const active = await activeProductIds(tx, productIds);
    const mine = new Set((await listFavourites(tx, userId)).map((f) => f.productId));
    // The device keeps its newest heart first; the room left goes to those, inserted oldest first.
    const fresh = [...new Set(productIds)].filter((id) => active.has(id) && !mine.has(id));
    const room = Math.max(0, MAX_FAVOURITES - (await countFavourites(tx, userId)));
    await insertFavourites(tx, userId, fresh.slice(0, room).reverse());
    return listFavourites(tx, userId);
  });
}
