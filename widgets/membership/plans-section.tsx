import type { ReactNode } from 'react';
import type { MembershipSlab } from '../../src/api/shapes/membership';
import { $plans } from '../../src/stores/plans-store';
import { LoadSection } from '../../src/ui/load-section';
import { useQuery } from '../../src/ui/use-query';

const TIER_SKELETON = (
  <ul className="tiers" aria-hidden="true">
    {[0, 1, 2].map((i) => (
      <li key={i} className="tier tier--skeleton">
        <span className="bone bone--title" />
        <span className="bone bone--price" />
        <span className="bone" />
        <span className="bone" />
      </li>
    ))}
  </ul>
);

/** The plans, once loaded; nothing offered is said so. */
export function PlansSection({ children }: { children: (slabs: MembershipSlab[]) => ReactNode }) {
  const { state, retry } = useQuery($plans);
  return (
    <section className="plans-section" aria-labelledby="plans-title">
      <h2 id="plans-title" className="visually-hidden">
        Plans
      </h2>
      <LoadSection state={state} retry={retry} what="the plans" skeleton={TIER_SKELETON}>
        {(slabs) =>
          slabs.length ? (
            children(slabs)
          ) : (
            <div className="state-box">
              <p className="state-box__title">No plans are offered right now</p>
              <p>Please come back later.</p>
            </div>
          )
        }
      </LoadSection>
    </section>
  );
}
