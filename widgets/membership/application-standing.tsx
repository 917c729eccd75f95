import type { UserStatus } from '../../src/api/shapes/user';
import { $membership } from '../../src/stores/membership-store';
import { SiteLink } from '../../src/ui/site-link';
import { standingCopy } from '../../src/ui/status-copy';
import { useQuery } from '../../src/ui/use-query';
import { MemberLinks, membershipTerm } from './active-membership';

/** The application form for anyone past DRAFT: where they stand and the one next step, never the form again. */
export function ApplicationStanding({ status }: { status: Exclude<UserStatus, 'DRAFT'> }) {
  if (status === 'ACTIVE') return <AlreadyMember />;
  const copy = standingCopy(status);
  if (status === 'DEACTIVE' || status === 'EXPIRE') {
    return (
      <Standing
        title={copy.title}
        text="There is nothing to apply for again: renew your membership to book bags again."
        route="/package-details"
        action="Renew your membership"
      />
    );
  }
  if (status === 'APPROVED') return <Standing {...copy} route="/package-details" action="Choose your plan" />;
  // PENDING says what the member has just done; ONHOLD what is needed.
  return (
    <Standing {...copy} title={status === 'PENDING' ? 'Your application has been sent' : copy.title} route="/package-details" action="See where it stands" />
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
        {membership ? `Your membership is active: ${membershipTerm(membership)}.` : 'Your membership is active.'} There is nothing to apply for: choose your
        next bag.
      </p>
      <MemberLinks />
    </div>
  );
}
