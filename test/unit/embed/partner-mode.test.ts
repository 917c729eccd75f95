import { afterEach, describe, expect, it, vi } from 'vitest';
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

describe('a page whose widgets say `partner` in its HTML, on our own origin', () => {
  it('never reads the site’s session from the storage it shares, even before a widget connects', async () => {
    // The back office's session in this tab, as in the snippet builder's preview frame.
    sessionStorage.setItem('tote.accessToken', 'operator-token');
    document.body.innerHTML = '<tote-auth partner></tote-auth>';
    vi.resetModules();
    const fresh = await import('../../../src/storage/session-storage');
    expect(fresh.readAccessToken()).toBeNull();
    expect(fresh.isMemoryStorage()).toBe(true);
    fresh.writeTokens('visitor-token', 'visitor-refresh');
    expect(sessionStorage.getItem('tote.accessToken')).toBe('operator-token');
    document.body.innerHTML = '';
  });

  it('partner="false" keeps the site’s own storage', async () => {
    sessionStorage.setItem('tote.accessToken', 'member-token');
    document.body.innerHTML = '<tote-auth partner="false"></tote-auth>';
    vi.resetModules();
    const fresh = await import('../../../src/storage/session-storage');
    expect(fresh.readAccessToken()).toBe('member-token');
    expect(fresh.isMemoryStorage()).toBe(false);
    document.body.innerHTML = '';
  });
});
