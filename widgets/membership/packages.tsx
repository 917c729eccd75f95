import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { errorText } from '../../src/api/api-error';
import { paymentDetails } from '../../src/api/order';
import type { PaymentDetails } from '../../src/api/shapes/order';
import type { User, UserStatus } from '../../src/api/shapes/user';
import { getUser } from '../../src/api/user';
import { navigate } from '../../src/routing/navigate';
import { openDialog } from '../../src/stores/dialog';
import { $user, updateUser } from '../../src/stores/session';
import { SiteLink } from '../../src/ui/site-link';
import { patchApplication, readApplication } from './application-session';
import { formatMoney, planLabel } from '../../src/ui/format';
import { pay, resumePayment, type Instrument } from './pay-flow';
import { PaymentForm } from './payment-form';
import { PlanChoice } from './plan-choice';
import { useSlabs } from './use-slabs';

const PAYING: readonly UserStatus[] = ['APPROVED', 'DEACTIVE', 'EXPIRE'];

interface StandingCopy {
  title: string;
  text: string;
}

/** Where the application stands, in the member's words. */
export function standing(status: UserStatus): StandingCopy {
  switch (status) {
    case 'PENDING':
      return {
        title: 'We are reviewing your application',
        text: 'We check every application by hand, usually within a working day. We will tell you in your notifications as soon as you can pay.',
      };
    case 'ONHOLD':
      return {
        title: 'Your application is on hold',
        text: 'We need something more from you before we can approve it. Your notifications say what we need; once it is sorted, we will review your application again.',
      };
    case 'APPROVED':
      return { title: 'Your application is approved', text: 'Choose your plan and pay to start your membership.' };
    default:
      return { title: 'Renew your membership', text: 'Choose a plan and pay to start borrowing bags again.' };
  }
}

/** #/package-details: the plans, what is due for the chosen one, where the application stands, and paying. */
export function Packages() {
  const user = useStore($user);
  if (!user) {
    return (
      <div className="state-box">
        <p className="state-box__title">Log in to see your membership packages</p>
        <button type="button" className="button button-primary" onClick={() => openDialog('login')}>
          Member's Login
        </button>
      </div>
    );
  }
  if (user.status.code === 'DRAFT') {
    return (
      <div className="state-box">
        <p className="state-box__title">Finish your application first</p>
        <p>Your membership packages are here once your application is sent.</p>
        <SiteLink route="/member-application-form" className="button button-primary">
          Complete your application
        </SiteLink>
      </div>
    );
  }
  if (user.status.code === 'ACTIVE') {
    return (
      <div className="state-box">
        <p className="state-box__title">Your membership is active</p>
        <SiteLink route="/my-profile" className="button button-primary">
          My Account
        </SiteLink>
      </div>
    );
  }
  return <PackageChoice user={user} />;
}

type Due = { kind: 'none' } | { kind: 'loading' } | { kind: 'error'; message: string } | { kind: 'ready'; details: PaymentDetails };
type Paying = { kind: 'idle' } | { kind: 'busy' } | { kind: 'failed'; message: string; instrument: Instrument };

function PackageChoice({ user }: { user: User }) {
  const status = user.status.code;
  const [slabs, retrySlabs] = useSlabs();
  const [slabId, setSlabId] = useState<number | null>(() => readApplication().slabId ?? null);
  const [due, setDue] = useState<Due>({ kind: 'none' });
  const [dueAttempt, setDueAttempt] = useState(0);
  const [paying, setPaying] = useState<Paying>({ kind: 'idle' });
  const [checking, setChecking] = useState(false);
  const copy = standing(status);
  const canPay = PAYING.includes(status);

  // The status may have moved on since login (an operator approved the application).
  async function refreshUser() {
    setChecking(true);
    try {
      updateUser(await getUser(user.id));
    } catch {
      // Shown as it was; the member can check again.
    } finally {
      setChecking(false);
    }
  }
  useEffect(() => {
    // Back from the gateway's page: a paid attempt finishes here and goes on to the account.
    resumePayment(user).then((outcome) => (outcome?.kind === 'paid' ? navigate('/my-profile') : refreshUser()));
  }, []);

  // The plan picked on the application form, else the first one offered.
  useEffect(() => {
    if (slabs.kind !== 'ready' || slabs.slabs.length === 0) return;
    if (slabId === null || !slabs.slabs.some((s) => s.membershipPlanSlabId === slabId)) setSlabId(slabs.slabs[0].membershipPlanSlabId);
  }, [slabs, slabId]);

  useEffect(() => {
    if (slabId === null) return;
    patchApplication({ slabId });
    let active = true;
    setDue({ kind: 'loading' });
    paymentDetails(slabId)
      .then((details) => active && setDue({ kind: 'ready', details }))
      .catch((err) => active && setDue({ kind: 'error', message: errorText(err) ?? 'What is due could not be loaded.' }));
    return () => {
      active = false;
    };
  }, [slabId, dueAttempt]);

  const total = due.kind === 'ready' ? due.details.totalAmount ?? due.details.amount + (due.details.tax ?? 0) : null;
  const chosen = slabs.kind === 'ready' ? slabs.slabs.find((s) => s.membershipPlanSlabId === slabId) ?? null : null;

  async function onPay(instrument: Instrument) {
    if (paying.kind === 'busy' || slabId === null || total === null) return;
    setPaying({ kind: 'busy' });
    const outcome = await pay(user, slabId, total, instrument);
    if (outcome.kind === 'paid') {
      navigate('/my-profile');
      return;
    }
    if (outcome.kind === 'redirect') {
      location.assign(outcome.url);
      return;
    }
    if (outcome.amountChanged) setDueAttempt((n) => n + 1);
    setPaying({ kind: 'failed', message: outcome.message, instrument });
  }

  return (
    <div className="packages">
      <section className={`standing standing--${status.toLowerCase()}`} aria-labelledby="standing-title">
        <h2 id="standing-title" className="standing__title">
          {copy.title}
        </h2>
        <p>{copy.text}</p>
        {status === 'PENDING' || status === 'ONHOLD' ? (
          <div className="row">
            <button type="button" className="button" onClick={refreshUser} disabled={checking} aria-busy={checking}>
              {checking ? 'Checking…' : 'Check again'}
            </button>
            {status === 'ONHOLD' ? (
              <SiteLink route="/notifications" className="button">
                Notifications
              </SiteLink>
            ) : null}
          </div>
        ) : null}
      </section>

      <PlanChoice
        state={slabs}
        onRetry={retrySlabs}
        chosen={slabId}
        onChoose={(slab) => {
          setSlabId(slab.membershipPlanSlabId);
          setPaying({ kind: 'idle' });
        }}
        disabled={paying.kind === 'busy'}
        legend={canPay ? 'Choose your plan' : 'Plans'}
      />

      {slabId !== null ? (
        <section className="due" aria-labelledby="due-title" aria-busy={due.kind === 'loading'}>
          <h2 id="due-title" className="due__title">
            What is due
          </h2>
          {due.kind === 'loading' ? (
            <div aria-hidden="true" data-testid="skeleton">
              <span className="bone" />
              <span className="bone" />
            </div>
          ) : null}
          {due.kind === 'error' ? (
            <div role="alert">
              <p className="field__error">{due.message}</p>
              <button type="button" className="button" onClick={() => setDueAttempt((n) => n + 1)}>
                Retry
              </button>
            </div>
          ) : null}
          {due.kind === 'ready' ? (
            <dl className="summary">
              <div>
                <dt>{chosen ? planLabel(chosen) : 'Plan'}</dt>
                <dd>{formatMoney(due.details.amount)}</dd>
              </div>
              {due.details.tax ? (
                <div>
                  <dt>Tax</dt>
                  <dd>{formatMoney(due.details.tax)}</dd>
                </div>
              ) : null}
              <div className="summary__total">
                <dt>Total due</dt>
                <dd>{formatMoney(total ?? 0)}</dd>
              </div>
            </dl>
          ) : null}
        </section>
      ) : null}

      {canPay && due.kind === 'ready' && total !== null ? (
        <section className="pay" aria-labelledby="pay-title">
          <h2 id="pay-title" className="due__title">
            Payment
          </h2>
          {paying.kind === 'failed' ? (
            <div className="pay-failed" role="alert">
              <p>{paying.message}</p>
              <button type="button" className="button button-primary" onClick={() => onPay(paying.instrument)}>
                Retry
              </button>
            </div>
          ) : null}
          <PaymentForm
            action={`Pay ${formatMoney(total)}`}
            busy={paying.kind === 'busy'}
            demo={due.details.gateway === 'demo'}
            hosted={due.details.hostedPage === true}
            onPay={onPay}
          />
        </section>
      ) : null}
    </div>
  );
}
