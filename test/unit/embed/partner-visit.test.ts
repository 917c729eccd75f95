import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure } from '../../../src/config/widget-config';
import { countPartnerVisit } from '../../../src/embed/partner-visit';
import { conversion } from '../../../site/operator/marketing-stores';

afterEach(() => vi.unstubAllGlobals());

describe('a partner page’s visit beacon', () => {
  it('sends one POST per page load and partner id, with the id alone and no credentials, to the configured api-base', async () => {
    const fetch = vi.fn(() => Promise.resolve(new Response(null, { status: 204 })));
    vi.stubGlobal('fetch', fetch);
    countPartnerVisit('maison-aurelle');
    // A later element's api-base still counts: the beacon leaves after the attributes are read.
    configure({ apiBase: 'https://club.example/' });
    countPartnerVisit('maison-aurelle');
    countPartnerVisit('other.partner');
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://club.example/api/marketing/visits');
    expect(init).toMatchObject({ method: 'POST', credentials: 'omit', body: JSON.stringify({ partnerId: 'maison-aurelle' }) });
    expect(JSON.parse((fetch.mock.calls[1] as unknown as [string, RequestInit])[1].body as string)).toEqual({ partnerId: 'other.partner' });
  });

  it('the Partners page’s conversion reads as a percentage, a dash when the step before is empty', () => {
    expect(conversion(1, 3)).toBe('33.3%');
    expect(conversion(2, 2)).toBe('100%');
    expect(conversion(0, 0)).toBe('—');
  });
});
