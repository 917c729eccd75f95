import type { MembershipSlab } from '../../src/api/shapes/membership';
import { formatMoney, planLabel } from '../../src/ui/format';
import type { SlabsState } from './use-slabs';

interface PlanChoiceProps {
  state: SlabsState;
  onRetry: () => void;
  chosen: number | null;
  onChoose: (slab: MembershipSlab) => void;
  error?: string | null;
  /** Read-only while the application is reviewed: the plans are shown, not chosen. */
  disabled?: boolean;
  legend?: string;
}

/** The plan slabs as a radio group: name, length, what it allows, and the price in USD. */
export function PlanChoice({ state, onRetry, chosen, onChoose, error, disabled, legend = 'Choose your plan' }: PlanChoiceProps) {
  if (state.kind === 'loading') {
    return (
      <div className="plans" aria-busy="true">
        <p className="visually-hidden" role="status">
          Loading the plans…
        </p>
        {[0, 1, 2].map((i) => (
          <div key={i} className="plan plan--skeleton" data-testid="skeleton" aria-hidden="true">
            <span className="bone bone--title" />
            <span className="bone" />
          </div>
        ))}
      </div>
    );
  }
  if (state.kind === 'error') {
    return (
      <div className="state-box" role="alert">
        <p className="state-box__title">We could not load the plans</p>
        <p>{state.message}</p>
        <button type="button" className="button button-primary" onClick={onRetry}>
          Retry
        </button>
      </div>
    );
  }
  if (state.slabs.length === 0) {
    return (
      <div className="state-box">
        <p className="state-box__title">No plans are offered right now</p>
        <p>Please come back later.</p>
      </div>
    );
  }
  return (
    <fieldset className="plans" aria-describedby={error ? 'plan-error' : undefined} disabled={disabled}>
      <legend className="field__label">{legend}</legend>
      {state.slabs.map((slab) => {
        const facts = [
          slab.bagsAtATime ? `${slab.bagsAtATime} ${slab.bagsAtATime === 1 ? 'bag' : 'bags'} at a time` : null,
          slab.maxRentalDays ? `up to ${slab.maxRentalDays} days a rental` : null,
        ].filter(Boolean);
        return (
          <label key={slab.membershipPlanSlabId} className={chosen === slab.membershipPlanSlabId ? 'plan plan--chosen' : 'plan'}>
            <input
              type="radio"
              name="plan"
              value={slab.membershipPlanSlabId}
              checked={chosen === slab.membershipPlanSlabId}
              onChange={() => onChoose(slab)}
            />
            <span className="plan__body">
              <span className="plan__name">{planLabel(slab)}</span>
              {facts.length ? <span className="plan__facts">{facts.join(' · ')}</span> : null}
              {slab.description ? <span className="plan__facts">{slab.description}</span> : null}
            </span>
            <span className="plan__price">{formatMoney(slab.amount)}</span>
          </label>
        );
      })}
      {error ? (
        <p id="plan-error" className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
