import type { FetcherStore } from '../../src/stores/query';
import { atom, computed } from 'nanostores';
import { listEvents } from '../../src/api/event';
import { getNewsletter, listNewsletters } from '../../src/api/newsletter';
import type { ClubEvent } from '../../src/api/shapes/event';
import type { Newsletter } from '../../src/api/shapes/newsletter';
import { createFetcherStore } from '../../src/stores/query';
import { $userId } from '../../src/stores/session';
import { routeStarter } from '../../src/routing/route-start';
import { warm } from '../../src/stores/warm';

/** The issues, newest first. */
export const $newsletters = createFetcherStore<Newsletter[]>('newsletters', { fetcher: () => listNewsletters({ page: 0, size: 50 }) });

const issues = new Map<number | null, FetcherStore<Newsletter | null>>();

/** One issue with its body; no id, no request. */
export function newsletterStore(id: number | null): FetcherStore<Newsletter | null> {
  let store = issues.get(id);
  if (!store) {
    store = createFetcherStore<Newsletter | null>(['newsletter/', atom(id)], { fetcher: (_prefix, newsletterId) => getNewsletter(Number(newsletterId)) });
    issues.set(id, store);
  }
  return store;
}

/** Upcoming club events, loaded again when someone logs in or out, so "registered" is theirs. */
export const $clubEvents = createFetcherStore<ClubEvent[]>(['events/', computed($userId, (id) => id ?? 'visitor')], {
  fetcher: () => listEvents({ page: 0, size: 20 }),
});

/** #/newsletter's calls, started by the boot script before the page's code has arrived. */
export const startNewsletterData = routeStarter('newsletter', () => {
  warm($newsletters);
  warm($clubEvents);
});
