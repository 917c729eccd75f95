import { onDemand, useOnDemand } from '../../src/ui/on-demand';
import { PartLoading } from '../../src/ui/on-demand-part';

type FilterPanelType = typeof import('./filter-panel').FilterPanel;

// The bags come first: the filters' code (the groups, the dates, the counts) is fetched once the
// sidebar shows (a wide widget) or the Filters drawer opens (a phone), so the first widget on a
// partner page does not wait for it.
export const filterPanel = onDemand<FilterPanelType>(() => import('./filter-panel').then((m) => m.FilterPanel));

/** The site bundles the filters with the route and hands them over, so nothing waits for a second request. */
export function provideFilterPanel(component: FilterPanelType): void {
  filterPanel.provide(component);
}

/** The filters once their code is in (fetched when `needed` first turns true), the loading panel until then. */
export function FiltersPart({ needed, ...props }: Parameters<FilterPanelType>[0] & { needed: boolean }) {
  const Panel = useOnDemand(filterPanel, needed) ?? filterPanel.current();
  return Panel ? <Panel {...props} /> : <PartLoading what="the filters" />;
}
