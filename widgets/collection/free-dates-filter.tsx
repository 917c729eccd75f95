import { useId } from 'react';
import { hasFreeDates, type CollectionQuery } from '../../src/stores/collection-query';

interface FreeDatesFilterProps {
  query: CollectionQuery;
  onChange: (patch: Partial<CollectionQuery>) => void;
}

/** Today in the reader's calendar, as an ISO day: the earliest day a date field offers. */
function todayIso(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

/**
 * "Free on my dates": the first day and the return day of the member's plans;
 * once both are chosen the grid keeps only the bags no booking covers on any of
 * them. Native date fields: the browser's own picker, in the reader's locale, and
 * typing and arrow keys work as everywhere else on the device.
 */
export function FreeDatesFilter({ query, onChange }: FreeDatesFilterProps) {
  const id = useId();
  const from = query.freeFrom ?? '';
  const to = query.freeTo ?? '';
  const backwards = from !== '' && to !== '' && to < from;
  return (
    <fieldset className="free-dates" aria-describedby={`${id}-hint`}>
      <legend>Free on my dates</legend>
      <p id={`${id}-hint`} className="free-dates-hint">
        {backwards ? (
          <span className="error-text" role="alert">
            The return day must not be before the first day.
          </span>
        ) : hasFreeDates(query) ? (
          'Showing bags free on every one of these days.'
        ) : (
          'Choose both days to see the bags free then.'
        )}
      </p>
      <label htmlFor={`${id}-from`}>First day</label>
      <input id={`${id}-from`} type="date" min={todayIso()} value={from} onChange={(e) => onChange({ freeFrom: e.currentTarget.value })} />
      <label htmlFor={`${id}-to`}>Return day</label>
      <input
        id={`${id}-to`}
        type="date"
        min={from || todayIso()}
        value={to}
        aria-invalid={backwards || undefined}
        onChange={(e) => onChange({ freeTo: e.currentTarget.value })}
      />
      {(from || to) && (
        <button type="button" className="button button-quiet" onClick={() => onChange({ freeFrom: '', freeTo: '' })}>
          Clear dates
        </button>
      )}
    </fieldset>
  );
}
