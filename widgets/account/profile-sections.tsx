import type { User, UserStatus } from '../../src/api/shapes/user';
import { bookingsStore } from '../../src/stores/bookings';
import { formatDay, formatMoney, planLabel, statusWord } from '../../src/ui/format';
import { SiteLink } from '../../src/ui/site-link';
import { useQuery } from '../../src/ui/use-query';
import { Card } from './card';
import { $membership } from '../../src/stores/membership-store';
import { $freshUser } from '../../src/stores/user-store';
import { RECENT_BOOKINGS } from './account-data';

export function DetailsCard() {
  const { state, retry } = useQuery($freshUser);
  return (
    <Card id="details-title" title="Your details" state={state} retry={retry} lines={4}>
      {(user: User) => {
        const address = user.userAddress;
        const where = [address?.addressLine1, address?.addressLine2, address?.city, address?.state, address?.zipcode].filter(Boolean).join(', ');
        return (
          <dl className="facts">
            <div>
              <dt>Name</dt>
              <dd>
                {user.firstName} {user.lastName}
              </dd>
            </div>
            <div>
              <dt>Mobile number</dt>
              <dd>{user.phone || user.username}</dd>
            </div>
            {user.email ? (
              <div>
                <dt>Email</dt>
                <dd>{user.email}</dd>
              </div>
            ) : null}
            {where ? (
              <div>
                <dt>Address</dt>
                <dd>{where}</dd>
              </div>
            ) : null}
          </dl>
        );
      }}
    </Card>
  );
}

/** The membership and when it ends; DEACTIVE and EXPIRE are offered renewal on the package screen. */
export function MembershipCard({ status }: { status: UserStatus }) {
  const { state, retry } = useQuery($membership);
  const renew = status === 'DEACTIVE' || status === 'EXPIRE';
  return (
    <Card id="membership-title" title="Membership" state={state} retry={retry} lines={4}>
      {(membership) => (
        <>
          {membership ? (
            <dl className="facts">
              <div>
                <dt>Plan</dt>
                <dd>
                  {planLabel(membership.membershipPlanSlab)} ({formatMoney(membership.membershipPlanSlab.amount)})
                </dd>
              </div>
              {membership.startDate ? (
                <div>
                  <dt>Started</dt>
                  <dd>{formatDay(membership.startDate)}</dd>
                </div>
              ) : null}
              {membership.expiryDate ? (
                <div>
                  <dt>{renew ? 'Ended' : 'Ends'}</dt>
                  <dd>{formatDay(membership.expiryDate)}</dd>
                </div>
              ) : null}
              <div>
                <dt>Status</dt>
                <dd>{renew ? (status === 'DEACTIVE' ? 'Deactivated' : 'Expired') : statusWord(membership.status) || 'Active'}</dd>
              </div>
            </dl>
          ) : (
            <p className="muted">You have no membership yet.</p>
          )}
          {renew ? (
            <div className="renew">
              <p>{status === 'DEACTIVE' ? 'Your membership has been deactivated.' : 'Your membership has ended.'} Renew it to book bags again.</p>
              <SiteLink route="/package-details" className="button button-primary">
                Renew your membership
              </SiteLink>
            </div>
          ) : null}
        </>
      )}
    </Card>
  );
}

const $recentBookings = bookingsStore(RECENT_BOOKINGS);

export function BookingsCard({ onTrack }: { onTrack: (wbNo: string) => void }) {
  const { state, retry } = useQuery($recentBookings);
  return (
    <Card id="bookings-title" title="Bookings" state={state} retry={retry}>
      {({ bookings }) =>
        bookings.length === 0 ? (
          <div className="empty">
            <p className="muted">No bookings yet.</p>
            <SiteLink route="/members-collection" className="button">
              Browse the collection
            </SiteLink>
          </div>
        ) : (
          <ul className="rows">
            {bookings.map((b) => {
              const { wbNo } = b;
              return (
                <li key={b.bookingId} className="row-item">
                  <div>
                    <p className="row-item__title">{b.product?.title ?? `Booking ${b.bookingId}`}</p>
                    <p className="muted">
                      {formatDay(b.startDate)} to {formatDay(b.returnDate)}
                      {b.status?.name ? ` · ${statusWord(b.status.name)}` : ''}
                    </p>
                  </div>
                  <p className="row-item__side">
                    Return by <strong>{formatDay(b.returnDate)}</strong>
                  </p>
                  {wbNo ? (
                    <button type="button" className="link-button" onClick={() => onTrack(wbNo)}>
                      Track parcel<span className="visually-hidden"> {wbNo}</span>
                    </button>
                  ) : null}
                </li>
              );
            })}
          </ul>
        )
      }
    </Card>
  );
}
