import { pauseState } from '../api/membership';
import type { PauseState } from '../api/shapes/membership-pause';
import { createFetcherStore } from './query';
import { KEYS } from './query-keys';
import { $userId } from './session';

/** The member's membership pauses (My Account); under the membership's key, so whatever changes the membership loads it again. */
export const $pauseState = createFetcherStore<PauseState>([KEYS.membership, 'pause/', $userId], { fetcher: () => pauseState() });
