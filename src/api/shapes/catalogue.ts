import { Infer, number, string, type } from 'superstruct';

/** A predefined master value of POST /api/predefined/list-by-type (e.g. one option of a dropdown). */
export const PredefinedShape = type({
  id: number(),
  type: string(),
  name: string(),
  code: string(),
});
export type Predefined = Infer<typeof PredefinedShape>;

/** An attribute master of POST /api/attribute/list (e.g. Colour, Brand, Size). */
export const AttributeShape = type({
  attributeId: number(),
  name: string(),
  code: string(),
  sortOrder: number(),
});
export type Attribute = Infer<typeof AttributeShape>;

/** An attribute value master of POST /api/attribute/value/list (e.g. Colour: Black). */
export const AttributeValueShape = type({
  attributeValueId: number(),
  attributeId: number(),
  value: string(),
  attributeName: string(),
  /** Active bags carrying the value. */
  productCount: number(),
});
export type AttributeValue = Infer<typeof AttributeValueShape>;

/** Ours, not the spec's: how many bags ticking a filter value would give, with the other filters as they are (POST /api/product/facets). */
export const FacetCountShape = type({
  attributeValueId: number(),
  productCount: number(),
});
export type FacetCount = Infer<typeof FacetCountShape>;
