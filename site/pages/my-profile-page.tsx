import { PlaceholderPage } from '../layout/placeholder-page';

export function MyProfilePage() {
  return <PlaceholderPage title="My account">Your profile, membership and bookings will be shown here.</PlaceholderPage>;
}
