import { computed } from 'nanostores';
import { facetCounts } from '../../src/api/product';
import { $collectionQuery, toRequest } from '../../src/stores/collection-query';
import { $favourites } from '../../src/stores/favourites';
import { createFetcherStore } from '../../src/stores/query';

/** The query's criteria without its page and sort, as a key: paging through the bags asks nothing new. */
const $criteria = computed([$collectionQuery, $favourites], (q, favourites) => {
  if (q.favouritesOnly && !favourites.ids?.length) return null;
  const { product, filter } = toRequest(q, favourites.ids ?? []);
  return JSON.stringify({ product, filter: { ...filter, page: undefined, size: undefined, sort: undefined } });
});

/**
 * Per filter value, how many bags ticking it would give with the other filters as
 * they are (attributeValueId → count). A server without the call leaves the map
 * empty, and the panel then shows the values without counts.
 */
export const $facetCounts = createFetcherStore<Map<number, number>>(['facet-counts', $criteria], {
  fetcher: async (_prefix, criteria) => {
    const { product, filter } = JSON.parse(String(criteria)) as ReturnType<typeof toRequest>;
    const counts = await facetCounts(product, filter).catch(() => null);
    return new Map((counts ?? []).map((c) => [c.attributeValueId, c.productCount]));
  },
});
