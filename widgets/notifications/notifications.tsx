import { LoadSection } from '../../src/ui/load-section';
import { LoginGate } from '../../src/ui/login-gate';
import { onDemand, useOnDemand } from '../../src/ui/on-demand';
import { $user } from '../../src/stores/session';
import { NOTIFICATIONS_SKELETON } from './notifications-skeleton';

/**
 * The member's notifications, newest first. Opening the screen marks them read: the
 * header's dot goes as soon as the list is shown, while the items that were unread
 * stay marked on this screen so the member sees what is new.
 */
export function Notifications() {
  return (
    <LoginGate title="Log in to see your notifications" text="Booking confirmations, return reminders and news about your membership appear here.">
      {(user) => <MemberPart userId={user.id} />}
    </LoginGate>
  );
}

type MemberNotificationsType = typeof import('./member-notifications').MemberNotifications;

// A visitor sees only the login gate: the list, its stores and the data layer come after login
// (fetched at once if the page opens with a member already logged in).
const memberPart = onDemand<MemberNotificationsType>(() => import('./member-notifications').then((m) => m.MemberNotifications));
if ($user.get()) void memberPart.start().catch(() => {});

/** The site bundles the member's list with the route and hands it over, so nothing waits for a second request. */
export function provideMemberNotifications(component: MemberNotificationsType): void {
  memberPart.provide(component);
}

const LOADING = { kind: 'loading' } as const;

function MemberPart({ userId }: { userId: number }) {
  const Member = useOnDemand(memberPart, true);
  if (Member) return <Member userId={userId} />;
  return (
    <div className="list-wrap">
      <LoadSection state={LOADING} retry={() => {}} what="your notifications" skeleton={NOTIFICATIONS_SKELETON}>
        {() => null}
      </LoadSection>
    </div>
  );
}
