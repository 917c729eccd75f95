import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installHostApi, type ToteApi } from '../../../src/embed/host-api';
import { installHostEvents } from '../../../src/embed/host-events';
import { $dialog } from '../../../src/stores/dialog';
import { $user, signIn } from '../../../src/stores/session';
import { sampleUser } from '../../support/api-samples';

type Host = { Tote?: unknown };
const host = window as unknown as Host;
const user = sampleUser({ id: 9, username: '9000000005', firstName: 'Kavya', lastName: 'Shah', status: { code: 'APPROVED' as const } });

/** The snippet of the embedding guide (docs/embedding.md), as a host page runs it before our script. */
function runSnippet(): (...args: unknown[]) => void {
  // eslint-disable-next-line
  const w = window as any;
  w.Tote =
    w.Tote ||
    function (...args: unknown[]) {
      (w.Tote.q = w.Tote.q || []).push(args);
    };
  return w.Tote;
}

beforeEach(() => {
  delete host.Tote;
  $dialog.set(null);
  $user.set(null);
  installHostEvents();
});
afterEach(() => vi.restoreAllMocks());

describe('window.Tote', () => {
  it('runs the calls queued before the script loaded, in order, then works directly', () => {
    const early = runSnippet();
    const statuses: unknown[] = [];
    early('status', (s: unknown) => statuses.push(s));
    early('open', 'signup');
    early('login');
    const api = installHostApi();
    expect(host.Tote).toBe(api);
    expect(api.loaded).toBe(true);
    expect(statuses).toEqual([{ loggedIn: false, status: null }]);
    expect($dialog.get()).toBe('login');

    api.open('signup');
    expect($dialog.get()).toBe('signup');
    signIn({ accessToken: 'a', refreshToken: 'r' }, user);
    expect(api.status()).toEqual({ loggedIn: true, status: 'APPROVED' });
    expect(api('status')).toEqual({ loggedIn: true, status: 'APPROVED' });
  });

  it('a queued on() hears events; off() stops it; both event spellings work', () => {
    const early = runSnippet();
    const heard: unknown[] = [];
    const handler = (detail: unknown) => heard.push(detail);
    early('on', 'login', handler);
    const api = installHostApi() as ToteApi;
    signIn({ accessToken: 'a', refreshToken: 'r' }, user);
    expect(heard).toEqual([{ status: 'APPROVED', partnerId: null }]);
    api.off('tote:login', handler);
    $user.set(null);
    signIn({ accessToken: 'a', refreshToken: 'r' }, user);
    expect(heard).toHaveLength(1);
  });

  it('one bad queued call is reported and does not stop the rest', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const early = runSnippet();
    early('fly');
    early('open', 'payment');
    early('open', 'login');
    installHostApi();
    expect(error).toHaveBeenCalledTimes(2);
    expect($dialog.get()).toBe('login');
  });

  it('a second bundle finds the API in place instead of replacing it', () => {
    const first = installHostApi();
    expect(installHostApi()).toBe(first);
  });
});
