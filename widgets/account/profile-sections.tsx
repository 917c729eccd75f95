import type { Booking } from '../../src/api/shapes/booking';
import type { User, UserStatus } from '../../src/api/shapes/user';
import { bookingsStore } from '../../src/stores/bookings';
import { formatDay, formatMoney, planLabel } from '../../src/ui/format';
import { formatMobile, statusWord } from '../../src/ui/format-details';
import { SiteLink } from '../../src/ui/site-link';
import { standingCopy } from '../../src/ui/status-copy';
import { useQuery } from '../../src/ui/use-query';
import { Card } from './card';
import { $membership } from '../../src/stores/membership-store';
import { $freshUser } from '../../src/stores/user-store';
import { RECENT_BOOKINGS } from './account-data';
import { bookingPhase, isFuture, isoToday, type BookingPhase } from './booking-phase';
import { BookingTimeline } from './booking-timeline';
import { ExtendRental } from './extend-rental';
import { HoldReason } from '../../src/ui/hold-reason';
import { BookingReview } from './booking-review';

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
              <dd>{formatMobile(user.phone || user.username)}</dd>
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

/** The membership as it stands today: when it started (or starts) and ends (or ended); DEACTIVE and EXPIRE are offered renewal. */
export function MembershipCard({ status }: { status: UserStatus }) {
  const { state, retry } = useQuery($membership);
  const renew = status === 'DEACTIVE' || status === 'EXPIRE';
  const today = isoToday();
  return (
    <Card id="membership-title" title="Membership" state={state} retry={retry} lines={4}>
      {(membership) => (
        <>
          {membership ? (
            <dl className="facts">
              {membership.membershipPlanSlab ? (
                <div>
                  <dt>Plan</dt>
                  <dd>
                    {planLabel(membership.membershipPlanSlab)} ({formatMoney(membership.membershipPlanSlab.amount)})
                  </dd>
                </div>
              ) : null}
              {membership.startDate ? (
                <div>
                  <dt>{isFuture(membership.startDate, today) ? 'Starts' : 'Started'}</dt>
                  <dd>{formatDay(membership.startDate)}</dd>
                </div>
              ) : null}
              {membership.expiryDate ? (
                <div>
                  <dt>{endLabel(status, isFuture(membership.expiryDate, today))}</dt>
                  <dd>{formatDay(membership.expiryDate)}</dd>
                </div>
              ) : null}
              <div>
                <dt>Status</dt>
                <dd>{status === 'DEACTIVE' ? 'Deactivated' : status === 'EXPIRE' ? 'Expired' : statusWord(membership.status) || 'Active'}</dd>
              </div>
            </dl>
          ) : (
            <p className="muted">You have no membership yet.</p>
          )}
          {membership?.status === 'ONHOLD' && status === 'ACTIVE' ? <HoldReason /> : null}
          {renew ? (
            <div className="renew">
              <p>{standingCopy(status).title}. Renew it to book bags again.</p>
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

/**
 * The end date's label. A deactivated membership can have an end date still to come:
 * it ended early, so that date is when it would have run to, never 'Ended'.
 */
function endLabel(status: UserStatus, future: boolean): string {
  if (status === 'DEACTIVE') return future ? 'Would have run until' : 'Ended';
  if (status === 'EXPIRE') return 'Ended';
  return future ? 'Ends' : 'Ended';
}

const $recentBookings = bookingsStore(RECENT_BOOKINGS);

/** What the side of a booking says, by where the booking is. */
function BookingWhen({ booking, phase }: { booking: Booking; phase: BookingPhase }) {
  switch (phase) {
    case 'upcoming':
      return (
        <p className="row-item__side">
          Starts <strong>{formatDay(booking.startDate)}</strong>
        </p>
      );
    case 'out':
      return (
        <p className="row-item__side">
          Return by <strong>{formatDay(booking.returnDate)}</strong>
        </p>
      );
    case 'overdue':
      return (
        <p className="row-item__side row-item__side--late">
          Was due back <strong>{formatDay(booking.returnDate)}</strong>
        </p>
      );
    case 'returned':
      return <p className="row-item__side muted">Returned {formatDay(booking.returnDate)}</p>;
    default:
      return <p className="row-item__side muted">Cancelled</p>;
  }
}

/** `canBook`: an ACTIVE member is pointed to the collection; a membership that ended is renewed first (the membership card says how). */
export function BookingsCard({ onTrack, canBook }: { onTrack: (wbNo: string) => void; canBook: boolean }) {
  // The last answer stays while a change loads it again: an extension's form and message stay where they are.
  const { state, retry } = useQuery($recentBookings, { keepPrevious: true });
  const today = isoToday();
  return (
    <Card id="bookings-title" title="Bookings" state={state} retry={retry}>
      {({ bookings }) =>
        bookings.length === 0 ? (
          <div className="empty">
            <p className="muted">No bookings yet.</p>
            {canBook ? (
              <SiteLink route="/members-collection" className="button">
                Browse the collection
              </SiteLink>
            ) : null}
          </div>
        ) : (
          <ul className="rows">
            {bookings.map((b) => {
              const { wbNo } = b;
              const phase = bookingPhase(b, today);
              // A parcel is worth tracking while the bag is on its way or with the member.
              const trackable = wbNo && (phase === 'upcoming' || phase === 'out' || phase === 'overdue');
              return (
                <li key={b.bookingId} className={`row-item row-item--${phase}`}>
                  <div>
                    <p className="row-item__title">{b.product?.title ?? `Booking ${b.bookingId}`}</p>
                    <p className="muted">
                      {formatDay(b.startDate)} to {formatDay(b.returnDate)}
                    </p>
                  </div>
                  <BookingWhen booking={b} phase={phase} />
                  {trackable ? (
                    <button type="button" className="link-button" onClick={() => onTrack(wbNo)}>
                      Track parcel<span className="visually-hidden"> {wbNo}</span>
                    </button>
                  ) : null}
                  {b.open === true ? <ExtendRental booking={b} /> : null}
                  {phase === 'returned' ? <BookingReview booking={b} /> : null}
                  <BookingTimeline booking={b} today={today} />
                </li>
              );
            })}
          </ul>
        )
      }
    </Card>
  );
}
