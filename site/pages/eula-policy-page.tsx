import { PlaceholderPage } from '../layout/placeholder-page';

export function EulaPolicyPage() {
  return <PlaceholderPage title="End-user licence agreement">The end-user licence agreement will be published here.</PlaceholderPage>;
}
