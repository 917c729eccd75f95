import { PlaceholderPage } from '../layout/placeholder-page';

export function NotificationsPage() {
  return <PlaceholderPage title="Notifications">Your notifications will be listed here.</PlaceholderPage>;
}
