import { PlaceholderPage } from '../layout/placeholder-page';

export function PrivacyPolicyPage() {
  return <PlaceholderPage title="Privacy policy">Our privacy policy will be published here.</PlaceholderPage>;
}
