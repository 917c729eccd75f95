import { array, Infer, size, type } from 'superstruct';
import { MAX_FAVOURITES } from '../favourite';
import { Id, OptionalId } from './parts';

/** The body of POST /api/favourite/save: a bag the member hearts. */
export const FavouriteRequestShape = type({ productId: Id, userId: Id });
export type FavouriteRequest = Infer<typeof FavouriteRequestShape>;

/** The body of POST /api/favourite/list. */
export const FavouriteListQueryShape = type({ userId: OptionalId });
export type FavouriteListQuery = Infer<typeof FavouriteListQueryShape>;

/** The body of POST /api/favourite/merge: the hearts a visitor gave on this device, added on login. */
export const FavouriteMergeShape = type({ userId: Id, productIds: size(array(Id), 0, MAX_FAVOURITES) });
export type FavouriteMerge = Infer<typeof FavouriteMergeShape>;
