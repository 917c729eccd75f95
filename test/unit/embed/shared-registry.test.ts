import { waitFor } from '../support/testing-library';
import { describe, expect, it, vi } from 'vitest';
import { sampleUser } from '../../support/api-samples';

// Two widget bundles on one page each carry their own copy of the core modules.
// A module imported under a new query string is a second copy, as in a second bundle.
let copyNo = 0;
async function bundleCopy() {
  copyNo += 1;
  const q = `?bundle=${copyNo}`;
  const session = (await import(/* @vite-ignore */ `../../../src/stores/session${q}`)) as typeof import('../../../src/stores/session');
  const dialog = (await import(/* @vite-ignore */ `../../../src/stores/dialog${q}`)) as typeof import('../../../src/stores/dialog');
  const config = (await import(/* @vite-ignore */ `../../../src/config/widget-config${q}`)) as typeof import('../../../src/config/widget-config');
  const messages = (await import(/* @vite-ignore */ `../../../src/validation/messages${q}`)) as typeof import('../../../src/validation/messages');
  return { ...session, ...dialog, ...config, ...messages };
}

const user = sampleUser({ id: 5, username: '9000000002', firstName: 'Asha', lastName: 'Mehta', status: { code: 'ACTIVE' as const } });

describe('stores shared through the window registry', () => {
  it('two copies of the core hold the very same stores', async () => {
    const a = await bundleCopy();
    const b = await bundleCopy();
    expect(a.signIn).not.toBe(b.signIn); // really two copies of the code
    expect(a.$user).toBe(b.$user);
    expect(a.$dialog).toBe(b.$dialog);
    expect(a.$config).toBe(b.$config);
    expect(a.$remoteMessages).toBe(b.$remoteMessages);
  });

  it("a login in one bundle reaches the other bundle's derived stores and listeners at once", async () => {
    const auth = await bundleCopy();
    const header = await bundleCopy();
    const seen: (string | null)[] = [];
    const stop = header.$status.listen((status) => seen.push(status));
    expect(header.$isLoggedIn.get()).toBe(false);

    auth.signIn({ accessToken: 'a', refreshToken: 'r' }, user);
    expect(header.$isLoggedIn.get()).toBe(true);
    expect(header.$status.get()).toBe('ACTIVE');
    expect(seen).toEqual(['ACTIVE']);

    header.openDialog('login');
    expect(auth.$dialog.get()).toBe('login');
    header.clearSession();
    expect(auth.$isLoggedIn.get()).toBe(false);
    stop();
  });

  it('one data layer for every bundle: an answer changed in one bundle (the unread count marked seen) reaches the stores of another', async () => {
    const copy = async () => {
      copyNo += 1;
      return (await import(/* @vite-ignore */ `../../../src/stores/query?bundle=${copyNo}`)) as typeof import('../../../src/stores/query');
    };
    const header = await copy();
    const notifications = await copy();
    expect(header.createFetcherStore).toBe(notifications.createFetcherStore);
    const fetcher = vi.fn(async () => 3);
    const bell = header.createFetcherStore<number>(['unread/', 5], { fetcher });
    const stop = bell.listen(() => {});
    await waitFor(() => expect(bell.get().data).toBe(3));

    notifications.mutateCache((key) => key.startsWith('unread/'), 0);
    expect(bell.get().data).toBe(0);
    expect(fetcher).toHaveBeenCalledTimes(1);
    stop();
  });
});
