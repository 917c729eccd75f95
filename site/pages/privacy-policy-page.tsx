import { ContentPage } from '../content/content-page';
import source from '../content/privacy-policy.md?raw';

export function PrivacyPolicyPage() {
  return <ContentPage source={source} doc="privacy" />;
}
