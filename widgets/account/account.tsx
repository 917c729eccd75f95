import { useState } from 'react';
import { hasAccount } from '../../src/routing/status-route';
import { LoginGate } from '../../src/ui/login-gate';
import { SiteLink } from '../../src/ui/site-link';
import { OrdersCard } from './orders-card';
import { BookingsCard, DetailsCard, MembershipCard } from './profile-sections';
import { ShipmentCard } from './shipment-card';

/** #/my-profile: everything about the member in one place, each card loading and failing on its own. */
export function Account() {
  const [trackRequest, setTrackRequest] = useState<{ wbNo: string; at: number } | null>(null);
  return (
    <LoginGate title="Log in to see your account">
      {(user) =>
        !hasAccount(user.status.code) ? (
          <div className="state-box">
            <p className="state-box__title">Your account opens with your membership</p>
            <p>Finish your application and choose a package to become a member.</p>
            <SiteLink route={user.status.code === 'DRAFT' ? '/member-application-form' : '/package-details'} className="button button-primary">
              Application Form
            </SiteLink>
          </div>
        ) : (
          <div className="account">
            <MembershipCard status={user.status.code} />
            <DetailsCard />
            <BookingsCard onTrack={(wbNo) => setTrackRequest({ wbNo, at: Date.now() })} />
            <OrdersCard />
            <ShipmentCard request={trackRequest} />
          </div>
        )
      }
    </LoginGate>
  );
}
