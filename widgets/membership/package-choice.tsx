import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import type { MembershipSlab } from '../../src/api/shapes/membership';
import type { ManualPaymentInstructions } from '../../src/api/shapes/manual-payment';
import type { User, UserStatus } from '../../src/api/shapes/user';
import { navigate } from '../../src/routing/navigate';
import { $orders } from '../../src/stores/orders-store';
import { $plans } from '../../src/stores/plans-store';
import { MEMBERSHIP_KEYS } from '../../src/stores/query-selectors';
import { updateUser } from '../../src/stores/session';
import { $freshUser } from '../../src/stores/user-store';
import { formatMoney, planLabel } from '../../src/ui/format';
import { LoadSection } from '../../src/ui/load-section';
import { usePartStyles } from '../../src/ui/on-demand-part';
import { standingCopy, type StandingCopy } from '../../src/ui/status-copy';
import { useQuery } from '../../src/ui/use-query';
import { useWrite, type WriteHandle } from '../../src/ui/use-write';
import { patchApplication, readApplication } from './application-session';
import { ManualPayment } from './manual-payment';
import { pay, resumePayment, type Instrument, type PayOutcome } from './pay-flow';
import { PAYMENT_CSS } from './payment-styles';
import { paymentDetailsStore } from './payment-details-store';
import { PaymentForm } from './payment-form';
import { PlansSection } from './plans-section';
import { PlanTiers } from './plan-tiers';
import { HoldNotificationsLink, HoldReason } from '../../src/ui/hold-reason';
import { $planChange } from '../../src/stores/my-account-store';

const PAYING: readonly UserStatus[] = ['APPROVED', 'DEACTIVE', 'EXPIRE'];

const RENEWING: readonly UserStatus[] = ['DEACTIVE', 'EXPIRE'];

/** Where the application stands, or (renewing) what ended and what to do. */
export function standing(status: UserStatus): StandingCopy {
  const copy = standingCopy(status);
  return RENEWING.includes(status) ? { title: 'Renew your membership', text: `${copy.title}. Choose a plan and pay to start borrowing bags again.` } : copy;
}

type Paying = { kind: 'idle' } | { kind: 'failed'; message: string; instrument: Instrument } | { kind: 'manual'; instructions: ManualPaymentInstructions };

/** A member past the form and not yet active: where the application stands, the plans and (once approved) the payment. */
export function PackageChoice({ user }: { user: User }) {
  const styled = usePartStyles(PAYMENT_CSS);
  const status = user.status.code;
  const copy = standing(status);
  const canPay = PAYING.includes(status);
  const fresh = useQuery($freshUser);
  const orders = useQuery($orders);
  const renewal = useQuery($planChange);
  const plans = useStore($plans).data;
  const [picked, setPicked] = useState<number | null>(() => readApplication().slabId ?? null);
  const [paying, setPaying] = useState<Paying>({ kind: 'idle' });
  // A paid attempt changes status, membership, orders and invoices: My Account loads them afresh.
  const payment = useWrite<PayOutcome | null>({ invalidates: MEMBERSHIP_KEYS, changed: (outcome) => outcome?.kind === 'paid' });
  const resume = useWrite<PayOutcome | null>({ invalidates: MEMBERSHIP_KEYS, changed: (outcome) => outcome?.kind === 'paid' });

  // The status may have moved on since login (an operator approved the application).
  useEffect(() => {
    if (fresh.state.kind === 'ready' && fresh.state.value.status.code !== status) updateUser(fresh.state.value);
  }, [fresh.state, status]);

  // Back from the gateway's page: a paid attempt finishes here and goes on to the account.
  useEffect(() => {
    void resume
      .run(() => resumePayment(user))
      .then((outcome) => {
        if (outcome.ok && outcome.value?.kind === 'paid') navigate('/my-profile');
      });
    // Once, on arrival: the user refreshed above must not settle the same payment again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The plan picked on the form, else the one chosen on My Account for the renewal, else the one applied for (or last paid for).
  const latest = orders.state.kind === 'ready' ? (orders.state.value.orders[0]?.membershipPlanSlab?.membershipPlanSlabId ?? null) : null;
  const forRenewal = renewal.state.kind === 'ready' ? (renewal.state.value.value?.membershipPlanSlabId ?? null) : null;
  const wanted = picked ?? forRenewal ?? latest;
  const slabId = plans && !plans.some((s) => s.membershipPlanSlabId === wanted) ? null : wanted;
  const chosen = plans?.find((s) => s.membershipPlanSlabId === slabId) ?? null;

  function choose(slab: MembershipSlab) {
    patchApplication({ slabId: slab.membershipPlanSlabId });
    setPicked(slab.membershipPlanSlabId);
    setPaying({ kind: 'idle' });
  }

  return (
    <div className="packages" ref={styled}>
      <section className={`standing standing--${status.toLowerCase()}`} aria-labelledby="standing-title">
        <h2 id="standing-title" className="standing__title">
          {copy.title}
        </h2>
        <p>{copy.text}</p>
        {status === 'ONHOLD' ? <HoldReason /> : null}
        {status === 'PENDING' || status === 'ONHOLD' ? (
          <div className="row">
            <button type="button" className="button" onClick={() => fresh.retry()} disabled={fresh.loading} aria-busy={fresh.loading}>
              {fresh.loading ? 'Checking…' : 'Check again'}
            </button>
            <HoldNotificationsLink status={status} />
          </div>
        ) : null}
      </section>

      <PlansSection>
        {(slabs) => <PlanTiers slabs={slabs} chosen={slabId} action={{ kind: 'choose', onChoose: choose }} disabled={payment.busy} />}
      </PlansSection>

      {slabId !== null ? (
        <Due slabId={slabId} chosen={chosen} canPay={canPay} user={user} paying={paying} setPaying={setPaying} payment={payment} />
      ) : plans?.length ? (
        <p className="packages__aside">Choose a plan to see what is due.</p>
      ) : null}
    </div>
  );
}

interface DueProps {
  slabId: number;
  chosen: MembershipSlab | null;
  canPay: boolean;
  user: User;
  paying: Paying;
  setPaying: (paying: Paying) => void;
  payment: WriteHandle<PayOutcome | null>;
}

/** What is due for the chosen slab, and (for whoever may pay) the payment. */
function Due({ slabId, chosen, canPay, user, paying, setPaying, payment }: DueProps) {
  const $due = paymentDetailsStore(slabId);
  const { state, retry } = useQuery($due);

  async function onPay(instrument: Instrument, total: number) {
    setPaying({ kind: 'idle' });
    const run = await payment.run(() => pay(user, slabId, total, instrument));
    if (!run.ok || !run.value) return;
    const outcome = run.value;
    if (outcome.kind === 'paid') {
      navigate('/my-profile');
      return;
    }
    if (outcome.kind === 'redirect') {
      location.assign(outcome.url);
      return;
    }
    if (outcome.kind === 'manual') {
      setPaying({ kind: 'manual', instructions: outcome.instructions });
      return;
    }
    if (outcome.amountChanged) $due.invalidate();
    setPaying({ kind: 'failed', message: outcome.message, instrument });
  }

  return (
    <LoadSection
      state={state}
      retry={retry}
      what="what is due"
      skeleton={
        <div className="due" aria-hidden="true">
          <span className="bone bone--title" />
          <span className="bone" />
          <span className="bone" />
        </div>
      }
    >
      {(details) => {
        // The spec names no field of payment-details: without an amount the slab's own (a spec field) is what is due.
        const amount = details.amount ?? details.membershipPlanSlab?.amount ?? chosen?.amount ?? 0;
        const total = details.totalAmount ?? amount + (details.tax ?? 0);
        return (
          <div className={canPay ? 'checkout' : undefined}>
            <section className="due" aria-labelledby="due-title">
              <h2 id="due-title" className="due__title">
                {canPay ? 'What is due' : 'What you will pay'}
              </h2>
              {canPay ? null : <p className="muted">Nothing is charged until we approve your application.</p>}
              <dl className="summary">
                <div>
                  <dt>{chosen ? planLabel(chosen) : 'Plan'}</dt>
                  <dd>{formatMoney(total)}</dd>
                </div>
                {/* Prices include GST: the tax line says how much of the price it is. */}
                {details.tax ? (
                  <div>
                    <dt>{details.gstRatePercent === undefined ? 'Includes GST' : `Includes GST at ${details.gstRatePercent}%`}</dt>
                    <dd>{formatMoney(details.tax)}</dd>
                  </div>
                ) : null}
                <div className="summary__total">
                  <dt>{canPay ? 'Total due' : 'Total once approved'}</dt>
                  <dd>{formatMoney(total)}</dd>
                </div>
              </dl>
            </section>
            {canPay ? (
              <section className="pay" aria-labelledby="pay-title">
                <h2 id="pay-title" className="due__title">
                  Payment
                </h2>
                {paying.kind === 'failed' ? (
                  <div className="pay-failed" role="alert">
                    <p>{paying.message}</p>
                    <button type="button" className="button button-primary" onClick={() => onPay(paying.instrument, total)}>
                      Retry
                    </button>
                  </div>
                ) : null}
                {details.manualPayment ? (
                  <ManualPayment
                    instructions={paying.kind === 'manual' ? paying.instructions : details.manualPayment}
                    total={total}
                    busy={payment.busy}
                    onStart={() => onPay({ method: 'hosted' }, total)}
                  />
                ) : (
                  <PaymentForm
                    action={`Pay ${formatMoney(total)}`}
                    busy={payment.busy}
                    demo={details.gateway === 'demo'}
                    hosted={details.hostedPage === true}
                    onPay={(instrument) => onPay(instrument, total)}
                  />
                )}
              </section>
            ) : null}
          </div>
        );
      }}
    </LoadSection>
  );
}
