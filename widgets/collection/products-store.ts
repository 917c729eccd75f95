import { computed } from 'nanostores';
import { takeBootAnswers } from '../../src/api/boot-answers';
import { countProducts, FILTER_COUNT_PATH, FILTER_LIST_PATH, filterProducts } from '../../src/api/product';
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

/**
 * One page of the collection and the total for the query; a slower, older answer never overwrites a newer one.
 * On a first visit the boot script in index.html has already asked for the first page: whichever reads
 * the key first (the route starter or the widget, in whatever order their chunks arrive) runs this
 * fetcher, which takes those answers once, so they fill this key's cache entry and nobody asks again.
 */
export const $collectionProducts = createFetcherStore<{ products: Product[]; total: number }>([KEYS.products, $request], {
  fetcher: async (_prefix, request) => {
    const { product, filter } = JSON.parse(String(request)) as ReturnType<typeof toRequest>;
    const boot = takeBootAnswers(String(request));
    // With no boot answers the calls are exactly the screens' own.
    const list = boot ? filterProducts(product, filter, boot[FILTER_LIST_PATH]) : filterProducts(product, filter);
    const count = boot ? countProducts(product, filter, boot[FILTER_COUNT_PATH]) : countProducts(product, filter);
    const [products, total] = await Promise.all([list, count]);
    return { products, total };
  },
});
