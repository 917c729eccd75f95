import { useId, useState, type ComponentType } from 'react';
import type { CollectionQuery } from '../../src/stores/collection-query';
import { LoadSection } from '../../src/ui/load-section';
import { usePartStyles } from '../../src/ui/on-demand-part';
import type { LoadState } from '../../src/ui/use-query';
import type { FilterGroup, FilterOptions } from './filter-options-store';
import { ChosenCount } from './chosen-count';
import { FILTER_PANEL_CSS } from './filter-panel-styles';
import { FreeDatesFilter } from './free-dates-filter';

interface FilterPanelProps {
  options: LoadState<FilterOptions>;
  /** How many bags a value gives (ValueCount in ./collection-later.tsx): it comes with the later parts, at the visitor's first move. */
  Count?: ComponentType<{ id: number }>;
  query: CollectionQuery;
  onChange: (patch: Partial<CollectionQuery>) => void;
  onRetry: () => void;
}

/** The group a shopper reaches for first stays open: the brand, else the first group. */
function opensFirst(groups: FilterGroup[]): number | undefined {
  return (groups.find((g) => /^brand$/i.test(g.name)) ?? groups[0])?.attributeId;
}

/**
 * The filters: 'Available now' and one collapsible group per attribute (native
 * details/summary, so each closed group is one Tab stop and opens with Enter or
 * Space). The brand group starts open, and so does any group with a value chosen;
 * each summary counts its chosen values. The same panel sits beside the grid on a
 * wide screen and inside the Filters drawer on a phone.
 */
export function FilterPanel({ options, Count, query, onChange, onRetry }: FilterPanelProps) {
  const id = useId();
  const styled = usePartStyles(FILTER_PANEL_CSS);
  const groups = options.kind === 'ready' ? options.value.groups : [];
  // Which groups are open, decided once the groups are known; then the member's to change.
  const [open, setOpen] = useState<Set<number> | null>(null);
  const shown =
    open ??
    new Set(
      groups
        .filter((g) => g.attributeId === opensFirst(groups) || g.values.some((v) => query.attributeValueIds.includes(v.attributeValueId)))
        .map((g) => g.attributeId),
    );

  function toggleValue(valueId: number, on: boolean) {
    const ids = query.attributeValueIds.filter((v) => v !== valueId);
    onChange({ attributeValueIds: on ? [...ids, valueId] : ids });
  }

  function setGroupOpen(attributeId: number, isOpen: boolean) {
    if (shown.has(attributeId) === isOpen) return;
    const next = new Set(shown);
    if (isOpen) next.add(attributeId);
    else next.delete(attributeId);
    setOpen(next);
  }

  return (
    <div className="filter-panel" ref={styled}>
      <label className="check check--switch">
        <input type="checkbox" checked={query.availableOnly} onChange={(e) => onChange({ availableOnly: e.currentTarget.checked })} />
        <span>Available now</span>
      </label>
      <FreeDatesFilter query={query} onChange={onChange} />
      {/* The groups load with the collection's first calls: the one loading panel and error (with Retry) meanwhile. */}
      <LoadSection state={options} retry={onRetry} what="the filters">
        {() =>
          groups.map((group) => {
            const chosen = group.values.filter((v) => query.attributeValueIds.includes(v.attributeValueId)).length;
            const isOpen = shown.has(group.attributeId);
            return (
              <details
                key={group.attributeId}
                className="filter-group"
                open={isOpen}
                onToggle={(e) => setGroupOpen(group.attributeId, (e.currentTarget as HTMLDetailsElement).open)}
              >
                <summary>
                  <span className="filter-group-name">{group.name}</span>
                  <ChosenCount n={chosen} className="filter-group-count" />
                </summary>
                <fieldset className="filter-values">
                  <legend className="visually-hidden">{group.name}</legend>
                  {group.values.map((value) => (
                    <label key={value.attributeValueId} className="check" htmlFor={`${id}-${value.attributeValueId}`}>
                      <input
                        id={`${id}-${value.attributeValueId}`}
                        type="checkbox"
                        checked={query.attributeValueIds.includes(value.attributeValueId)}
                        onChange={(e) => toggleValue(value.attributeValueId, e.currentTarget.checked)}
                      />
                      <span>{value.value}</span>
                      {Count && <Count id={value.attributeValueId} />}
                    </label>
                  ))}
                </fieldset>
              </details>
            );
          })
        }
      </LoadSection>
    </div>
  );
}
