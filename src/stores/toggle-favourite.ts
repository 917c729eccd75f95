import { errorText, GENERIC_ERROR } from '../api/api-error';
import { deleteFavourite, saveFavourite } from '../api/favourite-writes';
import { trackEvent } from '../tracking/pixel';
import { $favourites, favouritesKey, setDevice } from './favourites';
import { invalidateKeys, mutateCache } from './query';
import { $userId } from './session';
import { shared } from './shared-registry';

// The heart's action, apart from the list (./favourites.ts), so the pages that only
// read favourites (the collection's first data, loaded early) do not carry it.

/**
 * What a press did, with its sentence for the screen's status line (`message`). `logIn`: the sentence asks a visitor
 * to log in (a heart kept on this device), so a screen can put the way to it beside the words.
 */
export type FavouriteOutcome = { ok: true; on: boolean; message: string; logIn: boolean } | { ok: false; message: string };

/** A press that worked, in a sentence: here, with the heart's action, so no first screen carries these words. */
function done(on: boolean, title: string, onDevice: boolean): FavouriteOutcome {
  const logIn = on && onDevice;
  const message = !on
    ? `${title} is no longer in your favourites.`
    : logIn
      ? `${title} is in your favourites on this device. Log in to keep them in your account.`
      : `${title} is in your favourites.`;
  return { ok: true, on, message, logIn };
}

// Writes for one bag go one after another, so quick clicks end as the last click says.
const writes = shared('favouriteWrites', () => new Map<number, Promise<unknown>>());

/** Hearts or un-hearts a bag at once; a member's change is then saved, and put back if the server refuses it. */
export async function toggleFavourite(product: { productId: number; title: string }): Promise<FavouriteOutcome> {
  const { productId } = product;
  const userId = $userId.get();
  const { ids, onDevice } = $favourites.get();
  if (ids === null) return { ok: false, message: 'Your favourites are still loading. Please try again in a moment.' };
  const on = !ids.includes(productId);
  const next = on ? [productId, ...ids] : ids.filter((id) => id !== productId);
  if (on) trackEvent('wishlist', { content_ids: String(productId), content_name: product.title });
  if (userId === null || onDevice) {
    setDevice(next);
    return done(on, product.title, true);
  }
  mutateCache(favouritesKey(userId), next);
  const write: Promise<unknown> = (writes.get(productId) ?? Promise.resolve())
    .catch(() => undefined)
    .then(async () => {
      if (on) await saveFavourite({ productId, userId });
      else await deleteFavourite(productId, userId);
    });
  writes.set(productId, write);
  try {
    await write;
    return done(on, product.title, false);
  } catch (err) {
    // The server's list is the truth: load it again, so the heart shows what is really kept.
    invalidateKeys(favouritesKey(userId));
    return { ok: false, message: errorText(err) ?? GENERIC_ERROR };
  } finally {
    if (writes.get(productId) === write) writes.delete(productId);
  }
}
