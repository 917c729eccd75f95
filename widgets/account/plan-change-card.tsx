import { useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import type { PlanChange } from '../../src/api/shapes/my-account';
import { $membership } from '../../src/stores/membership-store';
import { $planChange, choosePlanAtRenewal, keepCurrentPlan, planChangeWrite } from '../../src/stores/my-account-store';
import { $plans } from '../../src/stores/plans-store';
import { formatDay, formatMoney, planLabel } from '../../src/ui/format';
import { FormActions } from '../../src/ui/form-actions';
import { useQuery } from '../../src/ui/use-query';
import { useStepFocus } from '../../src/ui/use-step-focus';
import { Card } from './card';

/**
 * Another plan for the next renewal: kept as a pending change with its date, nothing charged now, cancellable.
 * Left out on a backend without the call.
 */
export function PlanChangeCard() {
  const { state, retry } = useQuery($planChange, { keepPrevious: true });
  if (state.kind === 'ready' && !state.value.served) return null;
  return (
    <Card id="plan-change-title" title="Plan at renewal" state={state} retry={retry} lines={2}>
      {({ value }) => <PlanChoice pending={value} />}
    </Card>
  );
}

function PlanChoice({ pending: change }: { pending: PlanChange }) {
  // A change already applied at the last renewal is told as done; only a waiting one can be replaced or cancelled.
  const pending = change?.applied ? null : change;
  const applied = change?.applied ? change : null;
  const [choosing, setChoosing] = useState(false);
  const [said, setSaid] = useState<string | null>(null);
  const { busy, error } = useStore(planChangeWrite.$state);
  // Focus follows the step: the first plan when the list opens, the result (or the button) when it closes.
  const box = useStepFocus<HTMLDivElement>(`${choosing}:${said}`, choosing ? 'input' : said ? '[role="status"]' : 'button');

  async function keep() {
    if (await keepCurrentPlan()) setSaid('Your membership renews on the plan you have.');
  }

  return (
    <div className="editor" ref={box}>
      {said && !choosing ? (
        <p className="status-text" role="status" tabIndex={-1}>
          {said}
        </p>
      ) : null}
      {applied ? (
        <p>
          Your membership renewed on <strong>{planLabel({ membershipPlanName: applied.planName, durationInMonths: applied.durationInMonths })}</strong> from{' '}
          <strong>{formatDay(applied.effectiveOn, 'numeric')}</strong>, the plan you chose for your renewal.
        </p>
      ) : null}
      {pending ? (
        <p>
          From <strong>{formatDay(pending.effectiveOn, 'numeric')}</strong> your membership renews on{' '}
          <strong>{planLabel({ membershipPlanName: pending.planName, durationInMonths: pending.durationInMonths })}</strong> ({formatMoney(pending.amount)}, GST
          included). Nothing is charged now: you pay when it renews.
        </p>
      ) : (
        <p className="muted">Your membership renews on the plan you have. Choose another to start when it renews; nothing is charged now.</p>
      )}
      {choosing ? (
        <PlanForm
          current={pending?.membershipPlanSlabId ?? null}
          onDone={(message) => {
            setSaid(message);
            setChoosing(false);
          }}
        />
      ) : (
        <div className="row">
          <button
            type="button"
            className="button"
            onClick={() => {
              setSaid(null);
              planChangeWrite.clear();
              setChoosing(true);
            }}
          >
            {pending ? 'Choose another plan' : 'Change plan at renewal'}
          </button>
          {pending ? (
            <button type="button" className="button" aria-busy={busy} onClick={() => void keep()}>
              Keep my current plan
            </button>
          ) : null}
        </div>
      )}
      {error && !choosing ? (
        <p className="error-text" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function PlanForm({ current, onDone }: { current: number | null; onDone: (message: string | null) => void }) {
  const plans = useQuery($plans);
  const membership = useQuery($membership);
  const own = membership.state.kind === 'ready' ? (membership.state.value?.membershipPlanSlab?.membershipPlanSlabId ?? null) : null;
  const [picked, setPicked] = useState<number | null>(current);
  const { busy, error } = useStore(planChangeWrite.$state);
  const slabs = plans.state.kind === 'ready' ? plans.state.value.filter((s) => s.membershipPlanSlabId !== own) : [];

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (picked === null) return;
    if (await choosePlanAtRenewal(picked)) onDone('Your plan change is saved.');
  }

  return (
    <form className="edit-form" noValidate onSubmit={(e) => void submit(e)}>
      <fieldset className="plan-options">
        <legend>Plan at your next renewal</legend>
        {plans.state.kind === 'loading' ? <p className="muted">Loading the plans…</p> : null}
        {slabs.map((slab) => (
          <label key={slab.membershipPlanSlabId} className="plan-option">
            <input
              type="radio"
              name="renewal-plan"
              value={slab.membershipPlanSlabId}
              checked={picked === slab.membershipPlanSlabId}
              onChange={() => setPicked(slab.membershipPlanSlabId)}
            />
            <span>
              {planLabel(slab)}: {formatMoney(slab.amount)}
            </span>
          </label>
        ))}
      </fieldset>
      <FormActions error={error} busy={busy} submit="Save plan change" busyLabel="Saving…" onCancel={() => onDone(null)} disabled={picked === null} />
    </form>
  );
}
