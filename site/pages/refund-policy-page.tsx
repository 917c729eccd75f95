import { PlaceholderPage } from '../layout/placeholder-page';

export function RefundPolicyPage() {
  return <PlaceholderPage title="Refund policy">Our refund policy will be published here.</PlaceholderPage>;
}
