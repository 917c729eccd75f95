import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { adoptStaffSession, shareStaffSession, STAFF_SESSION_KEY } from '../../../site/staff-session';
import { clearAuthStorage, readAccessToken, readRefreshToken, readSession, writeSession, writeTokens } from '../../../src/storage/session-storage';

const operator = { id: 7, username: '9000000001', roles: ['ROLE_CUSTOMER', 'ROLE_OPERATOR'], status: { code: 'ACTIVE' } };
const member = { id: 8, username: '9000000002', roles: ['ROLE_CUSTOMER'], status: { code: 'ACTIVE' } };

/** Another tab of the same browser: its own (empty) session storage, the same localStorage, index.html's first script run afresh. */
function openNewTab() {
  sessionStorage.clear();
  adoptStaffSession(sessionStorage, localStorage);
}

// The site's session code (src/storage/session-storage.ts) logs in and out; index.html's first script shares it.
function logIn(user: typeof operator) {
  writeTokens(`access-${user.id}`, `refresh-${user.id}`);
  writeSession('user', user);
  writeSession('userId', user.id);
}

const reload = vi.fn();

beforeAll(() => {
  vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload } as Location);
  shareStaffSession(window);
});

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  reload.mockClear();
});

describe("an operator's session is shared by the site's tabs", () => {
  it('a new tab starts logged in as the operator, with the same tokens and user', () => {
    logIn(operator);
    openNewTab();
    expect(readAccessToken()).toBe('access-7');
    expect(readRefreshToken()).toBe('refresh-7');
    expect(readSession('user')).toEqual(operator);
    expect(readSession('userId')).toBe(7);
  });

  it('new tokens in one tab (a refresh) are what a new tab starts from', () => {
    logIn(operator);
    writeTokens('access-7b', 'refresh-7b');
    openNewTab();
    expect(readAccessToken()).toBe('access-7b');
    expect(readRefreshToken()).toBe('refresh-7b');
  });

  it("a member's session stays in its tab (spec point 3): a new tab starts logged out", () => {
    logIn(member);
    expect(localStorage.getItem(STAFF_SESSION_KEY)).toBeNull();
    openNewTab();
    expect(readAccessToken()).toBeNull();
    expect(readSession('user')).toBeNull();
  });

  it('a tab with its own session keeps it, on a reload too', () => {
    logIn(operator);
    sessionStorage.clear();
    logIn(member);
    adoptStaffSession(sessionStorage, localStorage);
    expect(readAccessToken()).toBe('access-8');
    expect(readSession('user')).toEqual(member);
  });

  it('a copy that is not JSON, or not an operator\u2019s, is not taken', () => {
    localStorage.setItem(STAFF_SESSION_KEY, '{not json');
    openNewTab();
    expect(readAccessToken()).toBeNull();
    localStorage.setItem(STAFF_SESSION_KEY, JSON.stringify({ 'tote.accessToken': 'access-8', 'tote.userSession': JSON.stringify(member) }));
    openNewTab();
    expect(readAccessToken()).toBeNull();
  });

  it('logging out forgets the shared session; the other tabs log out too', () => {
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
    expect(readSession('user')).toBeNull();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("a member's tab does not reload when an operator logs out elsewhere", () => {
    logIn(operator);
    const shared = localStorage.getItem(STAFF_SESSION_KEY);
    openNewTab();
    sessionStorage.clear();
    logIn(member);
    window.dispatchEvent(new StorageEvent('storage', { key: STAFF_SESSION_KEY, oldValue: shared, newValue: null }));
    expect(readAccessToken()).toBe('access-8');
    expect(reload).not.toHaveBeenCalled();
  });
});
