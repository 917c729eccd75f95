import { PlaceholderPage } from '../layout/placeholder-page';

export function MemberApplicationFormPage() {
  return <PlaceholderPage title="Membership application">The membership application form will be here, to complete your application.</PlaceholderPage>;
}
