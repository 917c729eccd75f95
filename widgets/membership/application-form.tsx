import { useEffect, useMemo, useRef } from 'react';
import { useStore } from '@nanostores/react';
import type { User } from '../../src/api/shapes/user';
import { $membership } from '../../src/stores/membership-store';
import { $plans } from '../../src/stores/plans-store';
import { formatDay, planLabel } from '../../src/ui/format';
import { LoginGate } from '../../src/ui/login-gate';
import { SiteLink } from '../../src/ui/site-link';
import { standingCopy } from '../../src/ui/status-copy';
import { useQuery } from '../../src/ui/use-query';
import { $application, goTo, LAST_STEP, missingDocuments, next, openApplication, STEP_TITLES, STEPS, submit } from './application-store';
import { DetailsStep } from './details-step';
import { IdentityStep } from './identity-step';
import { PlanStep } from './plan-step';
import { ReviewStep } from './review-step';
import { Stepper } from './stepper';

/** #/member-application-form: a DRAFT user's membership application; everyone else is shown where they are instead. */
export function ApplicationForm() {
  return (
    <LoginGate title="Log in to continue your application" text="Your application is kept with your account: log in with your mobile number to pick it up.">
      {(user) => {
        const status = user.status.code;
        if (status === 'DRAFT') return <ApplicationSteps user={user} />;
        if (status === 'ACTIVE') return <AlreadyMember />;
        const copy = standingCopy(status);
        if (status === 'DEACTIVE' || status === 'EXPIRE') {
          return <Standing title={copy.title} text="There is nothing to apply for again: renew your membership to book bags again." route="/package-details" action="Renew your membership" />;
        }
        if (status === 'APPROVED') return <Standing {...copy} route="/package-details" action="Choose your plan" />;
        // PENDING says what the member has just done; ONHOLD what is needed.
        return <Standing {...copy} title={status === 'PENDING' ? 'Your application has been sent' : copy.title} route="/package-details" action="See where it stands" />;
      }}
    </LoginGate>
  );
}

function Standing({ title, text, route, action }: { title: string; text: string; route: string; action: string }) {
  return (
    <div className="state-box">
      <p className="state-box__title">{title}</p>
      <p>{text}</p>
      <SiteLink route={route} className="button button-primary">
        {action}
      </SiteLink>
    </div>
  );
}

/** An ACTIVE member has nothing to apply for: their membership, and the way to the bags. */
function AlreadyMember() {
  const { state } = useQuery($membership);
  const membership = state.kind === 'ready' ? state.value : null;
  return (
    <div className="state-box">
      <p className="state-box__title">You are a member</p>
      <p>
        {membership
          ? `Your membership (${planLabel(membership.membershipPlanSlab)}) is active${membership.expiryDate ? ` until ${formatDay(membership.expiryDate, 'long')}` : ''}.`
          : 'Your membership is active.'}{' '}
        There is nothing to apply for: choose your next bag.
      </p>
      <div className="row">
        <SiteLink route="/members-collection" className="button button-primary">
          Browse the collection
        </SiteLink>
        <SiteLink route="/my-profile" className="button">
          My Account
        </SiteLink>
      </div>
    </div>
  );
}

function ApplicationSteps({ user }: { user: User }) {
  const opened = useMemo(() => openApplication(user), [user]);
  const state = useStore($application) ?? opened;
  const slabs = useStore($plans).data ?? [];
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const { step, reached, submitting, submitError } = state;

  // Focus follows the step (not on first render, so a reload does not jump the page).
  useEffect(() => {
    if (moved.current) heading.current?.focus();
    moved.current = true;
  }, [step]);

  const slab = slabs.find((s) => s.membershipPlanSlabId === state.slabId) ?? null;
  return (
    <div className="application">
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
