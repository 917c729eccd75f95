import { ContentPage } from '../content/content-page';
import source from '../content/terms-condition.md?raw';

export function TermsConditionPage() {
  return <ContentPage source={source} doc="terms" />;
}
