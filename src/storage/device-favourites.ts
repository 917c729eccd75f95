import { MAX_FAVOURITES } from '../api/shapes/favourite';
import { isMemoryStorage } from './session-storage';

// A visitor's hearts, kept on the device until they log in (then they join the
// account and leave the device). On the site they live in localStorage, so they
// outlast the tab as a shopper expects; on a partner page nothing of ours goes
// into the partner's storage, so there they live in memory for the page.

export const DEVICE_FAVOURITES_KEY = 'tote.favourites';
let memory: number[] = [];

function storage(): Storage | null {
  if (isMemoryStorage()) return null;
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/** The device's favourite bag ids, newest first; anything malformed is dropped. */
export function readDeviceFavourites(): number[] {
  const store = storage();
  if (!store) return [...memory];
  try {
    const parsed: unknown = JSON.parse(store.getItem(DEVICE_FAVOURITES_KEY) ?? '[]');
    return Array.isArray(parsed) ? [...new Set(parsed.filter((id): id is number => Number.isInteger(id) && id > 0))].slice(0, MAX_FAVOURITES) : [];
  } catch {
    return [];
  }
}

export function writeDeviceFavourites(ids: readonly number[]): void {
  const kept = ids.slice(0, MAX_FAVOURITES);
  const store = storage();
  if (!store) {
    memory = [...kept];
    return;
  }
  try {
    if (kept.length === 0) store.removeItem(DEVICE_FAVOURITES_KEY);
    else store.setItem(DEVICE_FAVOURITES_KEY, JSON.stringify(kept));
  } catch {
    // Storage full or refused: the hearts still work for this page (the store holds them).
  }
}
