import { act, cleanup, fireEvent, render, screen, waitFor } from '../support/testing-library';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { USER_STATUSES, type User, type UserStatus } from '../../../src/api/shapes/user';
import { unreadCount } from '../../../src/api/communication';
import { readSession, writeSession } from '../../../src/storage/session-storage';
import { $dialog } from '../../../src/stores/dialog';
import { $user } from '../../../src/stores/session';
import { markUnreadSeen } from '../../../src/stores/unread-store';
import { logout } from '../../../src/stores/session-lifecycle';
import { Header, provideUserActions } from '../../../widgets/header/header';
import { UserActions } from '../../../widgets/header/user-actions';
import { sampleUser } from '../../support/api-samples';

vi.mock('../../../src/api/communication', () => ({ unreadCount: vi.fn() }));
vi.mock('../../../src/stores/session-lifecycle', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../src/stores/session-lifecycle')>()),
  logout: vi.fn(),
}));

const unreadCountMock = vi.mocked(unreadCount);

// The member's half of the header comes with the site's first scripts (site/main.tsx does the same).
provideUserActions(UserActions);

function makeUser(status: UserStatus, overrides: Partial<User> = {}): User {
  return sampleUser({ id: 42, username: '9876543210', firstName: 'asha', lastName: 'Mehra', status: { code: status }, ...overrides });
}

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => state === 'hidden' });
  document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
}

/** Moves the clock on by `ms` (a fake Date only: the data layer reuses an answer younger than 4 s). */
function later(ms: number) {
  vi.setSystemTime(Date.now() + ms);
}

beforeEach(() => {
  $user.set(null);
  $dialog.set(null);
  sessionStorage.clear();
  location.hash = '';
  unreadCountMock.mockReset();
  unreadCountMock.mockResolvedValue(0);
  vi.mocked(logout).mockClear();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const ACCOUNT_STATUSES: UserStatus[] = ['ACTIVE', 'DEACTIVE', 'EXPIRE'];

describe('header for a visitor', () => {
  it("shows the brand, Preview Collection, Our Process, Apply and Member's Login, and no bell or account menu", () => {
    render(<Header />);
    expect(screen.getByRole('link', { name: 'Tote' }).getAttribute('href')).toBe('#/');
    expect(screen.getByRole('link', { name: 'Preview Collection' }).getAttribute('href')).toBe('#/members-collection');
    expect(screen.getByRole('link', { name: 'Our Process' }).getAttribute('href')).toBe('#/our-process');
    expect(screen.getByRole('button', { name: 'Apply' })).toBeTruthy();
    expect(screen.getByRole('button', { name: "Member's Login" })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Notifications/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Account menu/ })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Member Collection' })).toBeNull();
    expect(unreadCountMock).not.toHaveBeenCalled();
  });

  it("Apply opens the sign-up dialog and Member's Login the login dialog", () => {
    render(<Header />);
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect($dialog.get()).toBe('signup');
    fireEvent.click(screen.getByRole('button', { name: "Member's Login" }));
    expect($dialog.get()).toBe('login');
  });

  it('the collection link clears the saved attribute session and goes to /members-collection', () => {
    writeSession('attribute', { colour: 'tan' });
    render(<Header />);
    fireEvent.click(screen.getByRole('link', { name: 'Preview Collection' }));
    expect(readSession('attribute')).toBeNull();
    expect(location.hash).toBe('#/members-collection');
  });

  it('Our Process navigates to /our-process', () => {
    render(<Header />);
    fireEvent.click(screen.getByRole('link', { name: 'Our Process' }));
    expect(location.hash).toBe('#/our-process');
  });
});

describe.each(USER_STATUSES)('header for a %s user', (status) => {
  const active = status === 'ACTIVE';
  const account = ACCOUNT_STATUSES.includes(status);

  beforeEach(() => $user.set(makeUser(status)));

  it(`shows ${active ? 'Member' : 'Preview'} Collection, the bell and the initials, not the visitor buttons`, () => {
    render(<Header />);
    expect(screen.getByRole('link', { name: active ? 'Member Collection' : 'Preview Collection' }).getAttribute('href')).toBe('#/members-collection');
    expect(screen.queryByRole('link', { name: active ? 'Preview Collection' : 'Member Collection' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Our Process' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Notifications' }).getAttribute('href')).toBe('#/notifications');
    expect(screen.queryByRole('button', { name: 'Apply' })).toBeNull();
    expect(screen.queryByRole('button', { name: "Member's Login" })).toBeNull();
    // The visible initials begin the accessible name (axe: label-content-name-mismatch).
    const button = screen.getByRole('button', { name: /^AM\W+account menu for asha Mehra$/ });
    expect(button.querySelector('.avatar')?.textContent).toBe('AM');
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it(`offers ${account ? 'My Account' : 'Application Form'} and Logout in the menu`, () => {
    render(<Header />);
    expect(screen.queryByRole('menu')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /account menu/ }));
    screen.getByRole('menu');
    const items = screen.getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([account ? 'My Account' : 'Application Form', 'Logout']);
    const expected = account ? '#/my-profile' : status === 'DRAFT' ? '#/member-application-form' : '#/package-details';
    expect(items[0].getAttribute('href')).toBe(expected);
    fireEvent.click(items[0]);
    expect(location.hash).toBe(expected);
    expect(screen.queryByRole('menu')).toBeNull();
  });
});

describe('header for an operator', () => {
  it('offers the back office first in the account menu', () => {
    $user.set(makeUser('ACTIVE', { roles: ['ROLE_CUSTOMER', { name: 'ROLE_OPERATOR' }] }));
    render(<Header />);
    fireEvent.click(screen.getByRole('button', { name: /account menu/i }));
    const items = screen.getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['Back office', 'My Account', 'Logout']);
    expect(items[0].getAttribute('href')).toBe('#/operator');
  });
});

describe('notification bell', () => {
  beforeEach(() => $user.set(makeUser('ACTIVE')));

  it('shows a red dot and the count in its name when something is unread', async () => {
    unreadCountMock.mockResolvedValue(3);
    render(<Header />);
    await screen.findByRole('link', { name: 'Notifications, 3 unread' });
    expect(screen.getByTestId('unread-dot')).toBeTruthy();
  });

  it('shows no dot when nothing is unread', async () => {
    render(<Header />);
    await waitFor(() => expect(unreadCountMock).toHaveBeenCalledWith(42));
    expect(screen.getByRole('link', { name: 'Notifications' })).toBeTruthy();
    expect(screen.queryByTestId('unread-dot')).toBeNull();
  });

  it('follows the count changed elsewhere (the notifications widget marking all read)', async () => {
    unreadCountMock.mockResolvedValue(2);
    render(<Header />);
    await screen.findByTestId('unread-dot');
    act(() => markUnreadSeen());
    expect(screen.queryByTestId('unread-dot')).toBeNull();
  });

  it('loads the count when the user logs in and refreshes it when the tab becomes visible again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    $user.set(null);
    render(<Header />);
    expect(unreadCountMock).not.toHaveBeenCalled();

    unreadCountMock.mockResolvedValue(1);
    act(() => $user.set(makeUser('DRAFT', { id: 7 })));
    await screen.findByRole('link', { name: 'Notifications, 1 unread' });
    expect(unreadCountMock).toHaveBeenCalledWith(7);

    unreadCountMock.mockResolvedValue(5);
    later(60_000);
    setVisibility('hidden');
    expect(unreadCountMock).toHaveBeenCalledTimes(1);
    setVisibility('visible');
    await screen.findByRole('link', { name: 'Notifications, 5 unread' });
    expect(unreadCountMock).toHaveBeenCalledTimes(2);
  });

  it('stays quiet when the count cannot be loaded', async () => {
    unreadCountMock.mockRejectedValue(new Error('network'));
    render(<Header />);
    await waitFor(() => expect(unreadCountMock).toHaveBeenCalled());
    expect(screen.getByRole('link', { name: 'Notifications' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('stops refreshing after logout', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    render(<Header />);
    await waitFor(() => expect(unreadCountMock).toHaveBeenCalledTimes(1));
    act(() => $user.set(null));
    later(60_000);
    setVisibility('visible');
    expect(unreadCountMock).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('link', { name: /Notifications/ })).toBeNull();
  });
});

describe('account menu keyboard and pointer behaviour', () => {
  beforeEach(() => $user.set(makeUser('ACTIVE')));

  const button = () => screen.getByRole('button', { name: /account menu/ });

  it.each(['Enter', ' ', 'ArrowDown'])('%j opens the menu on the first item', async (key) => {
    render(<Header />);
    fireEvent.keyDown(button(), { key });
    await waitFor(() => expect(document.activeElement?.textContent).toBe('My Account'));
    expect(button().getAttribute('aria-expanded')).toBe('true');
  });

  it('ArrowUp opens the menu on the last item', async () => {
    render(<Header />);
    fireEvent.keyDown(button(), { key: 'ArrowUp' });
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Logout'));
  });

  it('arrows move between items and wrap, Escape closes and returns focus to the button', async () => {
    render(<Header />);
    fireEvent.keyDown(button(), { key: 'ArrowDown' });
    await waitFor(() => expect(document.activeElement?.textContent).toBe('My Account'));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(document.activeElement?.textContent).toBe('Logout');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(document.activeElement?.textContent).toBe('My Account');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
    expect(document.activeElement?.textContent).toBe('Logout');
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button());
    expect(button().getAttribute('aria-expanded')).toBe('false');
  });

  it('a click outside closes the menu', () => {
    render(
      <div>
        <Header />
        <p>Elsewhere</p>
      </div>,
    );
    fireEvent.click(button());
    screen.getByRole('menu');
    fireEvent.pointerDown(screen.getByText('Elsewhere'));
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('Logout in the menu logs out', () => {
    render(<Header />);
    fireEvent.click(button());
    fireEvent.click(screen.getByRole('menuitem', { name: 'Logout' }));
    expect(logout).toHaveBeenCalledTimes(1);
  });

  it('Space on a menu item activates it', async () => {
    render(<Header />);
    fireEvent.keyDown(button(), { key: 'ArrowUp' });
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Logout'));
    fireEvent.keyDown(document.activeElement!, { key: ' ' });
    expect(logout).toHaveBeenCalledTimes(1);
  });
});

describe('phone navigation', () => {
  it('a Menu button shows and hides the navigation; Escape closes it and returns focus', () => {
    render(<Header />);
    const toggle = screen.getByRole('button', { name: 'Menu' });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(toggle.getAttribute('aria-controls')).toBe(nav.id);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    // Open, it says what it does now.
    expect(toggle.textContent).toBe('Close menu');
    expect(nav.classList.contains('nav-open')).toBe(true);
    fireEvent.keyDown(screen.getByRole('link', { name: 'Our Process' }), { key: 'Escape' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
  });

  it('opening the account menu folds the navigation away', () => {
    $user.set(makeUser('ACTIVE'));
    render(<Header />);
    const toggle = screen.getByRole('button', { name: 'Menu' });
    fireEvent.click(toggle);
    fireEvent.click(screen.getByRole('button', { name: /account menu/ }));
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    screen.getByRole('menu');
  });
});

describe('site-url on a partner page', () => {
  it('links point at the site and a click goes there', async () => {
    const { configure } = await import('../../../src/config/widget-config');
    configure({ siteUrl: 'https://tote.example/' });
    const assign = vi.spyOn(location, 'assign').mockImplementation(() => {});
    try {
      render(<Header />);
      const link = screen.getByRole('link', { name: 'Our Process' });
      expect(link.getAttribute('href')).toBe('https://tote.example/#/our-process');
      fireEvent.click(link);
      expect(assign).toHaveBeenCalledWith('https://tote.example/#/our-process');
    } finally {
      assign.mockRestore();
      configure({ siteUrl: '' });
    }
  });
});
