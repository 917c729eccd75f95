import { listAttributes, listAttributeValues, listPredefinedByType } from '../../src/api/catalogue';
import type { AttributeValue, Predefined } from '../../src/api/shapes/catalogue';
import { createFetcherStore } from '../../src/stores/query';

export interface FilterGroup {
  attributeId: number;
  name: string;
  values: AttributeValue[];
}

export interface FilterOptions {
  groups: FilterGroup[];
  /** The predefined SORT list: the orders the collection can be shown in. */
  sorts: Predefined[];
}

/** The predefined list the sort choices come from. */
export const SORT_TYPE = 'SORT';

/** The filter groups (attribute masters with their values, in their order) and the predefined sort list. */
export const $filterOptions = createFetcherStore<FilterOptions>('filter-options', {
  fetcher: async () => {
    const [attributes, values, sorts] = await Promise.all([
      listAttributes(),
      listAttributeValues(),
      // Without the list the fallback sorts still work: no reason to lose the filters too.
      listPredefinedByType(SORT_TYPE).catch(() => [] as Predefined[]),
    ]);
    const groups = [...attributes]
      .sort((a, b) => (a.sortOrder ?? 0) - (b.sortOrder ?? 0) || a.name.localeCompare(b.name))
      .map((a) => ({ attributeId: a.attributeId, name: a.name, values: values.filter((v) => v.attributeId === a.attributeId) }))
      .filter((g) => g.values.length > 0);
    return { groups, sorts };
  },
});
