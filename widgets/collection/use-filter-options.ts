import { useCallback, useEffect, useState } from 'react';
import { listAttributes, listAttributeValues, listPredefinedByType } from '../../src/api/catalogue';
import type { AttributeValue, Predefined } from '../../src/api/shapes/catalogue';
import { SORT_TYPE } from './collection-query';

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
export { SORT_TYPE };

type OptionsState = { state: 'loading' } | { state: 'ready'; options: FilterOptions } | { state: 'error' };

/** The filter groups (attribute masters with their values) and the predefined sort list. */
export function useFilterOptions(): OptionsState & { retry: () => void } {
  const [result, setResult] = useState<OptionsState>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    setResult({ state: 'loading' });
    Promise.all([
      listAttributes(),
      listAttributeValues(),
      // Without the list the fallback sorts still work: no reason to lose the filters too.
      listPredefinedByType(SORT_TYPE).catch(() => [] as Predefined[]),
    ])
      .then(([attributes, values, sorts]) => {
        if (!live) return;
        const groups = [...attributes]
          .sort((a, b) => (a.sortOrder ?? 0) - (b.sortOrder ?? 0) || a.name.localeCompare(b.name))
          .map((a) => ({ attributeId: a.attributeId, name: a.name, values: values.filter((v) => v.attributeId === a.attributeId) }))
          .filter((g) => g.values.length > 0);
        setResult({ state: 'ready', options: { groups, sorts } });
      })
      .catch(() => live && setResult({ state: 'error' }));
    return () => {
      live = false;
    };
  }, [attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...result, retry };
}
