import { nanoquery, type KeyInput } from '@nanostores/query';
import { FRESH_MS, queryCache } from './query-cache';
import { shared } from './shared-registry';

/**
 * The one data-loading layer: keyed fetcher stores with a shared cache, de-duplicated
 * requests and invalidation by key (@nanostores/query). One instance per page, in the
 * shared registry, so a booking made in one widget bundle refreshes the lists of
 * another. Failures are not retried behind the member's back: the screens offer Retry.
 */
const query = shared('query', () => ({ stores: nanoquery({ cache: queryCache, onErrorRetry: false, dedupeTime: FRESH_MS }) }));

export const [createFetcherStore, createMutatorStore, { invalidateKeys, revalidateKeys, mutateCache }] = query.stores;

export { FRESH_MS, forgetAllQueries } from './query-cache';

/**
 * Puts an answer already on its way (the boot script's, src/api/boot-answers.ts) into the one
 * cache under `key`, as if a store reading that key had asked: a store that starts reading it
 * meanwhile waits for this answer instead of asking again, and later ones take it while it is
 * fresh. Used once: the primed store stops listening when the answer is in, so a refresh asks afresh.
 */
export function prime<T>(key: KeyInput, answer: () => Promise<T>): void {
  const $primed = createFetcherStore<T>(key, { fetcher: answer });
  const stop = $primed.listen(({ loading }) => {
    if (!loading) queueMicrotask(() => stop());
  });
}
