import { PlaceholderPage } from '../layout/placeholder-page';

export function FooterPage() {
  return <PlaceholderPage title="Footer">The site footer, with links to our process, the newsletter and our policies, sits at the bottom of every page.</PlaceholderPage>;
}
