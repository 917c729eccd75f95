import { array, boolean, Infer, nullable, number, optional, string, type } from 'superstruct';
import { optionalNumber, optionalText, type ListQuery } from './common';

/** One attribute value of a product (e.g. Colour: Black), from the attribute masters. */
export const ProductAttributeShape = type({
  attributeName: string(),
  value: string(),
  attributeValueId: optionalNumber,
});

/** A product of /api/product/list, /filter/list, /{productId} and /url/{url}; spec point 3 shows productId, title, url. */
export const ProductShape = type({
  productId: number(),
  title: string(),
  /** The slug of /product/{title} and GET /api/product/url/{url}. */
  url: string(),
  brand: optionalText,
  description: optionalText,
  images: optional(nullable(array(string()))),
  category: optionalText,
  retailPrice: optionalNumber,
  /** False while the bag is out on a booking; the screen then offers the waiting list. */
  available: optional(nullable(boolean())),
  attributes: optional(nullable(array(ProductAttributeShape))),
});
export type Product = Infer<typeof ProductShape>;

/** The `product` part of /api/product/filter/list and /api/product/count: criteria on the product itself. */
export interface ProductCriteria {
  title?: string;
  brand?: string;
  category?: string;
  available?: boolean;
}

/** The `filter` part: attribute values picked in the collection's filter panel, plus paging. */
export interface ProductFilter {
  attributeValueIds?: number[];
  search?: string;
  sort?: string;
  page?: number;
  size?: number;
}

export type ProductListQuery = ListQuery;
