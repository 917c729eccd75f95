import { startEarly } from '../src/api/http';
import { startAccountData } from '../widgets/account/account-data';
import { startCollectionData } from '../widgets/collection/collection-data';
import { startPackagesData } from '../widgets/membership/packages-data';
import { warm } from '../src/stores/warm';
import { $plans } from '../src/stores/plans-store';
import { $homeBags } from './home/home-data';
import { $clubEvents, $newsletters } from './newsletter/newsletter-stores';

/** Each route's first API calls, by the first segment of its hash route. */
const STARTERS: Record<string, () => void> = {
  home: () => {
    warm($homeBags);
    warm($plans);
  },
  'members-collection': startCollectionData,
  'my-profile': startAccountData,
  'package-details': startPackagesData,
  newsletter: () => {
    warm($newsletters);
    warm($clubEvents);
  },
};

/**
 * Starts a route's first calls before its code has arrived (issue 11): called by the
 * boot script in index.html as soon as the route is known, and by lazyPage on a
 * navigation. The widgets then read the same fetcher stores (src/stores/warm.ts), or
 * make the same calls and get these answers (src/api/http.ts startEarly); calling it
 * again meanwhile sends nothing.
 */
export function startRouteData(route: string): void {
  const start = STARTERS[route];
  if (start) startEarly(start);
}
