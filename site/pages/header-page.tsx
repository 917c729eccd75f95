import { PlaceholderPage } from '../layout/placeholder-page';

export function HeaderPage() {
  return <PlaceholderPage title="Header">The site header — the collection, our process, your notifications and your account — sits at the top of every page.</PlaceholderPage>;
}
