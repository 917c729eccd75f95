import { Infer, refine, type } from 'superstruct';
import { OptionalId, Text } from './parts';

/** The body of POST /api/predefined/list-by-type. */
export const PredefinedQueryShape = type({
  type: refine(Text(40), 'type', (value) => value.trim() !== '' || 'a master type such as SORT, CATEGORY or CONDITION'),
});
export type PredefinedQuery = Infer<typeof PredefinedQueryShape>;

/** The body of POST /api/attribute/value/list: all values, or those of one attribute. */
export const AttributeValuesQueryShape = type({ attributeId: OptionalId });
export type AttributeValuesQuery = Infer<typeof AttributeValuesQueryShape>;
