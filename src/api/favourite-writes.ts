import { request } from './http';
import { FavouriteShape, type Favourite } from './shapes/favourite';
import type { FavouriteRequest } from './shapes/requests/favourite';

// A heart's writes, apart from the reads (./favourite.ts) that every first screen with hearts makes: only the
// heart's action (src/stores/toggle-favourite.ts), fetched on the first move toward a heart, calls them.

/** POST /api/favourite/save: a bag becomes a favourite (saving it again changes nothing). */
export function saveFavourite(entry: FavouriteRequest): Promise<Favourite> {
  return request('POST', '/api/favourite/save', FavouriteShape, { body: entry, beyondSpec: true });
}

/** DELETE /api/favourite/delete/{productId}/{userId}: no longer a favourite (gone already is fine). */
export async function deleteFavourite(productId: number, userId: number): Promise<void> {
  await request('DELETE', `/api/favourite/delete/${productId}/${userId}`, null, { beyondSpec: true });
}
