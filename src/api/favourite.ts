import { array } from 'superstruct';
import { request } from './http';
import { FavouriteShape, type Favourite } from './shapes/favourite';
import type { FavouriteListQuery, FavouriteMerge, FavouriteRequest } from './shapes/requests/favourite';

/** POST /api/favourite/list: the caller's favourite bags, newest first. */
export function listFavourites(userId: number): Promise<Favourite[]> {
  return request('POST', '/api/favourite/list', array(FavouriteShape), { body: { userId } satisfies FavouriteListQuery, beyondSpec: true });
}

/** POST /api/favourite/save: a bag becomes a favourite (saving it again changes nothing). */
export function saveFavourite(entry: FavouriteRequest): Promise<Favourite> {
  return request('POST', '/api/favourite/save', FavouriteShape, { body: entry, beyondSpec: true });
}

/** DELETE /api/favourite/delete/{productId}/{userId}: no longer a favourite (gone already is fine). */
export async function deleteFavourite(productId: number, userId: number): Promise<void> {
  await request('DELETE', `/api/favourite/delete/${productId}/${userId}`, null, { beyondSpec: true });
}

/** POST /api/favourite/merge: the hearts a visitor gave on this device join the account; the whole list comes back. */
export function mergeFavourites(body: FavouriteMerge): Promise<Favourite[]> {
  return request('POST', '/api/favourite/merge', array(FavouriteShape), { body, beyondSpec: true });
}
