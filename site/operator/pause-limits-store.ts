import { getPauseLimits } from '../../src/api/pause-limits';
import { createFetcherStore } from '../../src/stores/query';
import { KEYS } from '../../src/stores/query-keys';

const KEY = 'operator/pause-limits';

/** The club's pause limits as the back office shows them. */
export const $pauseLimits = createFetcherStore([KEY], { fetcher: getPauseLimits });

/** What saving the limits changes: the limits, the audit log that records it, and the membership answers (a pause's limits) on the page. */
export const PAUSE_LIMIT_CHANGES = (key: string) => key === KEY || key.startsWith('operator/audit/') || key.startsWith(KEYS.membership);
