import type { CollectionQuery } from '../../src/stores/collection-query';

/**
 * A change made against `base` (the query on screen when the control was pressed), applied to `current`
 * (the query when it lands, after the paint): the filter values it ticked and unticked carry over, so two
 * presses before the collection has rendered again both count. Other fields are what the change says.
 */
export function rebasePatch(patch: Partial<CollectionQuery>, base: CollectionQuery, current: CollectionQuery): Partial<CollectionQuery> {
  const ids = patch.attributeValueIds;
  if (!ids || base === current) return patch;
  const removed = base.attributeValueIds.filter((id) => !ids.includes(id));
  const added = ids.filter((id) => !base.attributeValueIds.includes(id));
  const kept = current.attributeValueIds.filter((id) => !removed.includes(id) && !added.includes(id));
  return { ...patch, attributeValueIds: [...kept, ...added] };
}
