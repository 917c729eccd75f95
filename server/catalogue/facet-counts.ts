import type { Queryable } from '../db/database';
import { attributesOf, valueCounts } from './facet-record';
import type { IsoDate } from './iso-date';
import { type ProductCriteria, type ProductFilter, selectProducts } from './product-selection-record';
import type { FacetCount } from '../../src/api/shapes/catalogue';

/**
 * Faceted counts: for every attribute value, the bags the current criteria give
 * with that value ticked. Values of one attribute widen the match, so a value is
 * counted against every other criterion but its own attribute's ticked values
 * (ticking Tan beside Black adds the tan bags). Attributes with nothing ticked
 * share one count; each attribute with values ticked needs its own. Values no bag
 * of the selection carries are left out (count 0).
 */
export async function facetCounts(db: Queryable, product: ProductCriteria, filter: ProductFilter, today: IsoDate): Promise<FacetCount[]> {
  const ticked = [...new Set(filter.attributeValueIds ?? [])];
  const groups = new Map<number, number[]>();
  for (const row of await attributesOf(db, ticked)) groups.set(row.attribute_id, [...(groups.get(row.attribute_id) ?? []), row.id]);
  // The sort does not change a count: NEWEST keeps the selection's order cheap.
  const base = { ...filter, sort: 'NEWEST' };
  const counts = new Map<number, number>();
  const countWithout = async (attributeId: number | null) => {
    const without = attributeId === null ? ticked : ticked.filter((id) => !groups.get(attributeId)?.includes(id));
    const selection = await selectProducts(db, product, { ...base, attributeValueIds: without }, today);
    const rows = await valueCounts(db, selection, attributeId === null ? { not: [...groups.keys()] } : { only: attributeId });
    for (const row of rows) counts.set(row.id, row.n);
  };
  // One after another: the embedded database runs one statement at a time anyway.
  await countWithout(null);
  for (const attributeId of groups.keys()) await countWithout(attributeId);
  return [...counts].map(([attributeValueId, productCount]) => ({ attributeValueId, productCount })).sort((a, b) => a.attributeValueId - b.attributeValueId);
}
