import { act, cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { HashRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $dialog } from '../../../src/stores/dialog';
import { $user } from '../../../src/stores/session';
import { logout } from '../../../src/stores/session-lifecycle';
import { AppRoutes } from '../../../site/app-routes';

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

const heading = () => screen.getByRole('heading', { level: 1 }).textContent;

beforeEach(() => {
  $user.set(null);
  $dialog.set(null);
  vi.mocked(logout).mockClear();
});

afterEach(() => {
  cleanup();
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

describe('site routes', () => {
  it.each(['', '#/', '#/home'])('%j shows the home page', (hash) => {
    renderAt(hash);
    expect(heading()).toBe('Carry a new designer bag, without buying one.');
    expect(document.title).toBe('Tote — designer bags, by membership');
    expect(screen.getByRole('heading', { name: 'How it works' })).toBeTruthy();
  });

  it.each(ROUTES)('%s shows %j and names the tab', (hash, title, documentTitle) => {
    renderAt(hash);
    expect(heading()).toBe(title);
    expect(document.title).toBe(documentTitle);
  });

  it('book-bag/:title and product/:title show the same booking page for the bag', () => {
    renderAt('#/book-bag/lady-dior-medium');
    const bookBag = screen.getByRole('main').innerHTML;
    expect(heading()).toBe('Book a bag');
    expect(screen.getByText('lady dior medium')).toBeTruthy();
    expect(document.title).toBe('Book lady dior medium · Tote');
    cleanup();

    renderAt('#/product/lady-dior-medium');
    expect(screen.getByRole('main').innerHTML).toBe(bookBag);
  });

  it('an unknown route shows the not-found page with a way home', () => {
    renderAt('#/no-such-page');
    expect(heading()).toBe('Page not found');
    expect(document.title).toBe('Page not found · Tote');
    expect(screen.getByText('/no-such-page')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('#/');
  });

  it('#/logout logs out', () => {
    $user.set({ id: 1, username: '9876543210', firstName: 'Asha', lastName: 'Mehra', status: { code: 'ACTIVE' } });
    renderAt('#/logout');
    expect(heading()).toBe('Logging out…');
    expect(logout).toHaveBeenCalledTimes(1);
  });

  it('no route is closed to visitors', () => {
    renderAt('#/my-profile');
    expect(heading()).toBe('My account');
    expect(logout).not.toHaveBeenCalled();
  });
});

describe('site layout', () => {
  it('places the header and auth widgets, a skip link to <main id="main">, and a footer with the content pages', () => {
    const { container } = renderAt('#/');
    expect(container.querySelectorAll('tote-header')).toHaveLength(1);
    expect(container.querySelectorAll('tote-auth')).toHaveLength(1);
    const main = screen.getByRole('main');
    expect(main.id).toBe('main');
    fireEvent.click(screen.getByRole('link', { name: 'Skip to content' }));
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
  });

  it('navigating scrolls to the top and moves focus to the new page', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    try {
      renderAt('#/');
      expect(scrollTo).not.toHaveBeenCalled();
      await act(async () => {
        fireEvent.click(screen.getByRole('link', { name: 'Privacy Policy' }));
      });
      expect(heading()).toBe('Privacy policy');
      expect(scrollTo).toHaveBeenCalledWith(0, 0);
      expect(document.activeElement).toBe(screen.getByRole('main'));
    } finally {
      scrollTo.mockRestore();
    }
  });
});

describe('home page', () => {
  it("Apply opens the sign-up dialog and Member's Login the login dialog", () => {
    renderAt('#/');
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect($dialog.get()).toBe('signup');
    fireEvent.click(screen.getByRole('button', { name: "Member's Login" }));
    expect($dialog.get()).toBe('login');
  });

  it('a logged-in user is pointed to the collection instead', () => {
    $user.set({ id: 1, username: '9876543210', firstName: 'Asha', lastName: 'Mehra', status: { code: 'ACTIVE' } });
    renderAt('#/');
    expect(screen.queryByRole('button', { name: 'Apply' })).toBeNull();
    expect(screen.getByRole('link', { name: 'See the collection' }).getAttribute('href')).toBe('#/members-collection');
  });
});
