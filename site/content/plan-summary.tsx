import { Link } from '../layout/link';
import { $plans, groupPlans, termLabel } from '../../src/stores/plans-store';
import { formatMoney } from '../../src/ui/format';
import { useHomeData } from '../home/use-home-data';

/**
 * The plans as they are sold today (POST /api/membership/list), for a content
 * page's "::: plans" line: the page never quotes a price the server does not charge.
 */
export function PlanSummary() {
  const plans = useHomeData($plans);
  if (plans.state === 'failed' || (plans.state === 'ready' && plans.value.length === 0)) {
    return (
      <p>
        See the current plans and prices on <Link to="/package-details">Membership plans</Link>.
      </p>
    );
  }
  return (
    <ul className="plan-summary" aria-busy={plans.state === 'loading'}>
      {plans.state === 'loading'
        ? [0, 1, 2].map((i) => (
            <li key={i} aria-hidden="true">
              <div className="skeleton skeleton-heading" />
              <div className="skeleton skeleton-line" />
              <div className="skeleton skeleton-line short" />
            </li>
          ))
        : groupPlans(plans.value).map((plan) => (
            <li key={plan.name}>
              <h3>{plan.name}</h3>
              {plan.description && <p>{plan.description}</p>}
              <p className="plan-summary-prices">
                {plan.slabs.map((slab, i) => (
                  <span key={slab.membershipPlanSlabId}>
                    {i > 0 && ' · '}
                    {termLabel(slab)} <strong>{formatMoney(slab.amount)}</strong>
                  </span>
                ))}
              </p>
            </li>
          ))}
    </ul>
  );
}
