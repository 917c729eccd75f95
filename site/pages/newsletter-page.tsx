import { PlaceholderPage } from '../layout/placeholder-page';

export function NewsletterPage() {
  return <PlaceholderPage title="Newsletter">Our newsletters will be listed here.</PlaceholderPage>;
}
