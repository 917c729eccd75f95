/**
 * Each route's first API calls, by the first segment of its hash route. Each starter is in
 * a chunk of its own (this list is the build's too: scripts/chunk-plan.mjs reads it), so the site's first load
 * carries no other route's stores. On a first visit the boot script in index.html imports
 * the route's starter beside this module and it starts as it is evaluated
 * (src/routing/route-start.ts); calling it again meanwhile sends nothing.
 */
const STARTERS: Record<string, () => Promise<() => void>> = {
  home: () => import('./home/home-data').then((m) => m.startHomeData),
  'members-collection': () => import('../widgets/collection/collection-data').then((m) => m.startCollectionData),
  'my-profile': () => import('../widgets/account/account-data').then((m) => m.startAccountData),
  'package-details': () => import('../widgets/membership/packages-data').then((m) => m.startPackagesData),
  newsletter: () => import('./newsletter/newsletter-stores').then((m) => m.startNewsletterData),
};

/**
 * Starts a route's first calls before its code has arrived: called by the
 * boot script in index.html as soon as the route is known, and by lazyPage on a
 * navigation. The widgets then read the same fetcher stores, whose one cache holds the
 * answers (src/stores/warm.ts).
 */
export function startRouteData(route: string): void {
  void STARTERS[route]?.().then(
    (start) => start(),
    () => undefined,
  );
}
