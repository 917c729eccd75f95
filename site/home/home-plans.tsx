import type { MembershipSlab } from '../../src/api/shapes/membership';
import { formatMoney } from '../../src/ui/format';
import { loadPlans } from './home-data';
import { useHomeData } from './use-home-data';

interface Plan {
  name: string;
  description: string | null;
  bagsAtATime: number | null;
  maxRentalDays: number | null;
  slabs: MembershipSlab[];
}

/** The slabs of /api/membership/list grouped by plan, in the server's order, shortest term first. */
export function groupPlans(slabs: MembershipSlab[]): Plan[] {
  const plans = new Map<string, Plan>();
  for (const slab of slabs) {
    let plan = plans.get(slab.membershipPlanName);
    if (!plan) {
      plan = {
        name: slab.membershipPlanName,
        description: slab.description ?? null,
        bagsAtATime: slab.bagsAtATime ?? null,
        maxRentalDays: slab.maxRentalDays ?? null,
        slabs: [],
      };
      plans.set(slab.membershipPlanName, plan);
    }
    plan.slabs.push(slab);
  }
  for (const plan of plans.values()) plan.slabs.sort((a, b) => (a.durationInMonths ?? 0) - (b.durationInMonths ?? 0) || a.amount - b.amount);
  return [...plans.values()];
}

function termLabel(slab: MembershipSlab): string {
  const months = slab.durationInMonths;
  if (!months) return 'Membership';
  return months === 12 ? '12 months' : `${months} month${months === 1 ? '' : 's'}`;
}

/** The membership plans and what they cost (POST /api/membership/list); nothing if the call fails. */
export function HomePlans() {
  const slabs = useHomeData(loadPlans);
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
