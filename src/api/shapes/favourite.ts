import { Infer, number, string, type } from 'superstruct';

/** A favourite bag of the caller: POST /api/favourite/save, /list and /merge. */
export const FavouriteShape = type({
  productId: number(),
  userId: number(),
  /** When it was added (ISO timestamp); lists are newest first. */
  createdAt: string(),
});
export type Favourite = Infer<typeof FavouriteShape>;

/** The most favourites a member keeps (the server refuses more; the visitor's list on a device keeps as many). */
export const MAX_FAVOURITES = 200;
