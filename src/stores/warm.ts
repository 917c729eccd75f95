import type { ReadableAtom } from 'nanostores';
import { notKept } from '../api/http';

/**
 * Starts a fetcher store's request now (issue 11: a route's data starts before its
 * widget's code has arrived) and keeps the store listened to for a while, so the
 * widget that reads it next gets that answer instead of asking again. The store's
 * cache carries the answer, so the request is not also kept as an early answer.
 */
export function warm(store: ReadableAtom<unknown>, forMs = 15_000): void {
  let stop = () => {};
  notKept(() => {
    stop = store.listen(() => {});
  });
  setTimeout(stop, forMs);
}
