/** The route the site's boot script (index.html) named, until the site has rendered it. */
const bootRoute = (): string | null => (typeof document === 'undefined' ? null : document.documentElement.getAttribute('data-route'));
const startedAtBoot = new Set<string>();

/**
 * A route's first API calls, started before the code that shows them. When the
 * boot script named this route, they start as this module is evaluated: the boot script
 * imports the starter's chunk beside the data layer, and evaluation comes before the
 * route's widget is defined, which a callback after another dynamic import did not always.
 * Returns the starter for a later navigation (site/route-data.ts). While the boot's route
 * is pending it runs once. It warms the fetcher stores the widget reads (src/stores/warm.ts), so
 * the widget's reads join or take those requests through the query layer's one cache.
 */
export function routeStarter(route: string, start: () => void): () => void {
  const run = () => {
    if (bootRoute() === route) {
      if (startedAtBoot.has(route)) return;
      startedAtBoot.add(route);
    }
    start();
  };
  if (bootRoute() === route) run();
  return run;
}
