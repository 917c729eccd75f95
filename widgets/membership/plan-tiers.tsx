import { useId, useState } from 'react';
import type { MembershipSlab } from '../../src/api/shapes/membership';
import { groupPlans, termLabel, type PlanTier } from '../../src/stores/plans-store';
import { formatMoney } from '../../src/ui/format';

/** What a tier's button does: choose it (a toggle), or act on it (visitors: 'Apply'). */
export type TierAction = { kind: 'choose'; onChoose: (slab: MembershipSlab) => void } | { kind: 'go'; label: string; onGo: (slab: MembershipSlab) => void };

interface PlanTiersProps {
  slabs: readonly MembershipSlab[];
  /** The chosen slab: its tier is marked and its term selected. */
  chosen: number | null;
  /** The member's own plan (ACTIVE): marked 'Your plan'. */
  current?: number | null;
  /** Null: the plans are shown, not chosen. */
  action: TierAction | null;
  /** While a payment is in flight nothing may change. */
  disabled?: boolean;
  /** A message for the whole choice ('Please choose a plan.'), shown under it and tied to every button. */
  error?: string | null;
}

function facts(tier: PlanTier): string[] {
  const out: string[] = [];
  if (tier.bagsAtATime) out.push(`${tier.bagsAtATime} ${tier.bagsAtATime === 1 ? 'bag' : 'bags'} at a time`);
  if (tier.maxRentalDays) out.push(`Each rental up to ${tier.maxRentalDays} days`);
  if (out.length) out.push('Delivery and collection included');
  return out;
}

/** 'About ₹3,667 a month', rounded: what a longer term saves is easier to see by the month. */
function monthly(slab: MembershipSlab): string | null {
  const months = slab.durationInMonths;
  return months && months > 1 ? `About ${formatMoney(Math.round(slab.amount / months))} a month` : null;
}

/**
 * The plans side by side, one card per tier (Classic, Signature, Couture) with its
 * length chosen inside the card (3, 6 or 12 months), the price of that length, what
 * the tier allows, and one button. Three cards on a wide screen, one column on a phone.
 */
export function PlanTiers({ slabs, chosen, current = null, action, disabled = false, error = null }: PlanTiersProps) {
  const tiers = groupPlans(slabs);
  const errorId = useId();
  // Each tier's shown term; the chosen (or current) slab's tier opens on its term, the others on their shortest.
  const [terms, setTerms] = useState<Record<string, number>>({});
  const shownSlab = (tier: PlanTier): MembershipSlab => {
    const picked = terms[tier.name] ?? [chosen, current].find((id) => tier.slabs.some((s) => s.membershipPlanSlabId === id));
    return tier.slabs.find((s) => s.membershipPlanSlabId === picked) ?? tier.slabs[0];
  };

  return (
    <div className="tiers-wrap">
      {/* Above the cards, where it is seen before the three of them scroll by on a phone. */}
      {error ? (
        <p id={errorId} className="field__error" role="alert">
          {error}
        </p>
      ) : null}
      <ul className="tiers">
        {tiers.map((tier) => {
          const slab = shownSlab(tier);
          const isChosen = tier.slabs.some((s) => s.membershipPlanSlabId === chosen);
          const isCurrent = tier.slabs.some((s) => s.membershipPlanSlabId === current);
          return (
            <Tier
              key={tier.name}
              tier={tier}
              slab={slab}
              chosen={isChosen}
              current={isCurrent}
              action={action}
              disabled={disabled}
              describedBy={error ? errorId : undefined}
              onTerm={(next) => {
                setTerms((t) => ({ ...t, [tier.name]: next.membershipPlanSlabId }));
                // Another length of the chosen plan is the new choice.
                if (isChosen && action?.kind === 'choose') action.onChoose(next);
              }}
            />
          );
        })}
      </ul>
    </div>
  );
}

interface TierProps {
  tier: PlanTier;
  slab: MembershipSlab;
  chosen: boolean;
  current: boolean;
  action: TierAction | null;
  disabled: boolean;
  describedBy?: string;
  onTerm: (slab: MembershipSlab) => void;
}

function Tier({ tier, slab, chosen, current, action, disabled, describedBy, onTerm }: TierProps) {
  const id = useId();
  const list = facts(tier);
  const perMonth = monthly(slab);
  const badge = current ? 'Your plan' : chosen && action?.kind === 'choose' ? 'Your choice' : null;
  return (
    <li className={`tier${chosen || current ? ' tier--chosen' : ''}`} aria-labelledby={`${id}-name`}>
      <div className="tier__head">
        <h3 id={`${id}-name`} className="tier__name">
          {tier.name}
        </h3>
        {badge ? <span className="tier__badge">{badge}</span> : null}
      </div>
      <p className="tier__price" aria-live="polite">
        <span className="tier__amount">{formatMoney(slab.amount)}</span> <span className="muted">for {termLabel(slab).toLowerCase()}</span>
        {perMonth ? <span className="tier__monthly muted">{perMonth}</span> : null}
      </p>
      {tier.slabs.length > 1 ? (
        <fieldset className="terms" disabled={disabled} aria-labelledby={`${id}-name ${id}-terms`}>
          <legend id={`${id}-terms`} className="terms__legend">
            Length
          </legend>
          <div className="terms__options">
            {tier.slabs.map((s) => (
              <span key={s.membershipPlanSlabId} className="terms__option">
                <input
                  id={`${id}-${s.membershipPlanSlabId}`}
                  className="terms__input"
                  type="radio"
                  name={`${id}-term`}
                  checked={s.membershipPlanSlabId === slab.membershipPlanSlabId}
                  onChange={() => onTerm(s)}
                />
                <label className="terms__label" htmlFor={`${id}-${s.membershipPlanSlabId}`}>
                  {termLabel(s)}
                </label>
              </span>
            ))}
          </div>
        </fieldset>
      ) : null}
      {list.length ? (
        <ul className="tier__facts">
          {list.map((fact) => (
            <li key={fact}>{fact}</li>
          ))}
        </ul>
      ) : tier.description ? (
        <p className="tier__facts">{tier.description}</p>
      ) : null}
      {action?.kind === 'choose' ? (
        <button
          type="button"
          className={`button button-block${chosen ? ' button-primary' : ''}`}
          aria-pressed={chosen}
          aria-describedby={describedBy}
          disabled={disabled}
          onClick={() => action.onChoose(slab)}
        >
          {chosen ? <span aria-hidden="true">✓ </span> : null}Choose {tier.name}
        </button>
      ) : action?.kind === 'go' ? (
        <button type="button" className="button button-primary button-block" disabled={disabled} onClick={() => action.onGo(slab)}>
          {action.label}
          <span className="visually-hidden">
            {' '}
            for {tier.name}, {termLabel(slab)}
          </span>
        </button>
      ) : null}
    </li>
  );
}
