import type { ReadableAtom } from 'nanostores';

/**
 * Starts a fetcher store's request now (issue 11: a route's data starts before its
 * widget's code has arrived) and keeps the store listened to for a while, so the
 * widget that reads it next gets that answer instead of asking again.
 */
export function warm(store: ReadableAtom<unknown>, forMs = 15_000): void {
  const stop = store.listen(() => {});
  setTimeout(stop, forMs);
}
