import { useEffect, useMemo, useRef } from 'react';
import { useStore } from '@nanostores/react';
import type { User } from '../../src/api/shapes/user';
import { $plans } from '../../src/stores/plans-store';
import { usePartStyles } from '../../src/ui/on-demand-part';
import { APPLICATION_CSS } from './application-styles';
import { $application, $submission, goTo, LAST_STEP, missingDocuments, next, openApplication, STEP_TITLES, STEPS, submit } from './application-store';
import { DetailsStep } from './details-step';
import { IdentityStep } from './identity-step';
import { PlanStep } from './plan-step';
import { ReviewStep } from './review-step';
import { Stepper } from './stepper';

/** A DRAFT user's application in four steps; what it holds and does lives in application-store.ts. */
export function ApplicationSteps({ user }: { user: User }) {
  const opened = useMemo(() => openApplication(user), [user]);
  const state = useStore($application) ?? opened;
  const slabs = useStore($plans).data ?? [];
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const styled = usePartStyles(APPLICATION_CSS);
  const { step, reached } = state;
  const { busy: submitting, error: submitError } = useStore($submission);

  // Focus follows the step (not on first render, so a reload does not jump the page).
  useEffect(() => {
    if (moved.current) heading.current?.focus();
    moved.current = true;
  }, [step]);

  const slab = slabs.find((s) => s.membershipPlanSlabId === state.slabId) ?? null;
  return (
    <div className="application" ref={styled}>
      {step === 0 && reached === 0 ? (
        <p className="application__intro">Four short steps: your details, your plan, your identity, then a last look before you send it.</p>
      ) : null}
      <Stepper steps={STEPS} step={step} reached={reached} onSelect={goTo} />
      <p className="visually-hidden" role="status" aria-live="polite">
        Step {step + 1} of {STEPS.length}: {STEPS[step]}
      </p>
      <h2 className="step-title" ref={heading} tabIndex={-1}>
        {STEP_TITLES[step]}
      </h2>

      {step === 0 ? <DetailsStep state={state} /> : null}
      {step === 1 ? <PlanStep state={state} /> : null}
      {step === 2 ? <IdentityStep state={state} user={user} /> : null}
      {step === 3 ? <ReviewStep state={state} slab={slab} /> : null}

      {submitError ? (
        <p className="form-error" role="alert">
          {submitError}
        </p>
      ) : null}
      <div className="step-actions">
        {step > 0 ? (
          <button type="button" className="button" onClick={() => goTo(step - 1)} disabled={submitting}>
            Back
          </button>
        ) : null}
        {step < LAST_STEP ? (
          <button type="button" className="button button-primary" onClick={next}>
            Next
          </button>
        ) : (
          <button
            type="button"
            className="button button-primary"
            onClick={() => void submit(user, slabs)}
            disabled={submitting || missingDocuments(state).length > 0}
            aria-busy={submitting}
          >
            {submitting ? 'Sending…' : 'Submit application'}
          </button>
        )}
      </div>
    </div>
  );
}
