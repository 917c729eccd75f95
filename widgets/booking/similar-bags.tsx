import type { FetcherStore } from '@nanostores/query';
import { similarProducts } from '../../src/api/product';
import type { Product } from '../../src/api/shapes/product';
import { createFetcherStore } from '../../src/stores/query';
import { KEYS } from '../../src/stores/query-keys';
import { PictureImg } from '../../src/ui/picture-img';
import { SiteLink } from '../../src/ui/site-link';
import { useQuery } from '../../src/ui/use-query';

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

/**
 * A row of bags like this one, each a link to its page. Left out while it loads,
 * when there are none, and when the backend does not have the call (it is ours).
 */
export function SimilarBags({ productId }: { productId: number }) {
  const { state } = useQuery(similarStore(productId));
  if (state.kind !== 'ready' || state.value.length === 0) return null;
  return (
    <section className="similar" aria-labelledby="similar-title">
      <h3 id="similar-title">More like this</h3>
      <ul className="similar-list">
        {state.value.map((bag) => {
          const picture = bag.pictures?.[0];
          const out = bag.available === false;
          return (
            <li key={bag.productId}>
              <SiteLink className="similar-link" route={`/book-bag/${encodeURIComponent(bag.url)}`}>
                <span className="similar-photo">{picture && <PictureImg picture={picture} sizes="(min-width: 800px) 200px, 45vw" alt="" />}</span>
                {bag.brand && <span className="similar-brand">{bag.brand}</span>}
                <span className="similar-title">{bag.title}</span>
                <span className="similar-state">{out ? 'Out on loan' : 'Available'}</span>
              </SiteLink>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
