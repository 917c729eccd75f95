import { atom, computed, onMount, type ReadableAtom } from 'nanostores';
import { ApiError } from '../api/api-error';
import { listFavourites, mergeFavourites } from '../api/favourite';
import { DEVICE_FAVOURITES_KEY, readDeviceFavourites, writeDeviceFavourites } from '../storage/device-favourites';
import { createFetcherStore, invalidateKeys } from './query';
import { KEYS } from './query-keys';
import { $userId } from './session';
import { shared } from './shared-registry';

/**
 * Favourite bags: the heart on every card and the collection's Favourites view.
 * A member's live on the server; a visitor's stay on the device and join the
 * account when they log in or sign up, as the big fashion sites do, so a heart
 * given before applying is never lost and nobody is stopped by a login wall.
 */
export interface Favourites {
  /** Favourite bag ids, newest first; null while a member's list loads. */
  ids: readonly number[] | null;
  /** A visitor's hearts, kept on this device. */
  onDevice: boolean;
  /** A member's list could not be loaded. */
  failed: boolean;
}

/** The cache key of a member's favourites. */
export const favouritesKey = (userId: number) => `${KEYS.favourites}${userId}`;

// One device list per page, whichever widget bundle asks first.
const device = shared('deviceFavourites', () => {
  const $ids = atom<number[]>([]);
  // Read when first shown, not at import: a partner page must have switched to memory by then.
  // Hearts given in another tab of the site show here too.
  onMount($ids, () => {
    $ids.set(readDeviceFavourites());
    const onStorage = (event: StorageEvent) => event.key === DEVICE_FAVOURITES_KEY && $ids.set(readDeviceFavourites());
    globalThis.addEventListener?.('storage', onStorage);
    return () => globalThis.removeEventListener?.('storage', onStorage);
  });
  return { $ids };
});

/** A visitor's favourites on this device, now `ids`. */
export function setDevice(ids: number[]): void {
  writeDeviceFavourites(ids);
  device.$ids.set(ids);
}

/**
 * A member's favourites. Hearts a visitor gave on this device first join the account
 * (merge answers the whole list) in the same load, so no older list can overwrite
 * them; they stay on the device until that has worked.
 */
const $memberFavourites = createFetcherStore<number[]>([KEYS.favourites, $userId], {
  fetcher: async (_prefix, userId) => {
    const onDevice = readDeviceFavourites();
    if (onDevice.length > 0) {
      try {
        const merged = await mergeFavourites({ userId: Number(userId), productIds: onDevice });
        setDevice([]);
        return merged.map((f) => f.productId);
      } catch (err) {
        if (err instanceof ApiError && err.kind === 'absent') return noServerList();
        // Kept on the device for the next load; the account's own list still shows.
      }
    }
    try {
      return (await listFavourites(Number(userId))).map((f) => f.productId);
    } catch (err) {
      if (err instanceof ApiError && err.kind === 'absent') return noServerList();
      throw err;
    }
  },
});

/**
 * Favourites are ours, not the spec's: a backend without them leaves a member's hearts on
 * the device, as a visitor's are, rather than showing a list that can never load.
 */
const $serverHasNone = shared('favouritesAbsent', () => atom(false));
function noServerList(): number[] {
  $serverHasNone.set(true);
  return [];
}

export const $favourites: ReadableAtom<Favourites> = computed([$userId, $memberFavourites, device.$ids, $serverHasNone], (userId, member, onDevice, none) =>
  userId === null || none
    ? { ids: onDevice, onDevice: true, failed: false }
    : { ids: member.data ?? null, onDevice: false, failed: member.data === undefined && member.error !== undefined && !member.loading },
);

/** Loads a member's favourites again after a failure (the Retry of the Favourites view). */
export function reloadFavourites(): void {
  invalidateKeys((key) => key.startsWith(KEYS.favourites));
}
