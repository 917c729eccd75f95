import { useDocumentTitle } from '../layout/use-document-title';

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
