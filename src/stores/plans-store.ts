import { listMemberships } from '../api/membership';
import type { MembershipSlab } from '../api/shapes/membership';
import { createFetcherStore } from './query';
import { KEYS } from './query-keys';

/** Every plan slab of POST /api/membership/list, on one page: the home page, the package screen and the application form read the same answer. */
export const $plans = createFetcherStore<MembershipSlab[]>(KEYS.plans, { fetcher: () => listMemberships({ size: 100 }) });

/** One plan (Classic, Signature, Couture) and its terms: the slabs that differ only by length and price. */
export interface PlanTier {
  name: string;
  description: string | null;
  bagsAtATime: number | null;
  maxRentalDays: number | null;
  /** Shortest term first. */
  slabs: MembershipSlab[];
}

/** The slabs grouped by plan, in the server's order (cheapest plan first), each plan's terms shortest first. */
export function groupPlans(slabs: readonly MembershipSlab[]): PlanTier[] {
  const plans = new Map<string, PlanTier>();
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

/** '3 months', '12 months'; 'Membership' for a slab without a length. */
export function termLabel(slab: Pick<MembershipSlab, 'durationInMonths'>): string {
  const months = slab.durationInMonths;
  if (!months) return 'Membership';
  return `${months} ${months === 1 ? 'month' : 'months'}`;
}
