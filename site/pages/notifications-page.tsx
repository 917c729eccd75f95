import { useDocumentTitle } from '../layout/use-document-title';
// The page's widget registers its element; it loads with the page, in parallel (see tote-bundle.mjs).
import '../../widgets/notifications/notifications-element';
import { provideMemberNotifications } from '../../widgets/notifications/notifications';
import { MemberNotifications } from '../../widgets/notifications/member-notifications';

provideMemberNotifications(MemberNotifications);

/** #/notifications: the <tote-notifications> widget under the page heading. */
export function NotificationsPage() {
  useDocumentTitle('Notifications');
  return (
    <section className="page">
      <h1>Notifications</h1>
      <tote-notifications></tote-notifications>
    </section>
  );
}
