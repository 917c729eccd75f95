import { computed } from 'nanostores';
import { countProducts, filterProducts } from '../../src/api/product';
import type { Product } from '../../src/api/shapes/product';
import { $collectionQuery, toRequest } from '../../src/stores/collection-query';
import { $favourites } from '../../src/stores/favourites';
import { createFetcherStore } from '../../src/stores/query';
import { KEYS } from '../../src/stores/query-keys';

/**
 * The request the query makes, as a key: equal queries share one answer. The Favourites
 * view asks nothing until the favourites are known, and nothing when there are none.
 */
const $request = computed([$collectionQuery, $favourites], (q, favourites) => {
  if (q.favouritesOnly && !favourites.ids?.length) return null;
  return JSON.stringify(toRequest(q, favourites.ids ?? []));
});

/** One page of the collection and the total for the query; a slower, older answer never overwrites a newer one. */
export const $collectionProducts = createFetcherStore<{ products: Product[]; total: number }>([KEYS.products, $request], {
  fetcher: async (_prefix, request) => {
    const { product, filter } = JSON.parse(String(request)) as ReturnType<typeof toRequest>;
    const [products, total] = await Promise.all([filterProducts(product, filter), countProducts(product, filter)]);
    return { products, total };
  },
});
