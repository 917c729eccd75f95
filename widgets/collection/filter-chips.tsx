import { useRef } from 'react';
import type { CollectionQuery } from '../../src/stores/collection-query';
import type { FilterOptions } from './filter-options-store';
import { useRefocus } from './use-refocus';

export interface Chip {
  key: string;
  label: string;
  /** The query without this choice. */
  without: Partial<CollectionQuery>;
}

/** Every choice in the query, in the order of the filter groups, as a removable chip. */
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

interface FilterChipsProps {
  chips: Chip[];
  onRemove: (chip: Chip) => void;
  onClearAll: () => void;
  /** Where focus goes when the last chip has gone (the results). */
  onEmptied: () => void;
}

/**
 * The chosen filters above the grid, each removable, and 'Clear all'. A removed
 * chip's button leaves the page, so focus moves to the chip that takes its place
 * (or the one before), and to the results once none is left.
 */
export function FilterChips({ chips, onRemove, onClearAll, onEmptied }: FilterChipsProps) {
  const list = useRef<HTMLUListElement>(null);
  const removing = useRefocus(list, '.chip', chips.length, onEmptied);

  if (chips.length === 0) return null;
  return (
    <div className="chips">
      <ul className="chip-list" aria-label="Chosen filters" ref={list}>
        {chips.map((chip, index) => (
          <li key={chip.key}>
            <button
              type="button"
              className="chip"
              onClick={() => {
                removing(index);
                onRemove(chip);
              }}
            >
              <span className="visually-hidden">Remove </span>
              {chip.label}
              <svg viewBox="0 0 16 16" width="12" height="12" aria-hidden="true" focusable="false">
                <path d="M3.5 3.5l9 9m0-9l-9 9" />
              </svg>
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="chip-clear"
        onClick={() => {
          onClearAll();
          onEmptied();
        }}
      >
        Clear all
      </button>
    </div>
  );
}
