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
 * The answers the data layer (./query.ts) keeps, one map per page. Apart from the
 * layer itself so that logging out can forget them without loading the layer's code
 * into every widget: the header and <tote-auth> show no data and never need it.
 */
export const queryCache = shared('queryCache', () => new Map());

/** Forgets every cached answer (logout, another user): whoever reads next loads afresh. */
export function forgetAllQueries(): void {
  queryCache.clear();
}
