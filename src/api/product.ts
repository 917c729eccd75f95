import { array, number } from 'superstruct';
import { request, type RequestOptions } from './http';
import { FacetCountShape, type FacetCount } from './shapes/catalogue';
import { ProductShape, type Product, type ProductCriteria, type ProductFilter } from './shapes/product';

// The home page's unfiltered list is apart (./product-list.ts): the site's boot script alone asks it.

/** The collection's two calls; the site's boot script makes them too for a first visit (site/prerender.tsx). */
export const FILTER_LIST_PATH = '/api/product/filter/list';
export const FILTER_COUNT_PATH = '/api/product/count';

/** POST /api/product/filter/list: multipart with `product` and `filter` JSON parts; `answer`: the boot script's, when it asked. */
export function filterProducts(product: ProductCriteria, filter: ProductFilter, answer?: RequestOptions['answer']): Promise<Product[]> {
  return request('POST', FILTER_LIST_PATH, array(ProductShape), { multipart: { product, filter }, answer });
}

/** POST /api/product/count: the same parts as the filter list; data is the number of matches. */
export function countProducts(product: ProductCriteria, filter: ProductFilter, answer?: RequestOptions['answer']): Promise<number> {
  return request('POST', FILTER_COUNT_PATH, number(), { multipart: { product, filter }, answer });
}

/** POST /api/product/facets (ours): per filter value, the bags ticking it would give; same parts as the list. */
export function facetCounts(product: ProductCriteria, filter: ProductFilter): Promise<FacetCount[]> {
  return request('POST', '/api/product/facets', array(FacetCountShape), { multipart: { product, filter }, beyondSpec: true });
}

/** GET /api/product/{productId}. */
export function getProduct(productId: number): Promise<Product> {
  return request('GET', `/api/product/${productId}`, ProductShape);
}

/** GET /api/product/url/{url}: the product behind /book-bag/{title} and /product/{title}. */
export function getProductByUrl(url: string): Promise<Product> {
  return request('GET', `/api/product/url/${encodeURIComponent(url)}`, ProductShape);
}

/**
 * GET /api/product/{productId}/similar: "more like this", the bags sharing most of its style, house, size and colour.
 * A call of ours, not the spec's: a backend without it fails as ApiError kind 'absent', quietly.
 */
export function similarProducts(productId: number): Promise<Product[]> {
  return request('GET', `/api/product/${productId}/similar`, array(ProductShape), { beyondSpec: true });
}
