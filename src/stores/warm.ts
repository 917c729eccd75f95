import type { ReadableAtom } from 'nanostores';
import { notKept } from '../api/http';
import { FRESH_MS } from './query-cache';

/**
 * Starts a fetcher store's request now (so a route's data starts before its
 * widget's code has arrived) and keeps the store listened to for a while, so the
 * widget that reads it next gets that answer instead of asking again. The store's
 * cache carries the answer (fresh for FRESH_MS, also for another bundle's copy of the
 * store), so the request is not also kept as an early answer.
 */
export function warm(store: ReadableAtom<unknown>, forMs = FRESH_MS): void {
  let stop = () => {};
  notKept(() => {
    stop = store.listen(() => {});
  });
  setTimeout(stop, forMs);
}
