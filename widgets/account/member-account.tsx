import type { User, UserStatus } from '../../src/api/shapes/user';
import { hasAccount } from '../../src/routing/status-route';
import { trackShipment } from '../../src/stores/shipment-store';
import { SiteLink } from '../../src/ui/site-link';
import { standingCopy } from '../../src/ui/status-copy';
import { OrdersCard } from './orders-card';
import { PauseCard } from './pause-card';
import { PrivacyCard } from './privacy-card';
import { BookingsCard, DetailsCard, MembershipCard } from './profile-sections';
import { ShipmentWhenBooked } from './shipment-when-booked';

/** A member's cards, each loading and failing on its own: the data layer and the stores load with this file, after login. */
export function MemberAccount({ user }: { user: User }) {
  if (!hasAccount(user.status.code)) return <NoAccountYet status={user.status.code} />;
  return (
    <div className="account">
      <MembershipCard status={user.status.code} />
      {user.status.code === 'ACTIVE' ? <PauseCard /> : null}
      <DetailsCard />
      <BookingsCard onTrack={trackShipment} canBook={user.status.code === 'ACTIVE'} />
      <OrdersCard />
      <ShipmentWhenBooked />
      <PrivacyCard />
    </div>
  );
}

/** Before the membership starts there is no account to show: where the application stands, and the next step. */
function NoAccountYet({ status }: { status: UserStatus }) {
  const copy = standingCopy(status);
  const next =
    status === 'DRAFT'
      ? { route: '/member-application-form', label: 'Application Form' }
      : status === 'APPROVED'
        ? { route: '/package-details', label: 'Choose your plan' }
        : { route: '/package-details', label: 'See where it stands' };
  return (
    <div className="state-box">
      <p className="state-box__title">{copy.title}</p>
      <p>{copy.text}</p>
      <div className="row">
        <SiteLink route={next.route} className="button button-primary">
          {next.label}
        </SiteLink>
        {status === 'ONHOLD' ? (
          <SiteLink route="/notifications" className="button">
            Notifications
          </SiteLink>
        ) : null}
      </div>
    </div>
  );
}
