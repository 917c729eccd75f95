import { nanoquery } from '@nanostores/query';
import { queryCache } from './query-cache';
import { shared } from './shared-registry';

/**
 * The one data-loading layer: keyed fetcher stores with a shared cache, de-duplicated
 * requests and invalidation by key (@nanostores/query). One instance per page, in the
 * shared registry, so a booking made in one widget bundle refreshes the lists of
 * another. Failures are not retried behind the member's back: the screens offer Retry.
 */
const query = shared('query', () => ({ stores: nanoquery({ cache: queryCache, onErrorRetry: false }) }));

export const [createFetcherStore, createMutatorStore, { invalidateKeys, revalidateKeys, mutateCache }] = query.stores;

export { forgetAllQueries } from './query-cache';
