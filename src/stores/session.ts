import { atom, type ReadableAtom } from 'nanostores';
import type { User, UserStatus } from '../api/shapes/user';
import { clearAuthStorage, readAccessToken, readSession, writeSession, writeTokens } from '../storage/session-storage';
import { forgetAllQueries } from './query-cache';
import { shared } from './shared-registry';

/** The signed-in user, or null for a visitor. Seeded from session storage so a reload keeps the login. */
export const $user = shared('user', () => atom<User | null>(readAccessToken() ? readSession<User>('user') : null));

/**
 * A store that follows $user. nanostores' computed() would do, but it brings the
 * store-lifecycle module (about 0.4 kB gzipped) into every widget for these two.
 */
function fromUser<T>(pick: (user: User | null) => T): ReadableAtom<T> {
  const $derived = atom(pick($user.get()));
  $user.listen((user) => $derived.set(pick(user)));
  return $derived;
}

export const $isLoggedIn = /* @__PURE__ */ fromUser((user) => user !== null);

export const $status = /* @__PURE__ */ fromUser((user): UserStatus | null => user?.status.code ?? null);

/** The signed-in user's id: the key part of every member's data store (null: nothing to load). */
export const $userId = /* @__PURE__ */ fromUser((user) => user?.id ?? null);

export function signIn(tokens: { accessToken: string; refreshToken: string }, user: User): void {
  writeTokens(tokens.accessToken, tokens.refreshToken);
  writeSession('user', user);
  writeSession('userId', user.id);
  $user.set(user);
}

export function updateUser(user: User): void {
  writeSession('user', user);
  $user.set(user);
}

/** Clears what logout and the 401 path clear (spec point 4); routing and reload are the caller's. */
export function clearSession(): void {
  clearAuthStorage();
  // The cached answers go too, the unread count with them.
  forgetAllQueries();
  $user.set(null);
}
