import type { ReadableAtom } from 'nanostores';
import { FRESH_MS } from './query-cache';

/**
 * Starts a fetcher store's request now (so a route's data starts before its
 * widget's code has arrived) and keeps the store listened to for a while, so the
 * widget that reads it next gets that answer instead of asking again: a widget that
 * subscribes while the request runs joins it, and one that comes later takes the
 * cached answer (fresh for FRESH_MS, also for another bundle's copy of the store).
 */
export function warm(store: ReadableAtom<unknown>, forMs = FRESH_MS): void {
  const stop = store.listen(() => {});
  setTimeout(stop, forMs);
}
