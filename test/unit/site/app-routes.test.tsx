import { act, cleanup, fireEvent, render, screen, waitFor, within } from '../support/testing-library';
import { lazy } from 'react';
import { HashRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $dialog } from '../../../src/stores/dialog';
import { $user } from '../../../src/stores/session';
import { logout } from '../../../src/stores/session-lifecycle';
import { AppRoutes, preloadRoute } from '../../../site/app-routes';
import { SiteLayout } from '../../../site/layout/site-layout';
import { listMemberships } from '../../../src/api/membership';
import { listProducts } from '../../../src/api/product-list';
import { sampleUser } from '../../support/api-samples';

// The home page's collection and plans calls: their own tests are in home-page.test.tsx.
// The widgets the pages render fetch too: their calls fail fast here (nothing listens).
vi.mock('../../../src/api/product-list', () => ({ listProducts: vi.fn() }));
vi.mock('../../../src/api/membership', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../src/api/membership')>()),
  listMemberships: vi.fn(),
}));

vi.mock('../../../src/stores/session-lifecycle', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../src/stores/session-lifecycle')>()),
  logout: vi.fn(),
}));

function renderAt(hash: string) {
  location.hash = hash;
  return render(
    <HashRouter>
      <AppRoutes />
    </HashRouter>,
  );
}

// Most pages load lazily: wait for the page's own heading.
const heading = async () => (await screen.findByRole('heading', { level: 1 })).textContent;

beforeEach(() => {
  $user.set(null);
  $dialog.set(null);
  vi.mocked(logout).mockClear();
  vi.mocked(listProducts).mockResolvedValue([]);
  // No server in unit tests: the widgets' own calls fail at once, as offline.
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
  );
  vi.mocked(listMemberships).mockResolvedValue([]);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  location.hash = '';
});

// Spec point 2: every route and the page it shows.
const ROUTES: [string, string, string][] = [
  ['#/header', 'Header', 'Header · Tote'],
  ['#/footer', 'Footer', 'Footer · Tote'],
  ['#/members-collection', "Members' collection", "Members' collection · Tote"],
  ['#/member-application-form', 'Membership application', 'Membership application · Tote'],
  ['#/package-details', 'Membership packages', 'Membership packages · Tote'],
  ['#/our-process', 'Our process', 'Our process · Tote'],
  ['#/privacy-policy', 'Privacy policy', 'Privacy policy · Tote'],
  ['#/terms-condition', 'Terms and conditions', 'Terms and conditions · Tote'],
  ['#/eula-policy', 'End-user licence agreement', 'End-user licence agreement · Tote'],
  ['#/newsletter', 'Newsletter', 'Newsletter · Tote'],
  ['#/newsletter-details', 'Newsletter', 'Newsletter · Tote'],
  ['#/notifications', 'Notifications', 'Notifications · Tote'],
  ['#/my-profile', 'My account', 'My account · Tote'],
  ['#/product-rental-agreement', 'Rental agreement', 'Rental agreement · Tote'],
  ['#/refund-policy', 'Refund policy', 'Refund policy · Tote'],
];

// First in the file, before any test has loaded a page's code.
describe('the first route at boot', () => {
  it("renders at once when preloadRoute has loaded its page, so site/main.tsx's hydration never suspends", async () => {
    // Not preloaded: the lazy page suspends and the route shows its skeleton meanwhile.
    renderAt('#/terms-condition');
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    cleanup();

    await preloadRoute('refund-policy');
    renderAt('#/refund-policy');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Refund policy');
    cleanup();
    // The route is the address's first segment; the home page and unknown routes have nothing to load.
    await preloadRoute('book-bag');
    renderAt('#/book-bag/lady-dior-medium');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Book a bag');
    await expect(preloadRoute('home')).resolves.toBeUndefined();
    await expect(preloadRoute('no-such-page')).resolves.toBeUndefined();
  });
});

describe('site routes', () => {
  it.each(['', '#/', '#/home'])('%j shows the home page', async (hash) => {
    renderAt(hash);
    expect(await heading()).toBe('Carry a new designer bag, without buying one.');
    await waitFor(() => expect(document.title).toBe('Tote — designer bags, by membership'));
    expect(screen.getByRole('heading', { name: 'How it works' })).toBeTruthy();
  });

  it.each(ROUTES)('%s shows %j and names the tab', async (hash, title, documentTitle) => {
    renderAt(hash);
    expect(await heading()).toBe(title);
    await waitFor(() => expect(document.title).toBe(documentTitle));
  });

  it('#/header shows the header alone, with the dialogs it opens, and no footer', async () => {
    const { container } = renderAt('#/header');
    expect(await heading()).toBe('Header');
    expect(container.querySelectorAll('tote-header')).toHaveLength(1);
    expect(container.querySelectorAll('tote-auth')).toHaveLength(1);
    expect(container.querySelector('footer')).toBeNull();
  });

  it('#/operator is a workplace of its own: no member header, footer or newsletter box, the login dialog still there', async () => {
    const { container } = renderAt('#/operator');
    expect(await heading()).toBe('Back office');
    expect(container.querySelector('tote-header')).toBeNull();
    expect(container.querySelector('footer')).toBeNull();
    expect(screen.queryByRole('form', { name: 'Newsletter subscription' })).toBeNull();
    expect(container.querySelectorAll('tote-auth')).toHaveLength(1);
  });

  it('#/footer shows the footer alone: its links and the subscribe form, no header', async () => {
    const { container } = renderAt('#/footer');
    expect(await heading()).toBe('Footer');
    expect(container.querySelector('tote-header')).toBeNull();
    expect(screen.getByRole('navigation', { name: 'Footer' })).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Newsletter subscription' })).toBeTruthy();
  });

  it('book-bag/:title and product/:title show the same booking page for the bag', async () => {
    renderAt('#/book-bag/lady-dior-medium');
    expect(await heading()).toBe('Book a bag');
    const bookBag = screen.getByRole('main').innerHTML;
    // The bag is not known yet (offline here): no slug in the breadcrumb or the tab, a sensible title meanwhile.
    expect(screen.queryByText(/lady dior medium/i)).toBeNull();
    await waitFor(() => expect(document.title).toBe('Book a bag · Tote'));
    cleanup();

    renderAt('#/product/lady-dior-medium');
    expect(await heading()).toBe('Book a bag');
    expect(screen.getByRole('main').innerHTML).toBe(bookBag);
  });

  it.each(['#/no-such-page', '#/privacy-policy/extra', '#/book-bag'])('%s shows the not-found page with ways home and to the collection', async (hash) => {
    renderAt(hash);
    expect(await heading()).toBe('Page not found');
    await waitFor(() => expect(document.title).toBe('Page not found · Tote'));
    expect(screen.getByText(hash.slice(1))).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('#/');
    expect(screen.getByRole('link', { name: 'See the collection' }).getAttribute('href')).toBe('#/members-collection');
  });

  it('#/logout logs out', async () => {
    $user.set(sampleUser({ id: 1, username: '9876543210', firstName: 'Asha', lastName: 'Mehra', status: { code: 'ACTIVE' } }));
    renderAt('#/logout');
    expect(await heading()).toBe('Logging out…');
    await waitFor(() => expect(logout).toHaveBeenCalledTimes(1));
  });

  it('no route is closed to visitors', async () => {
    renderAt('#/my-profile');
    expect(await heading()).toBe('My account');
    expect(logout).not.toHaveBeenCalled();
  });
});

describe('#/operator (the back office)', () => {
  const operator = {
    id: 9,
    userId: 9,
    username: '9876500000',
    phone: '9876500000',
    firstName: 'Olivia',
    lastName: 'Operator',
    email: 'olivia@example.com',
    instagram: null,
    status: { code: 'DRAFT' as const },
    roles: ['ROLE_CUSTOMER', 'ROLE_OPERATOR'],
    userAddress: { addressLine1: null, addressLine2: null, city: null, state: null, zipcode: null },
  };

  it('asks a visitor to log in with the usual dialog', async () => {
    renderAt('#/operator');
    expect(await heading()).toBe('Back office');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect($dialog.get()).toBe('login');
  });

  it('tells a member without the role that it is for operators, after asking the server', async () => {
    $user.set({ ...operator, roles: ['ROLE_CUSTOMER'] });
    renderAt('#/operator/members');
    expect(await heading()).toBe('Back office');
    await screen.findByText(/This part of Tote is for the club’s operators/);
    expect(fetch).toHaveBeenCalledWith(expect.stringContaining('/api/operator/me'), expect.anything());
  });

  it('opens the Today dashboard for an operator, and a section from the back office navigation', async () => {
    $user.set(operator);
    renderAt('#/operator');
    expect(await heading()).toBe('Today');
    // Offline here: the figures say so and offer a retry.
    expect(await screen.findByRole('button', { name: 'Retry today’s figures' })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Back office' });
    expect(nav.querySelector('[aria-current="page"]')?.textContent).toBe('Today');
    fireEvent.click(within(nav).getByRole('link', { name: 'Applications' }));
    await screen.findByRole('heading', { level: 1, name: 'Applications' });
    await waitFor(() => expect(location.hash).toBe('#/operator/applications'));
    // The layout renders each route afresh (site-layout.tsx's Suspense is keyed by the path): find the navigation again.
    const after = screen.getByRole('navigation', { name: 'Back office' });
    expect(Array.from(after.querySelectorAll('a')).map((a) => a.textContent)).toEqual([
      'Today',
      'Applications',
      'Members',
      'Catalogue',
      'Payments',
      'Fulfilment',
      'Bag drops',
      'Reviews',
      'Content',
      'Plans & prices',
      'Data requests',
      'Outbox',
      'Pause limits',
      'Audit log',
      'Partners',
      'Snippet builder',
      'Member site',
      'Log out',
    ]);
    expect(after.querySelector('[aria-current="page"]')?.textContent).toBe('Applications');
    // Offline here: the queue says so and offers a retry.
    expect(await screen.findByRole('button', { name: 'Retry the applications' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Applications · Back office · Tote'));
  });
});

describe('site layout', () => {
  it('places the header and auth widgets, a skip link to <main id="main">, and a footer with the content pages', async () => {
    const { container } = renderAt('#/');
    await heading();
    expect(container.querySelectorAll('tote-header')).toHaveLength(1);
    expect(container.querySelectorAll('tote-auth')).toHaveLength(1);
    const main = screen.getByRole('main');
    expect(main.id).toBe('main');
    const skip = within(screen.getByRole('navigation', { name: 'Skip link' })).getByRole('link', { name: 'Skip to content' });
    fireEvent.click(skip);
    expect(document.activeElement).toBe(main);
    expect(location.hash).toBe('#/');
    const footer = screen.getByRole('navigation', { name: 'Footer' });
    const hrefs = Array.from(footer.querySelectorAll('a')).map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual([
      '#/our-process',
      '#/newsletter',
      '#/privacy-policy',
      '#/terms-condition',
      '#/eula-policy',
      '#/product-rental-agreement',
      '#/refund-policy',
    ]);
    expect(screen.getByRole('form', { name: 'Newsletter subscription' })).toBeTruthy();
    expect(screen.getByRole('contentinfo').textContent).toContain(`© ${new Date().getFullYear()} Tote`);
  });

  it('navigating scrolls to the top and moves focus to the new page', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    try {
      renderAt('#/');
      await heading();
      expect(scrollTo).not.toHaveBeenCalled();
      await act(async () => {
        fireEvent.click(screen.getByRole('link', { name: 'Privacy Policy' }));
      });
      expect(await heading()).toBe('Privacy policy');
      expect(scrollTo).toHaveBeenCalledWith(0, 0);
      expect(document.activeElement).toBe(screen.getByRole('main'));
    } finally {
      scrollTo.mockRestore();
    }
  });
});

describe('leaving a page while it loads', () => {
  it('the next page still renders (one Suspense boundary per route)', async () => {
    // A page whose chunk never arrives during the test, and a plain one.
    const Slow = lazy(() => new Promise<{ default: () => null }>(() => {}));
    location.hash = '#/slow';
    render(
      <HashRouter>
        <Routes>
          <Route element={<SiteLayout />}>
            <Route path="slow" element={<Slow />} />
            <Route path="fast" element={<h1>Fast page</h1>} />
          </Route>
        </Routes>
      </HashRouter>,
    );
    expect(screen.getByText('Loading…')).toBeTruthy();
    act(() => {
      location.hash = '#/fast';
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(await heading()).toBe('Fast page');
  });
});
