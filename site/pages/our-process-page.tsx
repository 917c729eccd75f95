import { ContentPage } from '../content/content-page';
import source from '../content/our-process.md?raw';

export function OurProcessPage() {
  return <ContentPage source={source} />;
}
