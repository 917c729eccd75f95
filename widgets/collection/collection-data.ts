import { listAttributes, listAttributeValues, listPredefinedByType } from '../../src/api/catalogue';
import { countProducts, filterProducts } from '../../src/api/product';
import { preloadCardImages } from './card-image';
import { readSavedQuery, SORT_TYPE, toRequest } from './collection-query';

/**
 * The calls the collection makes when it first shows (useProducts, useFilterOptions),
 * with the same arguments, so the site can start them before this widget's code has
 * arrived (src/api/http.ts startEarly). Keep it in step with those hooks: the site's
 * browser test fails when a call is made twice.
 */
export function startCollectionData(): void {
  const { product, filter } = toRequest(readSavedQuery());
  // The first pictures start as soon as the bags are known, before the widget has rendered.
  filterProducts(product, filter).then(preloadCardImages, () => {});
  void countProducts(product, filter);
  void listAttributes();
  void listAttributeValues();
  void listPredefinedByType(SORT_TYPE);
}
