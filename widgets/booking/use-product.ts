import { useCallback, useEffect, useState } from 'react';
import { ApiError, errorText } from '../../src/api/api-error';
import { getProduct, getProductByUrl } from '../../src/api/product';
import type { Product } from '../../src/api/shapes/product';
import { readSession, writeSession } from '../../src/storage/session-storage';

export type ProductState =
  | { state: 'loading' }
  | { state: 'ready'; product: Product }
  | { state: 'missing' }
  | { state: 'error'; message: string };

function fromSession(url: string | null, id: number | null): Product | null {
  const saved = readSession<Product>('product');
  if (!saved || typeof saved !== 'object') return null;
  return (url && saved.url === url) || (id !== null && saved.productId === id) ? saved : null;
}

/**
 * The bag of the page, by its slug or, where only that is known, its id. The
 * product session keeps the bag being looked at: it shows at once on a reload
 * while the fresh copy loads (availability may have changed).
 */
export function useProduct(url: string | null, id: number | null) {
  const [result, setResult] = useState<ProductState>(() => {
    const saved = fromSession(url, id);
    return saved ? { state: 'ready', product: saved } : { state: 'loading' };
  });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!url && id === null) {
      setResult({ state: 'missing' });
      return;
    }
    let live = true;
    if (!fromSession(url, id)) setResult({ state: 'loading' });
    (url ? getProductByUrl(url) : getProduct(id as number))
      .then((product) => {
        if (!live) return;
        writeSession('product', product);
        setResult({ state: 'ready', product });
      })
      .catch((err) => {
        if (!live) return;
        if (err instanceof ApiError && err.status === 404) setResult({ state: 'missing' });
        else setResult((now) => (now.state === 'ready' ? now : { state: 'error', message: errorText(err) ?? 'The bag could not be loaded.' }));
      });
    return () => {
      live = false;
    };
  }, [url, id, attempt]);

  /** Loads the bag again (after a booking its booked days changed); what is on screen stays until then. */
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...result, reload };
}
