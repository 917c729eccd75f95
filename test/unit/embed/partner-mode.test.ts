import { afterEach, describe, expect, it } from 'vitest';
import { detectPartnerMode, isPartnerPage } from '../../../src/embed/partner-mode';
import { isMemoryStorage, readAccessToken, readRefreshToken, writeSession, writeTokens } from '../../../src/storage/session-storage';

type Registry = Record<string, { memory: Map<string, string> | null } | undefined>;
const registry = () => (globalThis as unknown as { __toteSharedStores_v1: Registry }).__toteSharedStores_v1;

afterEach(() => {
  // Back to the site's own storage for the next test (the page-level switch has no way back by design).
  registry().storageMode!.memory = null;
  sessionStorage.clear();
});

describe('isPartnerPage', () => {
  const page = 'https://partner.example/spring/';
  it('is on when api-base is another origin than the page', () => {
    expect(isPartnerPage('https://tote.example', null, page)).toBe(true);
    expect(isPartnerPage('http://127.0.0.1:8080', null, 'http://127.0.0.1:8081/')).toBe(true);
  });
  it('is off on the same origin or without api-base', () => {
    expect(isPartnerPage('https://partner.example/api-proxy', null, page)).toBe(false);
    expect(isPartnerPage('', null, page)).toBe(false);
    expect(isPartnerPage(null, null, page)).toBe(false);
  });
  it('the partner attribute forces it either way', () => {
    expect(isPartnerPage(null, '', page)).toBe(true);
    expect(isPartnerPage(null, 'true', page)).toBe(true);
    expect(isPartnerPage('https://tote.example', 'false', page)).toBe(false);
  });
});

describe('partner mode keeps the session out of the partner page storage', () => {
  it('tokens and sessions live in memory only once a widget finds itself on a partner page', () => {
    expect(detectPartnerMode('https://tote.example', null)).toBe(true);
    expect(isMemoryStorage()).toBe(true);
    writeTokens('access-1', 'refresh-1');
    writeSession('user', { id: 1 });
    expect(readAccessToken()).toBe('access-1');
    expect(readRefreshToken()).toBe('refresh-1');
    expect(sessionStorage.length).toBe(0);
  });

  it('on the site the session stays in sessionStorage', () => {
    expect(detectPartnerMode(null, null)).toBe(false);
    expect(isMemoryStorage()).toBe(false);
    writeTokens('access-2', 'refresh-2');
    expect(sessionStorage.getItem('tote.accessToken')).toBe('access-2');
  });
});
