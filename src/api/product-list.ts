import { array } from 'superstruct';
import { request } from './http';
import { ProductShape, type Product, type ProductListQuery } from './shapes/product';

/** POST /api/product/list: the collection, unfiltered. */
export function listProducts(query: ProductListQuery = {}): Promise<Product[]> {
  return request('POST', '/api/product/list', array(ProductShape), { body: query });
}
