import { restoreCollectionQuery } from '../../src/stores/collection-query';
import { warm } from '../../src/stores/warm';
import { preloadCardImages } from './card-image';
import { $filterOptions } from './filter-options-store';
import { $collectionProducts } from './products-store';

/**
 * The collection's first requests (its fetcher stores, with the query the member
 * left in the attribute session), started before this widget's code has arrived; the
 * first pictures start as soon as the bags are known.
 */
export function startCollectionData(): void {
  restoreCollectionQuery();
  warm($collectionProducts);
  warm($filterOptions);
  const stop = $collectionProducts.listen(({ data }) => {
    if (!data) return;
    stop();
    preloadCardImages(data.products);
  });
  setTimeout(stop, 15_000);
}
