import { PlaceholderPage } from '../layout/placeholder-page';

export function NewsletterDetailsPage() {
  return <PlaceholderPage title="Newsletter">A newsletter issue will be shown here in full.</PlaceholderPage>;
}
