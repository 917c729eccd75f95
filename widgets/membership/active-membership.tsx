import type { UserMembership } from '../../src/api/shapes/membership';
import { formatDay, planLabel } from '../../src/ui/format';
import { SiteLink } from '../../src/ui/site-link';

/** 'Signature, 6 months, until April 26, 2027': the membership in the words the package screen and the form share. */
export function membershipTerm(membership: UserMembership): string {
  // The spec shows none of the membership's fields: say what is known.
  const plan = membership.membershipPlanSlab ? planLabel(membership.membershipPlanSlab) : 'Your membership';
  return `${plan}${membership.expiryDate ? `, until ${formatDay(membership.expiryDate, 'long')}` : ''}`;
}

/** Where an ACTIVE member goes from a screen about joining: the bags, or their account. */
export function MemberLinks() {
  return (
    <div className="row">
      <SiteLink route="/members-collection" className="button button-primary">
        Browse the collection
      </SiteLink>
      <SiteLink route="/my-profile" className="button">
        My Account
      </SiteLink>
    </div>
  );
}
