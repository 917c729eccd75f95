import { useState } from 'react';
import { useStore } from '@nanostores/react';
import type { User } from '../../src/api/shapes/user';
import { openDialog } from '../../src/stores/dialog';
import { $membership } from '../../src/stores/membership-store';
import { $user } from '../../src/stores/session';
import { onDemand, useOnDemand } from '../../src/ui/on-demand';
import { PartLoading } from '../../src/ui/on-demand-part';
import { SiteLink } from '../../src/ui/site-link';
import { standingCopy } from '../../src/ui/status-copy';
import { useQuery } from '../../src/ui/use-query';
import { MemberLinks, membershipTerm } from './active-membership';
import { patchApplication, readApplication } from './application-session';
import { PlansSection } from './plans-section';
import { PlanTiers } from './plan-tiers';

type ChoiceType = typeof import('./package-choice').PackageChoice;

// Where the application stands and the payment (what is due, the gateway, the bank transfer) are for
// members past the form and not yet active: fetched for them alone, at once when the page opens with one logged in.
const choicePart = onDemand<ChoiceType>(() => import('./package-choice').then((m) => m.PackageChoice));
const status = $user.get()?.status.code;
if (status && status !== 'DRAFT' && status !== 'ACTIVE') void choicePart.start().catch(() => {});

/** The standing and payment code, fetched now (tests): the screen then renders without a loading panel. */
export function loadPackageChoice(): Promise<void> {
  return choicePart.start().then(() => undefined);
}

/**
 * #/package-details: the three plans for everyone, and around them what the status
 * calls for: Apply for a visitor, the way back to the form for DRAFT, where the
 * application stands and paying for the others, the membership itself for ACTIVE.
 */
export function Packages() {
  const user = useStore($user);
  if (!user) return <VisitorPackages />;
  if (user.status.code === 'DRAFT') return <DraftPackages />;
  if (user.status.code === 'ACTIVE') return <ActivePackages />;
  return <Choice user={user} />;
}

/** The plan a visitor applies for is kept, so the application form opens with it chosen. */
function VisitorPackages() {
  return (
    <div className="packages">
      <PlansSection>
        {(slabs) => (
          <PlanTiers
            slabs={slabs}
            chosen={null}
            action={{
              kind: 'go',
              label: 'Apply',
              onGo: (slab) => {
                patchApplication({ slabId: slab.membershipPlanSlabId });
                openDialog('signup');
              },
            }}
          />
        )}
      </PlansSection>
      <p className="packages__aside">
        Already a member?{' '}
        <button type="button" className="link-button" onClick={() => openDialog('login')}>
          Member's Login
        </button>
      </p>
    </div>
  );
}

function DraftPackages() {
  const [chosen, setChosen] = useState<number | null>(() => readApplication().slabId ?? null);
  return (
    <div className="packages">
      <section className="standing" aria-labelledby="standing-title">
        <h2 id="standing-title" className="standing__title">
          {standingCopy('DRAFT').title}
        </h2>
        <p>Choose a plan now or on the form. You pay only once we have approved your application.</p>
        <SiteLink route="/member-application-form" className="button button-primary">
          Continue your application
        </SiteLink>
      </section>
      <PlansSection>
        {(slabs) => (
          <PlanTiers
            slabs={slabs}
            chosen={chosen}
            action={{
              kind: 'choose',
              onChoose: (slab) => {
                patchApplication({ slabId: slab.membershipPlanSlabId });
                setChosen(slab.membershipPlanSlabId);
              },
            }}
          />
        )}
      </PlansSection>
    </div>
  );
}

// Why a running membership is on hold: fetched only for a member whose membership an operator held.
const holdPart = onDemand(() => import('../../src/ui/hold-reason').then((m) => m.HoldReason));

function ActivePackages() {
  const { state } = useQuery($membership);
  const membership = state.kind === 'ready' ? state.value : null;
  const held = membership?.status === 'ONHOLD';
  const Hold = useOnDemand(holdPart, held);
  return (
    <div className="packages">
      <section className={`standing standing--${held ? 'onhold' : 'active'}`} aria-labelledby="standing-title">
        <h2 id="standing-title" className="standing__title">
          {held ? 'Your membership is on hold' : 'Your membership is active'}
        </h2>
        <p>
          {held
            ? `${membershipTerm(membership)}. You cannot book new bags until the hold is lifted.`
            : membership
              ? `${membershipTerm(membership)}. Nothing is due: choose your next bag.`
              : 'Nothing is due: choose your next bag.'}
        </p>
        {held && Hold ? <Hold /> : null}
        <MemberLinks />
      </section>
      <PlansSection>
        {(slabs) => <PlanTiers slabs={slabs} chosen={null} current={membership?.membershipPlanSlab?.membershipPlanSlabId ?? null} action={null} />}
      </PlansSection>
    </div>
  );
}

function Choice({ user }: { user: User }) {
  const PackageChoice = useOnDemand(choicePart, true);
  return PackageChoice ? <PackageChoice user={user} /> : <PartLoading what="your membership" />;
}
