import { $plans, groupPlans, termLabel } from '../../src/stores/plans-store';
import { formatMoney } from '../../src/ui/format';
import { useHomeData } from './use-home-data';

/** The membership plans and what they cost (POST /api/membership/list); nothing if the call fails. */
export function HomePlans() {
  const slabs = useHomeData($plans);
  if (slabs.state === 'failed' || (slabs.state === 'ready' && slabs.value.length === 0)) return null;
  const plans = slabs.state === 'ready' ? groupPlans(slabs.value) : [];
  return (
    <section className="home-section home-plans" aria-labelledby="home-plans-title" aria-busy={slabs.state === 'loading'}>
      <h2 id="home-plans-title">Membership plans</h2>
      <p className="home-section-lead">Borrow as many bags as you like over your membership. Delivery and returns are included.</p>
      <ul className="plan-grid">
        {slabs.state === 'loading'
          ? [0, 1, 2].map((i) => (
              <li key={i} className="plan-card" aria-hidden="true">
                <div className="skeleton skeleton-heading" />
                <div className="skeleton skeleton-line" />
                <div className="skeleton skeleton-line short" />
              </li>
            ))
          : plans.map((plan) => (
              <li key={plan.name} className="plan-card">
                <h3>{plan.name}</h3>
                {plan.slabs[0] && (
                  <p className="plan-from">
                    from <strong>{formatMoney(plan.slabs[0].amount)}</strong>
                  </p>
                )}
                {plan.description && <p className="plan-description">{plan.description}</p>}
                <dl className="plan-prices">
                  {plan.slabs.map((slab) => (
                    <div key={slab.membershipPlanSlabId}>
                      <dt>{termLabel(slab)}</dt>
                      <dd>{formatMoney(slab.amount)}</dd>
                    </div>
                  ))}
                </dl>
              </li>
            ))}
      </ul>
    </section>
  );
}
