import { startEarly } from '../src/api/http';
import { startAccountData } from '../widgets/account/account-data';
import { startCollectionData } from '../widgets/collection/collection-data';
import { startPackagesData } from '../widgets/membership/packages-data';
import { loadBags, loadPlans } from './home/home-data';
import { loadEvents, loadNewsletters } from './newsletter/newsletter-data';

/** Each route's first API calls, by the first segment of its hash route. */
const STARTERS: Record<string, () => void> = {
  home: () => {
    void loadBags();
    void loadPlans();
  },
  'members-collection': startCollectionData,
  'my-profile': startAccountData,
  'package-details': startPackagesData,
  newsletter: () => {
    void loadNewsletters();
    void loadEvents();
  },
};

/**
 * Starts a route's first calls before its code has arrived (issue 11): called by the
 * boot script in index.html as soon as the route is known, and by lazyPage on a
 * navigation. The widgets then make the same calls and get these answers
 * (src/api/http.ts startEarly); calling it again while they are kept sends nothing.
 */
export function startRouteData(route: string): void {
  const start = STARTERS[route];
  if (start) startEarly(start);
}
