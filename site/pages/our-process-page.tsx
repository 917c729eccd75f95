import { ContentPage } from '../content/content-page';
import { PlanSummary } from '../content/plan-summary';
import source from '../content/our-process.md?raw';

const EMBEDS = { plans: <PlanSummary /> };

export function OurProcessPage() {
  return <ContentPage source={source} embeds={EMBEDS} />;
}
