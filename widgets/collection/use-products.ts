import { useCallback, useEffect, useState } from 'react';
import { errorText } from '../../src/api/api-error';
import { countProducts, filterProducts } from '../../src/api/product';
import type { Product } from '../../src/api/shapes/product';
import { toRequest, type CollectionQuery } from './collection-query';

export type ProductsState =
  | { state: 'loading' }
  | { state: 'ready'; products: Product[]; total: number }
  | { state: 'error'; message: string };

/** One page of the collection and the total for the query; a slower, older answer never overwrites a newer one. */
export function useProducts(query: CollectionQuery): ProductsState & { retry: () => void } {
  const [result, setResult] = useState<ProductsState>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const key = JSON.stringify(toRequest(query));

  useEffect(() => {
    let live = true;
    const { product, filter } = JSON.parse(key) as ReturnType<typeof toRequest>;
    setResult({ state: 'loading' });
    Promise.all([filterProducts(product, filter), countProducts(product, filter)])
      .then(([products, total]) => live && setResult({ state: 'ready', products, total }))
      .catch((err) => live && setResult({ state: 'error', message: errorText(err) ?? 'The collection could not be loaded.' }));
    return () => {
      live = false;
    };
  }, [key, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...result, retry };
}
