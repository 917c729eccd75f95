import { useId, useState } from 'react';
import type { CollectionQuery } from '../../src/stores/collection-query';
import type { LoadState } from '../../src/ui/use-query';
import type { FilterOptions } from './filter-options-store';

interface FilterPanelProps {
  options: LoadState<FilterOptions>;
  query: CollectionQuery;
  onChange: (patch: Partial<CollectionQuery>) => void;
  onRetry: () => void;
  /** Present when something is chosen. */
  onClear?: () => void;
}

/**
 * The filters: a panel beside the grid on a wide screen, a disclosure above it on
 * a phone. Every filter is a native control, so the keyboard works without help.
 */
export function FilterPanel({ options, query, onChange, onRetry, onClear }: FilterPanelProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const chosen = query.attributeValueIds.length + (query.availableOnly ? 1 : 0);

  function toggleValue(id: number, on: boolean) {
    const ids = query.attributeValueIds.filter((v) => v !== id);
    onChange({ attributeValueIds: on ? [...ids, id] : ids });
  }

  return (
    <div className="filters">
      <button type="button" className="button filters-toggle" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
        {chosen > 0 ? `Filters (${chosen})` : 'Filters'}
      </button>
      <div id={panelId} className={open ? 'filters-panel filters-open' : 'filters-panel'} role="group" aria-label="Filters">
        {onClear && (
          <button type="button" className="button button-quiet" onClick={onClear}>
            Clear all filters
          </button>
        )}
        <label className="check">
          <input type="checkbox" checked={query.availableOnly} onChange={(e) => onChange({ availableOnly: e.currentTarget.checked })} />
          <span>Available now</span>
        </label>
        {options.kind === 'loading' && (
          <div className="filters-skeleton" aria-hidden="true">
            <span className="line shimmer" />
            <span className="line shimmer" />
            <span className="line line-short shimmer" />
          </div>
        )}
        {options.kind === 'error' && (
          <p className="filters-error">
            <span className="error-text">The filters could not be loaded.</span>{' '}
            <button type="button" className="button" onClick={onRetry}>
              Retry
            </button>
          </p>
        )}
        {options.kind === 'ready' && (
          <>
            {options.value.groups.map((group) => (
              <fieldset key={group.attributeId} className="filter-group">
                <legend>{group.name}</legend>
                {group.values.map((value) => (
                  <label key={value.attributeValueId} className="check">
                    <input
                      type="checkbox"
                      checked={query.attributeValueIds.includes(value.attributeValueId)}
                      onChange={(e) => toggleValue(value.attributeValueId, e.currentTarget.checked)}
                    />
                    <span>{value.value}</span>
                  </label>
                ))}
              </fieldset>
            ))}
          </>
        )}
      </div>
    </div>
  );
}
