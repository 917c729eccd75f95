import { ContentPage } from '../content/content-page';
import source from '../content/eula-policy.md?raw';

export function EulaPolicyPage() {
  return <ContentPage source={source} doc="eula" />;
}
