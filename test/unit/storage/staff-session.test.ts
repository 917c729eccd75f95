import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clearAuthStorage,
  readAccessToken,
  readRefreshToken,
  readSession,
  STAFF_SESSION_KEY,
  writeSession,
  writeTokens,
} from '../../../src/storage/session-storage';
import { installSessionLifecycle } from '../../../src/stores/session-lifecycle';

const operator = { id: 7, username: '9000000001', roles: ['ROLE_CUSTOMER', 'ROLE_OPERATOR'], status: { code: 'ACTIVE' } };
const member = { id: 8, username: '9000000002', roles: ['ROLE_CUSTOMER'], status: { code: 'ACTIVE' } };

/** Another tab of the same browser: its own (empty) session storage, the same localStorage, the modules loaded afresh. */
function openNewTab() {
  sessionStorage.clear();
  const registry = (globalThis as unknown as Record<string, Record<string, { adopted: boolean }>>).__toteSharedStores_v1;
  if (registry?.staffSession) registry.staffSession.adopted = false;
}

function logIn(user: typeof operator) {
  writeTokens(`access-${user.id}`, `refresh-${user.id}`);
  writeSession('user', user);
  writeSession('userId', user.id);
}

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  openNewTab();
});

describe("an operator's session is shared by the browser's tabs", () => {
  it('a new tab starts logged in as the operator, with the same tokens and user', () => {
    logIn(operator);
    openNewTab();
    expect(readAccessToken()).toBe('access-7');
    expect(readRefreshToken()).toBe('refresh-7');
    expect(readSession('user')).toEqual(operator);
    expect(readSession('userId')).toBe(7);
  });

  it("a member's session stays in its tab (spec point 3): a new tab starts logged out", () => {
    logIn(member);
    expect(localStorage.getItem(STAFF_SESSION_KEY)).toBeNull();
    openNewTab();
    expect(readAccessToken()).toBeNull();
    expect(readSession('user')).toBeNull();
  });

  it('a tab with its own session keeps it', () => {
    logIn(operator);
    openNewTab();
    logIn(member);
    expect(readAccessToken()).toBe('access-8');
  });

  it('logging out forgets the shared session; the other tabs log out too', () => {
    installSessionLifecycle();
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload } as Location);
    logIn(operator);
    const shared = localStorage.getItem(STAFF_SESSION_KEY);
    clearAuthStorage();
    expect(localStorage.getItem(STAFF_SESSION_KEY)).toBeNull();
    openNewTab();
    expect(readAccessToken()).toBeNull();

    // Another tab, still logged in, hears the shared session go.
    localStorage.setItem(STAFF_SESSION_KEY, shared!);
    openNewTab();
    expect(readAccessToken()).toBe('access-7');
    localStorage.removeItem(STAFF_SESSION_KEY);
    window.dispatchEvent(new StorageEvent('storage', { key: STAFF_SESSION_KEY, oldValue: shared, newValue: null }));
    expect(readAccessToken()).toBeNull();
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
