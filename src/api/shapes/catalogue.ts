import { Infer, number, optional, string, type } from 'superstruct';

// The spec names these calls but shows none of their fields (point 3: "attribute and
// attribute-value masters… Their fields are not shown"): every field is ours and optional,
// and src/api/catalogue.ts keeps the entries that carry what a filter or a list needs.

/** A predefined master value of POST /api/predefined/list-by-type (e.g. one option of a dropdown). */
export const PredefinedShape = type({
  id: optional(number()),
  type: optional(string()),
  name: optional(string()),
  code: optional(string()),
});
/** A predefined value the client can show and send: its name and code. */
export type Predefined = Infer<typeof PredefinedShape> & { name: string; code: string };

/** An attribute master of POST /api/attribute/list (e.g. Colour, Brand, Size). */
export const AttributeShape = type({
  attributeId: optional(number()),
  name: optional(string()),
  code: optional(string()),
  sortOrder: optional(number()),
});
/** An attribute the filter can group by: its id and name. */
export type Attribute = Infer<typeof AttributeShape> & { attributeId: number; name: string };

/** An attribute value master of POST /api/attribute/value/list (e.g. Colour: Black). */
export const AttributeValueShape = type({
  attributeValueId: optional(number()),
  attributeId: optional(number()),
  value: optional(string()),
  attributeName: optional(string()),
  /** Active bags carrying the value. */
  productCount: optional(number()),
});
/** A value the filter can offer and send: its ids and text. */
export type AttributeValue = Infer<typeof AttributeValueShape> & { attributeValueId: number; attributeId: number; value: string };

/** Ours, not the spec's: how many bags ticking a filter value would give, with the other filters as they are (POST /api/product/facets). */
export const FacetCountShape = type({
  attributeValueId: number(),
  productCount: number(),
});
export type FacetCount = Infer<typeof FacetCountShape>;
