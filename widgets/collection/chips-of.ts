import type { CollectionQuery } from '../../src/stores/collection-query';
import type { FilterOptions } from './filter-options-store';

export interface Chip {
  key: string;
  label: string;
  /** The query without this choice. */
  without: Partial<CollectionQuery>;
}

/** Every choice in the query, in the order of the filter groups, as a removable chip (in the later parts: the first screen asks hasFilters). */
export function chipsOf(query: CollectionQuery, options: FilterOptions | null): Chip[] {
  const chips: Chip[] = [];
  if (query.search) chips.push({ key: 'search', label: `“${query.search}”`, without: { search: '' } });
  if (query.availableOnly) chips.push({ key: 'available', label: 'Available now', without: { availableOnly: false } });
  const named = new Map<number, string>();
  for (const group of options?.groups ?? []) for (const value of group.values) named.set(value.attributeValueId, value.value);
  // In group order once the groups are known; a value they do not list (yet) still gets a chip.
  const order = [...named.keys()];
  const ids = [...query.attributeValueIds].sort((a, b) => (order.indexOf(a) + 1 || Infinity) - (order.indexOf(b) + 1 || Infinity));
  for (const id of ids) {
    chips.push({
      key: `value-${id}`,
      label: named.get(id) ?? 'A chosen filter',
      without: { attributeValueIds: query.attributeValueIds.filter((v) => v !== id) },
    });
  }
  return chips;
}
