import { ContentPage } from '../content/content-page';
import source from '../content/refund-policy.md?raw';

export function RefundPolicyPage() {
  return <ContentPage source={source} doc="refund" />;
}
