import { computed } from 'nanostores';
import { takeBootAnswers } from '../../src/api/boot-answers';
import { countProducts, FILTER_COUNT_PATH, FILTER_LIST_PATH, filterProducts } from '../../src/api/product';
import type { Product } from '../../src/api/shapes/product';
import { $collectionQuery, toRequest } from '../../src/stores/collection-query';
import { $favourites } from '../../src/stores/favourites';
import { createFetcherStore, prime } from '../../src/stores/query';
import { KEYS } from '../../src/stores/query-keys';

/**
 * The request the query makes, as a key: equal queries share one answer. The Favourites
 * view asks nothing until the favourites are known, and nothing when there are none.
 */
const $request = computed([$collectionQuery, $favourites], (q, favourites) => {
  if (q.favouritesOnly && !favourites.ids?.length) return null;
  return JSON.stringify(toRequest(q, favourites.ids ?? []));
});

type Answers = ReturnType<typeof takeBootAnswers>;

async function loadPage(request: string, answers: Answers = null): Promise<{ products: Product[]; total: number }> {
  const { product, filter } = JSON.parse(request) as ReturnType<typeof toRequest>;
  const [products, total] = await Promise.all([
    filterProducts(product, filter, answers?.[FILTER_LIST_PATH]),
    countProducts(product, filter, answers?.[FILTER_COUNT_PATH]),
  ]);
  return { products, total };
}

/** One page of the collection and the total for the query; a slower, older answer never overwrites a newer one. */
export const $collectionProducts = createFetcherStore<{ products: Product[]; total: number }>([KEYS.products, $request], {
  fetcher: (_prefix, request) => loadPage(String(request)),
});

/**
 * On a first visit the boot script in index.html asked for the first page before any code had
 * arrived: its answers go into the query cache under this page's key, so nothing asks twice.
 */
export function primeFromBoot(): void {
  const request = $request.get();
  const answers = request ? takeBootAnswers(request) : null;
  if (request && answers) prime([KEYS.products, $request], () => loadPage(request, answers));
}
