import { PlaceholderPage } from '../layout/placeholder-page';

export function TermsConditionPage() {
  return <PlaceholderPage title="Terms and conditions">The terms and conditions of membership will be published here.</PlaceholderPage>;
}
