import { nanoquery } from '@nanostores/query';
import { shared } from './shared-registry';

/**
 * The one data-loading layer: keyed fetcher stores with a shared cache, de-duplicated
 * requests and invalidation by key (@nanostores/query). One instance per page, in the
 * shared registry, so a booking made in one widget bundle refreshes the lists of
 * another. Failures are not retried behind the member's back: the screens offer Retry.
 */
const query = shared('query', () => {
  const cache = new Map();
  return { cache, stores: nanoquery({ cache, onErrorRetry: false }) };
});

export const [createFetcherStore, createMutatorStore, { invalidateKeys, revalidateKeys, mutateCache }] = query.stores;

/** Forgets every cached answer (logout, another user): whoever reads next loads afresh. */
export function forgetAllQueries(): void {
  query.cache.clear();
}
