import { trackShipment } from '../../src/stores/shipment-store';
import { hasAccount } from '../../src/routing/status-route';
import { LoginGate } from '../../src/ui/login-gate';
import { SiteLink } from '../../src/ui/site-link';
import { standingCopy } from '../../src/ui/status-copy';
import type { UserStatus } from '../../src/api/shapes/user';
import { OrdersCard } from './orders-card';
import { PrivacyCard } from './privacy-card';
import { BookingsCard, DetailsCard, MembershipCard } from './profile-sections';
import { ShipmentWhenBooked } from './shipment-when-booked';

/** #/my-profile: everything about the member in one place, each card loading and failing on its own. */
export function Account() {
  return (
    <LoginGate title="Log in to see your account">
      {(user) =>
        !hasAccount(user.status.code) ? (
          <NoAccountYet status={user.status.code} />
        ) : (
          <div className="account">
            <MembershipCard status={user.status.code} />
            <DetailsCard />
            <BookingsCard onTrack={trackShipment} canBook={user.status.code === 'ACTIVE'} />
            <OrdersCard />
            <ShipmentWhenBooked />
            <PrivacyCard />
          </div>
        )
      }
    </LoginGate>
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
