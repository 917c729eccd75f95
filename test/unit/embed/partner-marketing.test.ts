import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure } from '../../../src/config/widget-config';
import { countPartnerVisit } from '../../../src/embed/partner-visit';
import { conversion } from '../../../site/operator/marketing-stores';
import { buildSnippet } from '../../../site/operator/snippet';

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

describe('the snippet builder’s snippet', () => {
  it('loads each chosen widget from api-base, with partner-id and only the changed colours', () => {
    const snippet = buildSnippet({
      tags: ['tote-auth', 'tote-membership'],
      partnerId: 'spring-edit',
      apiBase: 'https://tote.example/some/path',
      theme: { '--tote-accent': '#AA0000', '--tote-ink': '#1c1a17', '--tote-line': 'red;}</style><script>' },
    });
    expect(snippet).toBe(
      [
        '<script async src="https://tote.example/widgets/auth.js"></script>',
        '<script async src="https://tote.example/widgets/membership.js"></script>',
        '<style>\n  tote-auth, tote-membership {\n    --tote-accent: #aa0000;\n  }\n</style>',
        '<tote-auth api-base="https://tote.example" site-url="https://tote.example/" partner-id="spring-edit"></tote-auth>',
        '<tote-membership api-base="https://tote.example" site-url="https://tote.example/" partner-id="spring-edit"></tote-membership>',
      ].join('\n'),
    );
  });

  it('refuses a partner id or an address that could break out of the markup', () => {
    expect(() => buildSnippet({ tags: ['tote-auth'], partnerId: '"><script>', apiBase: 'https://tote.example', theme: {} })).toThrow(/partner-id/);
    expect(() => buildSnippet({ tags: ['tote-auth'], partnerId: '', apiBase: 'javascript:alert(1)', theme: {} })).toThrow(/api-base/);
  });
});
