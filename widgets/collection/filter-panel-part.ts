import { onDemand } from '../../src/ui/on-demand';

type FilterPanelType = typeof import('./filter-panel').FilterPanel;

// The bags come first: the filters' code (the groups, the dates, the counts) is fetched as the
// widget first renders, so the first widget on a partner page does not wait for it.
export const filterPanel = onDemand<FilterPanelType>(() => import('./filter-panel').then((m) => m.FilterPanel));

/** The site bundles the filters with the route and hands them over, so nothing waits for a second request. */
export function provideFilterPanel(component: FilterPanelType): void {
  filterPanel.provide(component);
}
