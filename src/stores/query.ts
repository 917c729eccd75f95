import { nanoquery } from '@nanostores/query';
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
