import type { User } from '../../src/api/shapes/user';
import { AccountMenu } from './account-menu';
import { NotificationBell } from './notification-bell';

/**
 * A member's half of the header: the bell (with its unread count) and the account
 * menu. Its own chunk: a visitor on a partner page never loads it; the site loads
 * it with its first scripts (site/main.tsx), so a member sees it at once.
 */
export function UserActions({ user, onOpen }: { user: User; onOpen: () => void }) {
  return (
    <div className="user-actions">
      <NotificationBell />
      <AccountMenu user={user} onOpen={onOpen} />
    </div>
  );
}
