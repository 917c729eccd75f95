import { similarProducts } from '../../src/api/product';
import type { Product } from '../../src/api/shapes/product';
import { createFetcherStore, type FetcherStore } from '../../src/stores/query';
import { KEYS } from '../../src/stores/query-keys';

const stores = new Map<number, FetcherStore<Product[]>>();

/** "More like this" of one bag; its key starts with product/, so a booking refreshes the badges with the bag. */
export function similarStore(productId: number): FetcherStore<Product[]> {
  let store = stores.get(productId);
  if (!store) {
    store = createFetcherStore<Product[]>(`${KEYS.product}similar/${productId}`, { fetcher: () => similarProducts(productId) });
    stores.set(productId, store);
  }
  return store;
}
