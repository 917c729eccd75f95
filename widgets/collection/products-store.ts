import { computed } from 'nanostores';
import { countProducts, filterProducts } from '../../src/api/product';
import type { Product } from '../../src/api/shapes/product';
import { $collectionQuery, toRequest } from '../../src/stores/collection-query';
import { createFetcherStore } from '../../src/stores/query';
import { KEYS } from '../../src/stores/query-keys';

/** The request the query makes, as a key: equal queries share one answer. */
const $request = computed($collectionQuery, (q) => JSON.stringify(toRequest(q)));

/** One page of the collection and the total for the query; a slower, older answer never overwrites a newer one. */
export const $collectionProducts = createFetcherStore<{ products: Product[]; total: number }>([KEYS.products, $request], {
  fetcher: async (_prefix, request) => {
    const { product, filter } = JSON.parse(String(request)) as ReturnType<typeof toRequest>;
    const [products, total] = await Promise.all([filterProducts(product, filter), countProducts(product, filter)]);
    return { products, total };
  },
});
