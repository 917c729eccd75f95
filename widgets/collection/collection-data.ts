import { restoreCollectionQuery } from '../../src/stores/collection-query';
import { warm } from '../../src/stores/warm';
import { routeStarter } from '../../src/routing/route-start';
import { preloadCardImages } from './card-image';
import { $filterOptions } from './filter-options-store';
import { $collectionProducts } from './products-store';

/**
 * The collection's first requests (its fetcher stores, with the query the member
 * left in the attribute session), started before this widget's code has arrived; the
 * first pictures start as soon as the bags are known.
 */
export const startCollectionData = routeStarter('members-collection', () => {
  restoreCollectionQuery();
  warm($collectionProducts);
  warm($filterOptions);
  // A fetcher store calls a new listener at once with what it holds: when the answer is
  // already there (cached, or another bundle's copy asked first) this runs inside listen(),
  // before `stop` is assigned, so it must not call it from there.
  let preloaded = false;
  const stop = $collectionProducts.listen(({ data }) => {
    if (!data || preloaded) return;
    preloaded = true;
    preloadCardImages(data.products);
    queueMicrotask(() => stop());
  });
  setTimeout(stop, 15_000);
});
