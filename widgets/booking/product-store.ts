import { atom } from 'nanostores';
import { getProduct, getProductByUrl } from '../../src/api/product';
import type { Product } from '../../src/api/shapes/product';
import { readSession, writeSession } from '../../src/storage/session-storage';
import { createFetcherStore, type FetcherStore } from '../../src/stores/query';
import { KEYS } from '../../src/stores/query-keys';

const stores = new Map<string, FetcherStore<Product>>();
// A key part that is never ready: a widget with neither product-url nor product-id says it cannot find the bag
// and asks the API nothing (GET /api/product/NaN only earned a refusal).
const NO_BAG = atom<false>(false);

/**
 * The bag of a booking page, by its slug or, where only that is known, its id; the
 * fresh copy is kept in the product session (savedProduct) for the next reload.
 */
export function productStore(url: string | null, id: number | null): FetcherStore<Product> {
  const key = url ? `${KEYS.product}url/${url}` : `${KEYS.product}id/${id}`;
  let store = stores.get(key);
  if (!store) {
    store = createFetcherStore<Product>(url || id !== null ? key : [key, NO_BAG], {
      fetcher: async () => {
        const product = url ? await getProductByUrl(url) : await getProduct(Number(id));
        writeSession('product', product);
        return product;
      },
    });
    stores.set(key, store);
  }
  return store;
}

/** The bag the product session holds, when it is this page's: shown while the fresh copy loads. */
export function savedProduct(url: string | null, id: number | null): Product | null {
  const saved = readSession<Product>('product');
  if (!saved || typeof saved !== 'object') return null;
  return (url && saved.url === url) || (id !== null && saved.productId === id) ? saved : null;
}
