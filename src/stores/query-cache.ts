import { shared } from './shared-registry';

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
