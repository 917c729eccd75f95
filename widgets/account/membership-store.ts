import { userMembership } from '../../src/api/membership';
import type { UserMembership } from '../../src/api/shapes/membership';
import { createFetcherStore } from '../../src/stores/query';
import { KEYS } from '../../src/stores/query-keys';
import { $userId } from '../../src/stores/session';

/** The member's current membership, or null when there is none. */
export const $membership = createFetcherStore<UserMembership | null>([KEYS.membership, $userId], { fetcher: (_prefix, id) => userMembership(Number(id)) });
