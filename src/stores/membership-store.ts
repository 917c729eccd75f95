import { userMembership } from '../api/membership';
import type { UserMembership } from '../api/shapes/membership';
import { createFetcherStore } from './query';
import { KEYS } from './query-keys';
import { $userId } from './session';

/** The member's current membership, or null when there is none (My Account, the package screen of an ACTIVE member). */
export const $membership = createFetcherStore<UserMembership | null>([KEYS.membership, $userId], { fetcher: (_prefix, id) => userMembership(Number(id)) });
