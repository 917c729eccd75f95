import { getEvent, getNewsletter, listPlans } from '../../src/api/operator-content';
import type { ClubEvent } from '../../src/api/shapes/event';
import type { Newsletter } from '../../src/api/shapes/newsletter';
import { createFetcherStore } from '../../src/stores/query';
import { KEYS } from '../../src/stores/query-keys';
import type { FetcherStore } from '../../src/stores/query';

// The editor's issue and the plans page's list. The issue's key starts with the content lists' key, so
// every content action (CHANGES.content) loads it again too.

const issues = new Map<number, FetcherStore<Newsletter>>();

/** One issue with its content, a draft too (the editor). */
export function issueStore(id: number): FetcherStore<Newsletter> {
  let store = issues.get(id);
  if (!store) {
    store = createFetcherStore<Newsletter>(['operator/newsletters/one/', String(id)], { fetcher: (_prefix, value) => getNewsletter(Number(value)) });
    issues.set(id, store);
  }
  return store;
}

const events = new Map<number, FetcherStore<ClubEvent>>();

/** One event, a draft too (the editor); its key starts with the events list's, as the issue's does. */
export function eventStore(id: number): FetcherStore<ClubEvent> {
  let store = events.get(id);
  if (!store) {
    store = createFetcherStore<ClubEvent>(['operator/events/one/', String(id)], { fetcher: (_prefix, value) => getEvent(Number(value)) });
    events.set(id, store);
  }
  return store;
}

export const $operatorPlans = createFetcherStore(['operator/plans'], { fetcher: listPlans });

/** What a plan change loads again: the plans here, the package list members read, the audit log. */
export const PLAN_CHANGES = (key: string): boolean => key.startsWith('operator/plans') || key.startsWith('operator/audit/') || key === KEYS.plans;
