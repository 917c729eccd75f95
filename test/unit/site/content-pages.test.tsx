import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ContentPage } from '../../../site/content/content-page';
import eula from '../../../site/content/eula-policy.md?raw';
import ourProcess from '../../../site/content/our-process.md?raw';
import privacy from '../../../site/content/privacy-policy.md?raw';
import rental from '../../../site/content/product-rental-agreement.md?raw';
import refund from '../../../site/content/refund-policy.md?raw';
import terms from '../../../site/content/terms-condition.md?raw';

function show(source: string, path = '/privacy-policy') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <ContentPage source={source} />
    </MemoryRouter>,
  ).container;
}

afterEach(cleanup);

const PAGES: [string, string][] = [
  ['Our process', ourProcess],
  ['Privacy policy', privacy],
  ['Terms and conditions', terms],
  ['End-user licence agreement', eula],
  ['Rental agreement', rental],
  ['Refund policy', refund],
];

const SITE_PAGES = ['/our-process', '/privacy-policy', '/terms-condition', '/eula-policy', '/product-rental-agreement', '/refund-policy'];

describe('content pages', () => {
  it.each(PAGES)('%s: its title heads the page and the tab, and the first thing under it says it is sample text', async (title, source) => {
    const container = show(source);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(title);
    await waitFor(() => expect(document.title).toBe(`${title} · Tote`));
    const firstNote = container.querySelector('h1 + *');
    expect(firstNote?.matches('aside.content-note')).toBe(true);
    expect(firstNote?.textContent).toMatch(/^Sample text\. .*for a real operator to replace/);
  });

  it.each(PAGES)('%s: every link in its text goes to a page of the site', (_title, source) => {
    const container = show(source);
    const links = Array.from(container.querySelectorAll('.content-body a'));
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) {
      expect(SITE_PAGES).toContain(link.getAttribute('href'));
    }
  });

  it('the policies cover what a member must know, with the plan limits of server/memberships/PLANS.md', () => {
    expect(privacy).toMatch(/## Identity documents \(Aadhaar and PAN\)/);
    expect(privacy).toMatch(/## How long we keep it/);
    expect(privacy).toMatch(/## Your rights/);
    expect(privacy).toMatch(/## Cookies and session storage/);
    expect(terms).toMatch(/## Eligibility/);
    expect(terms).toMatch(/US dollars \(USD\)/);
    expect(rental).toMatch(/\*\*7 days\*\* on Classic, \*\*14 days\*\* on Signature and \*\*21 days\*\* on Couture/);
    expect(rental).toMatch(/## Late returns/);
    expect(rental).toMatch(/## Damage/);
    for (const source of [privacy, terms, eula, rental, refund]) expect(source).toMatch(/laws of India/);
  });

  it('a long page gets a table of contents whose entries move to their section', () => {
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    show(privacy);
    const toc = screen.getByRole('navigation', { name: 'On this page' });
    const entries = Array.from(toc.querySelectorAll('a'));
    expect(entries.map((a) => a.textContent)).toContain('Your rights');
    fireEvent.click(entries.find((a) => a.textContent === 'Your rights')!);
    const section = screen.getByRole('heading', { name: 'Your rights' });
    expect(scrollIntoView).toHaveBeenCalled();
    expect(document.activeElement).toBe(section);
  });

  it('a short page has no table of contents', () => {
    show('# Short\n\n## One\n\nText.\n\n## Two\n\nMore.');
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
