import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clearAuthStorage,
  readAccessToken,
  readRefreshToken,
  readSession,
  SESSION_KEYS,
  writeSession,
  writeTokens,
  type SessionName,
} from '../../../src/storage/session-storage';

const SEVEN: SessionName[] = ['user', 'userId', 'attribute', 'product', 'application', 'aadhaar', 'newsletter'];

beforeEach(() => {
  sessionStorage.clear();
  vi.restoreAllMocks();
});

describe('sessions', () => {
  it('are the seven of spec point 3, each under its own key', () => {
    expect(Object.keys(SESSION_KEYS).sort()).toEqual([...SEVEN].sort());
    expect(new Set(Object.values(SESSION_KEYS)).size).toBe(7);
  });

  it.each(SEVEN)('%s round-trips through browser session storage as JSON', (name) => {
    const value = { name, list: [1, 2], nested: { ok: true } };
    writeSession(name, value);
    expect(JSON.parse(sessionStorage.getItem(SESSION_KEYS[name])!)).toEqual(value);
    expect(readSession(name)).toEqual(value);
  });

  it('reads null for a session never written', () => {
    expect(readSession('product')).toBeNull();
  });

  it('writing null or undefined removes the session', () => {
    writeSession('attribute', ['Black']);
    writeSession('attribute', null);
    expect(sessionStorage.getItem(SESSION_KEYS.attribute)).toBeNull();
    writeSession('product', { id: 1 });
    writeSession('product', undefined);
    expect(readSession('product')).toBeNull();
  });

  it('tolerates a value that is not JSON: reads null and forgets it', () => {
    sessionStorage.setItem(SESSION_KEYS.user, '{not json');
    expect(() => readSession('user')).not.toThrow();
    expect(readSession('user')).toBeNull();
    expect(sessionStorage.getItem(SESSION_KEYS.user)).toBeNull();
  });

  it('keeps working when storage refuses to write', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    expect(() => writeSession('newsletter', { id: 1 })).not.toThrow();
    expect(() => writeTokens('a', 'r')).not.toThrow();
  });
});

describe('tokens', () => {
  it('stores the access token as is and the refresh token base64-encoded', () => {
    writeTokens('access-abc', 'refresh-xyz');
    expect(readAccessToken()).toBe('access-abc');
    const stored = Object.values({ ...sessionStorage }).filter((v) => v === btoa('refresh-xyz'));
    expect(stored).toHaveLength(1);
    expect(Object.values({ ...sessionStorage })).not.toContain('refresh-xyz');
    expect(readRefreshToken()).toBe('refresh-xyz');
  });

  it('reads no tokens before sign-in', () => {
    expect(readAccessToken()).toBeNull();
    expect(readRefreshToken()).toBeNull();
  });
});

describe('clearAuthStorage', () => {
  it('clears both tokens and all seven sessions, and nothing else', () => {
    writeTokens('access-abc', 'refresh-xyz');
    for (const name of SEVEN) writeSession(name, { name });
    sessionStorage.setItem('someone-else', 'keep');

    clearAuthStorage();

    expect(readAccessToken()).toBeNull();
    expect(readRefreshToken()).toBeNull();
    for (const name of SEVEN) expect(readSession(name)).toBeNull();
    expect(sessionStorage.length).toBe(1);
    expect(sessionStorage.getItem('someone-else')).toBe('keep');
  });
});

describe("an operator's session on a widget's page", () => {
  it('is kept in the tab alone: only the site (site/staff-session.ts) shares it with other tabs', () => {
    localStorage.clear();
    writeTokens('access-7', 'refresh-7');
    writeSession('user', { id: 7, roles: ['ROLE_CUSTOMER', 'ROLE_OPERATOR'] });
    writeSession('userId', 7);
    expect(readAccessToken()).toBe('access-7');
    expect(localStorage.length).toBe(0);
    clearAuthStorage();
    expect(localStorage.length).toBe(0);
  });
});
