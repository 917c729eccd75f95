import type { User, UserStatus } from '../../src/api/shapes/user';
import { hasAccount } from '../../src/routing/account-status';
import { trackShipment } from '../../src/stores/shipment-store';
import { SiteLink } from '../../src/ui/site-link';
import { standingCopy } from '../../src/ui/status-copy';
import { HoldNotificationsLink, HoldReason } from '../../src/ui/hold-reason';
import { AllowanceCard } from './allowance-card';
import { EditDetailsCard } from './details-editor';
import { PlanChangeCard } from './plan-change-card';
import { FavouritesCard } from './favourites-card';
import { MessagesCard } from './messages-card';
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
      <AllowanceCard canBook={user.status.code === 'ACTIVE'} />
      {user.status.code === 'ACTIVE' ? <PauseCard /> : null}
      {user.status.code === 'ACTIVE' ? <PlanChangeCard /> : null}
      <DetailsCard />
      <EditDetailsCard />
      <BookingsCard onTrack={trackShipment} canBook={user.status.code === 'ACTIVE'} />
      <FavouritesCard />
      <OrdersCard />
      <ShipmentWhenBooked />
      <MessagesCard />
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
      {status === 'ONHOLD' ? <HoldReason /> : null}
      <div className="row">
        <SiteLink route={next.route} className="button button-primary">
          {next.label}
        </SiteLink>
        <HoldNotificationsLink status={status} />
      </div>
    </div>
  );
}
