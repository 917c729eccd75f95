import { useStore } from '@nanostores/react';
import { $unread } from '../../src/stores/unread-store';
import { SiteLink } from '../../src/ui/site-link';

function BellIcon() {
  return (
    <svg className="bell-icon" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path
        d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Z"
        fill="currentColor"
      />
    </svg>
  );
}

/** Spec point 2: the bell goes to /notifications and shows a red dot when anything is unread. */
export function NotificationBell() {
  // A count that failed to load leaves the bell quiet rather than guessing.
  const unread = useStore($unread).data ?? 0;
  const label = unread > 0 ? `Notifications, ${unread} unread` : 'Notifications';
  return (
    <SiteLink route="/notifications" className="icon-button bell" aria-label={label}>
      <BellIcon />
      {unread > 0 && <span className="bell-dot" data-testid="unread-dot" aria-hidden="true" />}
    </SiteLink>
  );
}
