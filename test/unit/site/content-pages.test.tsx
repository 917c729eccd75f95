import { cleanup, fireEvent, render, screen, waitFor } from '../support/testing-library';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CLUB_FACTS, type ClubDocument } from '../../../src/config/club-facts';
import { ContentPage } from '../../../site/content/content-page';
import { factTexts, fillFacts } from '../../../site/content/fill-facts';
import eula from '../../../site/content/eula-policy.md?raw';
import ourProcess from '../../../site/content/our-process.md?raw';
import privacy from '../../../site/content/privacy-policy.md?raw';
import rental from '../../../site/content/product-rental-agreement.md?raw';
import refund from '../../../site/content/refund-policy.md?raw';
import terms from '../../../site/content/terms-condition.md?raw';

function show(source: string, path = '/privacy-policy', doc?: ClubDocument) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <ContentPage source={source} doc={doc} />
    </MemoryRouter>,
  ).container;
}

afterEach(cleanup);

const PAGES: [string, string, ClubDocument | undefined][] = [
  ['Our process', ourProcess, undefined],
  ['Privacy policy', privacy, 'privacy'],
  ['Terms and conditions', terms, 'terms'],
  ['End-user licence agreement', eula, 'eula'],
  ['Rental agreement', rental, 'rentalAgreement'],
  ['Refund policy', refund, 'refund'],
];

const SITE_PAGES = ['/our-process', '/privacy-policy', '/terms-condition', '/eula-policy', '/product-rental-agreement', '/refund-policy', '/package-details'];

describe('content pages', () => {
  it.each(PAGES)("%s: its title heads the page and the tab, and it reads as the club's own text", async (title, source, doc) => {
    const container = show(source, '/privacy-policy', doc);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(title);
    await waitFor(() => expect(document.title).toBe(`${title} · Tote`));
    const text = container.textContent ?? '';
    expect(text).not.toMatch(/sample|fictional|placeholder|tote\.example|\{\{/i);
    expect(container.querySelector('.content-note')).toBeNull();
    if (doc) expect(container.querySelector('.content-meta time')?.getAttribute('dateTime')).toBe(CLUB_FACTS.documentDates[doc]);
  });

  it.each(PAGES)('%s: every {{fact}} it names exists in src/config/club-facts.ts', (_title, source) => {
    const names = [...source.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]);
    for (const name of names) expect(Object.keys(factTexts())).toContain(name);
  });

  it.each(PAGES)('%s: every link goes to a page of the site or writes or calls the club', (_title, source) => {
    const container = show(source);
    const links = Array.from(container.querySelectorAll('.content-body a, .content-header a'));
    expect(links.length).toBeGreaterThan(0);
    const contact = [`mailto:${CLUB_FACTS.support.email}`, `mailto:${CLUB_FACTS.grievanceOfficer.email}`, 'tel:+912269714420', 'tel:+912269714421'];
    for (const link of links) expect([...SITE_PAGES, ...contact]).toContain(link.getAttribute('href'));
  });

  it("the operator's facts reach the pages: company, registered office, grievance officer, jurisdiction", () => {
    const texts = factTexts({ ...CLUB_FACTS, legalName: 'Bagatelle Clubs LLP', cin: null, gstin: null, jurisdiction: 'Pune, Maharashtra' });
    const filled = fillFacts(terms, texts);
    expect(filled).toContain('**Bagatelle Clubs LLP**, a company');
    expect(filled).toContain('courts of Pune, Maharashtra');
    expect(fillFacts(privacy)).toContain(`**${CLUB_FACTS.grievanceOfficer.name}**`);
    expect(fillFacts(privacy)).toContain(CLUB_FACTS.registeredOffice);
    expect(fillFacts('{{unknownFact}}')).toBe('{{unknownFact}}');
  });

  it('the policies cover what a member must know, as the product works', () => {
    expect(privacy).toMatch(/Digital Personal Data Protection Act, 2023/);
    expect(privacy).toMatch(/## 4\. Identity documents/);
    expect(privacy).toMatch(/last four digits/);
    expect(privacy).toMatch(/## 7\. How long we keep it/);
    expect(privacy).toMatch(/## 10\. Your rights/);
    expect(privacy).toMatch(/## 8\. Cookies and browser storage/);
    expect(terms).toMatch(/## 2\. Who can become a member/);
    expect(terms).toMatch(/Indian rupees \(INR\)/);
    expect(terms).toMatch(/no security deposit/i);
    expect(rental).toMatch(/## 6\. Late returns/);
    expect(rental).toMatch(/## 7\. Damage/);
    // Bag drop is for offering a bag of one's own, not for returns (widgets/bagdrop).
    expect(ourProcess).not.toMatch(/return[^.]*Bag drop/i);
    for (const source of [privacy, terms, eula, rental, refund]) expect(source).toMatch(/laws of India/);
  });

  it('"::: plans" on Our process becomes the live plans', () => {
    render(
      <MemoryRouter initialEntries={['/our-process']}>
        <ContentPage source={'# P\n\n## A\n\n::: plans\n\n::: nothing'} embeds={{ plans: <p>live plans</p> }} />
      </MemoryRouter>,
    );
    expect(screen.getByText('live plans')).toBeTruthy();
    expect(screen.queryByText(/:::/)).toBeNull();
  });

  it("Our process: the contents show each step's number once", () => {
    show(ourProcess, '/our-process');
    const toc = screen.getByRole('navigation', { name: 'On this page' });
    const first = toc.querySelector('a')?.textContent;
    expect(first).toBe('1. Apply');
  });

  it('a long page gets a table of contents whose entries move to their section', () => {
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    show(privacy);
    const toc = screen.getByRole('navigation', { name: 'On this page' });
    const entries = Array.from(toc.querySelectorAll('a'));
    expect(entries.map((a) => a.textContent)).toContain('10. Your rights');
    fireEvent.click(entries.find((a) => a.textContent === '10. Your rights')!);
    const section = screen.getByRole('heading', { name: '10. Your rights' });
    expect(scrollIntoView).toHaveBeenCalled();
    expect(document.activeElement).toBe(section);
  });

  it('a short page has no table of contents', () => {
    show('# Short\n\n## One\n\nText.\n\n## Two\n\nMore.');
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
