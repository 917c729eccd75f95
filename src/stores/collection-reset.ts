import type { CollectionQuery } from './collection-query';
import { writeSession } from '../storage/session-storage';
import { sharedIfMade } from './shared-registry';

// Apart from the collection's query module (its reading, checking and request building): the
// header resets the query, and what the header imports goes in the runtime every widget loads.

export const DEFAULT_QUERY: CollectionQuery = {
  attributeValueIds: [],
  availableOnly: false,
  favouritesOnly: false,
  search: '',
  sort: 'NEWEST',
  page: 0,
};

/**
 * Spec point 2: entering the collection from the header starts without saved filters. A collection
 * already on the page follows at once (its shared store); one that loads later reads the cleared session.
 */
export function resetCollectionQuery(): void {
  writeSession('attribute', null);
  sharedIfMade<{ set(q: CollectionQuery): void }>('collectionQuery')?.set(DEFAULT_QUERY);
}
