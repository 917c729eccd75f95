import type { User } from '../../src/api/shapes/user';
import { getUser } from '../../src/api/user';
import { createFetcherStore } from '../../src/stores/query';
import { KEYS } from '../../src/stores/query-keys';
import { $userId } from '../../src/stores/session';

/** The member's own record as the server has it now (name, mobile, email, address). */
export const $accountDetails = createFetcherStore<User>([KEYS.user, $userId], { fetcher: (_prefix, id) => getUser(Number(id)) });
