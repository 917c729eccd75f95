import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { request, setUnauthorizedHandler } from '../../../src/api/http';
import type { User } from '../../../src/api/shapes/user';
import { readAccessToken, readRefreshToken, readSession, writeSession } from '../../../src/storage/session-storage';
import { queryCache } from '../../../src/stores/query-cache';
import { $isLoggedIn, $status, $user, clearSession, signIn, updateUser } from '../../../src/stores/session';
import { sampleUser } from '../../support/api-samples';

const user: User = sampleUser({
  id: 7,
  username: '9876543210',
  phone: '9876543210',
  firstName: 'Asha',
  lastName: 'Rao',
  email: 'asha@example.com',
  status: { code: 'PENDING' },
  roles: ['ROLE_CUSTOMER'],
});
const tokens = { accessToken: 'access-abc', refreshToken: 'refresh-xyz' };

// The stores read session storage when first loaded, and expireSession remembers that it fired.
// A module imported under a new query string is evaluated afresh, as on a new page.
let pageNo = 0;
async function freshModule<T>(path: string): Promise<T> {
  // The one-alert flag is page state shared by every bundle (window registry): a new page starts without it.
  delete (globalThis as { __toteSharedStores_v1?: Record<string, unknown> }).__toteSharedStores_v1?.sessionExpiry;
  const url = `${path}?page=${++pageNo}`;
  return (await import(/* @vite-ignore */ url)) as T;
}
const freshSessionStore = () => freshModule<typeof import('../../../src/stores/session')>('../../../src/stores/session');
const freshLifecycle = () => freshModule<typeof import('../../../src/stores/session-lifecycle')>('../../../src/stores/session-lifecycle');

let reload: ReturnType<typeof vi.fn<() => void>>;
let alertSpy: ReturnType<typeof vi.fn<(message?: unknown) => void>>;

beforeEach(() => {
  clearSession();
  sessionStorage.clear();
  location.hash = '';
  reload = vi.fn<() => void>();
  vi.spyOn(location, 'reload').mockImplementation(reload);
  alertSpy = vi.fn<(message?: unknown) => void>();
  vi.stubGlobal('alert', alertSpy);
});

afterEach(() => {
  setUnauthorizedHandler(() => {});
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('signIn', () => {
  it('stores the tokens, the user and the user id, and sets the status', async () => {
    expect($isLoggedIn.get()).toBe(false);
    expect($status.get()).toBeNull();

    signIn(tokens, user);

    expect(readAccessToken()).toBe('access-abc');
    expect(readRefreshToken()).toBe('refresh-xyz');
    expect(readSession('user')).toEqual(user);
    expect(readSession('userId')).toBe(7);
    expect($user.get()).toEqual(user);
    expect($isLoggedIn.get()).toBe(true);
    expect($status.get()).toBe('PENDING');
  });

  it('survives a reload: the next page starts signed in', async () => {
    signIn(tokens, user);
    const next = await freshSessionStore();
    expect(next.$user.get()).toEqual(user);
    expect(next.$status.get()).toBe('PENDING');
  });

  it('a stored user without a token does not count as signed in', async () => {
    writeSession('user', user);
    const next = await freshSessionStore();
    expect(next.$isLoggedIn.get()).toBe(false);
  });
});

describe('updateUser', () => {
  it('changes the status and the stored user', async () => {
    signIn(tokens, user);
    updateUser({ ...user, status: { code: 'ACTIVE' } });
    expect($status.get()).toBe('ACTIVE');
    expect(readSession<User>('user')?.status.code).toBe('ACTIVE');
  });
});

describe('clearSession', () => {
  it('clears tokens, sessions, the user and every cached answer (the unread count with them)', async () => {
    signIn(tokens, user);
    writeSession('attribute', ['Black']);
    queryCache.set('unread/42', { data: 3 });

    clearSession();

    expect(readAccessToken()).toBeNull();
    expect(readRefreshToken()).toBeNull();
    expect(readSession('user')).toBeNull();
    expect(readSession('userId')).toBeNull();
    expect(readSession('attribute')).toBeNull();
    expect($user.get()).toBeNull();
    expect($status.get()).toBeNull();
    expect(queryCache.size).toBe(0);
  });
});

describe('logout', () => {
  it('clears the session, goes to / and reloads after 500 ms', async () => {
    vi.useFakeTimers();
    const page = await freshLifecycle();
    signIn(tokens, user);
    location.hash = '#/my-profile';

    page.logout();

    expect($isLoggedIn.get()).toBe(false);
    expect(readAccessToken()).toBeNull();
    expect(readSession('userId')).toBeNull();
    expect(location.hash).toBe('#/');
    vi.advanceTimersByTime(499);
    expect(reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

describe('expireSession (any 401)', () => {
  it('clears the session, alerts the spec text once and reloads once', async () => {
    const page = await freshLifecycle();
    signIn(tokens, user);

    page.expireSession();
    page.expireSession();

    expect($isLoggedIn.get()).toBe(false);
    expect(readAccessToken()).toBeNull();
    expect(alertSpy).toHaveBeenCalledTimes(1);
    expect(alertSpy).toHaveBeenCalledWith('Session expired. Kindly login again!!!');
    expect(page.SESSION_EXPIRED_MESSAGE).toBe('Session expired. Kindly login again!!!');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('is what a 401 from the API triggers once the lifecycle is installed', async () => {
    const page = await freshLifecycle();
    page.installSessionLifecycle();
    signIn(tokens, user);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ status: 401, message: 'Unauthorized' }), { status: 401 })),
    );

    await expect(request('GET', '/api/user/7', null)).rejects.toMatchObject({ kind: 'unauthorized' });

    expect($isLoggedIn.get()).toBe(false);
    expect(alertSpy).toHaveBeenCalledWith('Session expired. Kindly login again!!!');
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
