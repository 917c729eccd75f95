import { CLUB_FACTS } from '../config/club-facts';
import { $holdReason } from '../stores/my-account-store';
import type { UserStatus } from '../api/shapes/user';
import { formatDay } from './format';
import { SiteLink } from './site-link';
import { useQuery } from './use-query';

/**
 * Why the club put the application (or a running membership) on hold, in the operator's words, and what to
 * do next: on the package screen and in My Account. Nothing while it loads, on a backend without the call, or
 * when no reason was given: the status copy beside it still says what is needed.
 */
export function HoldReason() {
  const { state } = useQuery($holdReason);
  const hold = state.kind === 'ready' ? state.value.value : null;
  if (!hold) return null;
  const { email, phone } = CLUB_FACTS.support;
  const on = hold.heldAt ? ` on ${formatDay(hold.heldAt, 'numeric')}` : '';
  if (hold.of === 'membership')
    return (
      <div className="hold-reason">
        <p>
          <strong>Why your membership is on hold:</strong> {hold.reason}
        </p>
        <p>
          {`We put your membership on hold${on}. The bags you have booked stay booked; new bookings wait until the hold is lifted. `}
          {`Next: write to us at ${email} or call ${phone}. We tell you in your notifications as soon as your membership is active again.`}
        </p>
      </div>
    );
  return (
    <div className="hold-reason">
      <p>
        <strong>What we need from you:</strong> {hold.reason}
      </p>
      <p>
        {hold.heldAt ? `We put your application on hold${on}. ` : ''}
        {`Next: send us what is asked at ${email} or call ${phone}. We review your application again as soon as it arrives, and tell you in your notifications.`}
      </p>
    </div>
  );
}

/** Beside the next step of a member whose application is on hold: the way to the notifications where the club's word arrives. */
export function HoldNotificationsLink({ status }: { status: UserStatus | null }) {
  return status === 'ONHOLD' ? (
    <SiteLink route="/notifications" className="button">
      Notifications
    </SiteLink>
  ) : null;
}
