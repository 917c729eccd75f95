// The reads of a member's favourites; a heart's writes are in ./favourite-writes.ts, loaded with its action.
import { array } from 'superstruct';
import { request } from './http';
import { FavouriteShape, type Favourite } from './shapes/favourite';
import type { FavouriteListQuery, FavouriteMerge } from './shapes/requests/favourite';

/** POST /api/favourite/list: the caller's favourite bags, newest first. */
export function listFavourites(userId: number): Promise<Favourite[]> {
  return request('POST', '/api/favourite/list', array(FavouriteShape), { body: { userId } satisfies FavouriteListQuery, beyondSpec: true });
}

/** POST /api/favourite/merge: the hearts a visitor gave on this device join the account; the whole list comes back. */
export function mergeFavourites(body: FavouriteMerge): Promise<Favourite[]> {
  return request('POST', '/api/favourite/merge', array(FavouriteShape), { body, beyondSpec: true });
}
