import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { hasAccount } from '../../src/routing/status-route';
import { openDialog } from '../../src/stores/dialog';
import { $user } from '../../src/stores/session';
import { SiteLink } from '../../src/ui/site-link';
import { OrdersCard } from './orders-card';
import { BookingsCard, DetailsCard, MembershipCard } from './profile-sections';
import { ShipmentCard } from './shipment-card';

/** #/my-profile: everything about the member in one place, each card loading and failing on its own. */
export function Account() {
  const user = useStore($user);
  const [trackRequest, setTrackRequest] = useState<{ wbNo: string; at: number } | null>(null);

  if (!user) {
    return (
      <div className="state-box">
        <p className="state-box__title">Log in to see your account</p>
        <button type="button" className="button button-primary" onClick={() => openDialog('login')}>
          Member's Login
        </button>
      </div>
    );
  }
  if (!hasAccount(user.status.code)) {
    return (
      <div className="state-box">
        <p className="state-box__title">Your account opens with your membership</p>
        <p>Finish your application and choose a package to become a member.</p>
        <SiteLink route={user.status.code === 'DRAFT' ? '/member-application-form' : '/package-details'} className="button button-primary">
          Application Form
        </SiteLink>
      </div>
    );
  }
  return (
    <div className="account">
      <MembershipCard userId={user.id} status={user.status.code} />
      <DetailsCard userId={user.id} />
      <BookingsCard userId={user.id} onTrack={(wbNo) => setTrackRequest({ wbNo, at: Date.now() })} />
      <OrdersCard userId={user.id} />
      <ShipmentCard request={trackRequest} />
    </div>
  );
}
