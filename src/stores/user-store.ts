import type { User } from '../api/shapes/user';
import { getUser } from '../api/user';
import { createFetcherStore } from './query';
import { KEYS } from './query-keys';
import { $userId } from './session';

/**
 * The member's own record as the server has it now (name, mobile, email, address, and
 * the status, which an operator may have moved on since login). My Account shows it;
 * the package screen reads it to notice an approval (and updates the session's user).
 */
export const $freshUser = createFetcherStore<User>([KEYS.user, $userId], { fetcher: (_prefix, id) => getUser(Number(id)) });
