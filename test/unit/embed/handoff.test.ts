import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure } from '../../../src/config/widget-config';
import { goToSite } from '../../../src/embed/handoff';
import { consumeHandoffFromUrl, takeHandoffCode } from '../../../src/embed/handoff-receive';
import { keepSessionInMemory, readAccessToken, writeTokens } from '../../../src/storage/session-storage';
import { $dialog } from '../../../src/stores/dialog';
import { $user, signIn } from '../../../src/stores/session';
import { sampleUser } from '../../support/api-samples';

type Registry = Record<string, Record<string, unknown> | undefined>;
const registry = () => (globalThis as unknown as { __toteSharedStores_v1: Registry }).__toteSharedStores_v1;

const user = sampleUser({ id: 3, username: '9000000003', firstName: 'Ravi', lastName: 'Kumar', status: { code: 'ONHOLD' as const } });

function answer(status: number, body: unknown) {
  return vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
}

beforeEach(() => {
  sessionStorage.clear();
  $user.set(null);
  $dialog.set(null);
  configure({ apiBase: '', siteUrl: '' });
  registry().handoffConsumed!.done = false;
});
afterEach(() => {
  registry().storageMode!.memory = null;
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  history.replaceState(null, '', '/');
});

describe('takeHandoffCode', () => {
  it('finds the code in the hash route and gives the address back without it', () => {
    expect(takeHandoffCode('https://tote.example/#/my-profile?handoff=abc123')).toEqual({
      code: 'abc123',
      cleanHref: 'https://tote.example/#/my-profile',
    });
    expect(takeHandoffCode('https://tote.example/#/package-details?tab=2&handoff=xyz').cleanHref).toBe('https://tote.example/#/package-details?tab=2');
  });
  it('also takes it from the query string', () => {
    expect(takeHandoffCode('https://tote.example/?handoff=q1&x=1#/my-profile')).toEqual({
      code: 'q1',
      cleanHref: 'https://tote.example/?x=1#/my-profile',
    });
  });
  it('an address without a code is left alone', () => {
    expect(takeHandoffCode('https://tote.example/#/my-profile')).toEqual({ code: null, cleanHref: 'https://tote.example/#/my-profile' });
  });
});

describe('on the site: exchanging the code', () => {
  it('removes the code from the address at once, exchanges it and signs the member in', async () => {
    history.replaceState(null, '', '/#/package-details?handoff=code-1');
    const fetchMock = answer(200, { data: { accessToken: 'acc', refreshToken: 'ref', user } });
    vi.stubGlobal('fetch', fetchMock);
    const done = consumeHandoffFromUrl();
    expect(location.href).not.toContain('code-1');
    expect(location.hash).toBe('#/package-details');
    expect(await done).toBe(true);
    expect($user.get()).toMatchObject({ id: 3, status: { code: 'ONHOLD' } });
    expect(readAccessToken()).toBe('acc');
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toContain('/api/auth/handoff/exchange');
    expect(JSON.parse(String(init.body))).toEqual({ code: 'code-1' });
  });

  it('a used or stale code leaves a visitor with the login dialog open', async () => {
    history.replaceState(null, '', '/#/my-profile?handoff=old');
    vi.stubGlobal('fetch', answer(400, { status: 400, message: 'This sign-in link has expired or was already used. Please log in again.' }));
    const errors: unknown[] = [];
    document.addEventListener('tote:error', (e) => errors.push((e as CustomEvent).detail), { once: true });
    expect(await consumeHandoffFromUrl()).toBe(false);
    expect($user.get()).toBeNull();
    expect($dialog.get()).toBe('login');
    expect(errors).toMatchObject([{ message: 'This sign-in link has expired or was already used. Please log in again.', httpStatus: 400 }]);
  });
});

describe('on a partner page: going to the site', () => {
  it('asks for a code with the bearer token and goes to site-url with the code, never the token', async () => {
    keepSessionInMemory();
    configure({ apiBase: 'https://api.tote.example', siteUrl: 'https://tote.example/' });
    signIn({ accessToken: 'secret-access', refreshToken: 'secret-refresh' }, user);
    const fetchMock = answer(200, { data: { code: 'one-time', expiresIn: 60 } });
    vi.stubGlobal('fetch', fetchMock);
    const assign = vi.spyOn(location, 'assign').mockImplementation(() => {});

    goToSite('/package-details');
    await vi.waitFor(() => expect(assign).toHaveBeenCalled());
    const target = String(assign.mock.calls[0][0]);
    expect(target).toBe('https://tote.example/#/package-details?handoff=one-time');
    expect(target).not.toContain('secret');
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://api.tote.example/api/auth/handoff');
    expect(new Headers(init.headers).get('authorization')).toBe('Bearer secret-access');
    expect(sessionStorage.length).toBe(0);
  });

  it('on the site itself it is the plain hash navigation, right away', () => {
    writeTokens('t', 'r');
    signIn({ accessToken: 't', refreshToken: 'r' }, user);
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    goToSite('/my-profile');
    expect(location.hash).toBe('#/my-profile');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
