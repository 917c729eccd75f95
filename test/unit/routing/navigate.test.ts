// A site route's address and the way there (src/routing/navigate.ts): the plain hash on the site, the
// site's own address from a partner page whose widgets name another document in site-url.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { $config } from '../../../src/config/widget-config';
import { navigate, siteHref } from '../../../src/routing/navigate';

afterEach(() => {
  $config.set({ ...$config.get(), siteUrl: '' });
  vi.restoreAllMocks();
});

describe('siteHref and navigate', () => {
  it('on the site (no site-url, or site-url naming this document): the hash route, and a hash change', () => {
    expect(siteHref('account')).toBe('#/account');
    expect(siteHref('/collection', location.href)).toBe('#/collection');
    const assign = vi.spyOn(location, 'assign').mockImplementation(() => undefined);
    navigate('/my-account');
    expect(location.hash).toBe('#/my-account');
    expect(assign).not.toHaveBeenCalled();
  });

  it('on a partner page: the site’s address with the route, and a navigation there', () => {
    $config.set({ ...$config.get(), siteUrl: 'https://club.example/' });
    expect(siteHref('/collection')).toBe('https://club.example/#/collection');
    const assign = vi.spyOn(location, 'assign').mockImplementation(() => undefined);
    navigate('collection');
    expect(assign).toHaveBeenCalledWith('https://club.example/#/collection');
  });

  it('a site-url that is no address falls back to the hash instead of throwing', () => {
    $config.set({ ...$config.get(), siteUrl: 'http://[bad' });
    expect(siteHref('/collection')).toBe('#/collection');
    navigate('/collection');
    expect(location.hash).toBe('#/collection');
  });
});
