import { PlaceholderPage } from '../layout/placeholder-page';

export function PackageDetailsPage() {
  return <PlaceholderPage title="Membership packages">The membership packages, and a way to choose and pay for one, will be shown here.</PlaceholderPage>;
}
