import { nanoquery } from '@nanostores/query';
import { queryCache } from './query-cache';
import { shared } from './shared-registry';

/**
 * How long an answer counts as fresh: a store that starts reading a key within this
 * time takes the cached answer instead of asking again. It covers a route starter's
 * warm-up (./warm.ts): the widget's code, or another widget bundle's copy of the
 * store, may arrive seconds later on a slow phone. A change does not wait for it:
 * whatever changes data invalidates its keys, and Retry asks again at once.
 */
export const FRESH_MS = 15_000;

/**
 * The one data-loading layer: keyed fetcher stores with a shared cache, de-duplicated
 * requests and invalidation by key (@nanostores/query). One instance per page, in the
 * shared registry, so a booking made in one widget bundle refreshes the lists of
 * another. Failures are not retried behind the member's back: the screens offer Retry.
 */
const query = shared('query', () => ({ stores: nanoquery({ cache: queryCache, onErrorRetry: false, dedupeTime: FRESH_MS }) }));

export const [createFetcherStore, createMutatorStore, { invalidateKeys, revalidateKeys, mutateCache }] = query.stores;

export { forgetAllQueries } from './query-cache';
