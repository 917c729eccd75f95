import { act, cleanup, fireEvent, render, screen, waitFor } from '../support/testing-library';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/api/api-error';
import { countNotifications, listNotifications, readNotifications, unreadCount, type Notification } from '../../../src/api/communication';
import type { User } from '../../../src/api/shapes/user';
import { configure } from '../../../src/config/widget-config';
import { $dialog } from '../../../src/stores/dialog';
import { $user } from '../../../src/stores/session';
import { $unread } from '../../../src/stores/unread-store';
import { Header } from '../../../widgets/header/header';
import { Notifications } from '../../../widgets/notifications/notifications';
import { sampleUser } from '../../support/api-samples';

vi.mock('../../../src/api/communication', () => ({
  unreadCount: vi.fn(),
  listNotifications: vi.fn(),
  countNotifications: vi.fn(),
  readNotifications: vi.fn(),
}));

const list = vi.mocked(listNotifications);
const count = vi.mocked(countNotifications);
const markRead = vi.mocked(readNotifications);

const member: User = sampleUser({ id: 42, username: '9000000002', firstName: 'Asha', lastName: 'Mehra', status: { code: 'ACTIVE' } });
const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();

function note(id: number, overrides: Partial<Notification> = {}): Notification {
  return { id, toUserId: 42, title: `Title ${id}`, message: `Message ${id}`, read: true, createdAt: minutesAgo(id * 90), link: null, ...overrides };
}

/** A promise the test resolves by hand, to look at the screen while a call is in flight. */
function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** What the header's bell would show: the unread store, listened to as the bell does. */
let stopBell: () => void = () => {};
const bell = () => $unread.get().data;

/** The server now counts `n` unread, and the bell asks again (as on the tab coming back). */
function serverUnread(n: number): void {
  vi.mocked(unreadCount).mockResolvedValue(n);
  $unread.invalidate();
}

beforeEach(() => {
  $user.set(member);
  vi.mocked(unreadCount).mockReset().mockResolvedValue(0);
  stopBell = $unread.listen(() => {});
  $dialog.set(null);
  location.hash = '';
  list.mockReset();
  count.mockReset();
  markRead.mockReset();
  count.mockResolvedValue(0);
  markRead.mockResolvedValue(1);
});
afterEach(() => {
  stopBell();
  cleanup();
});

describe('<Notifications> for a member', () => {
  it('shows a loading skeleton while the list is on its way', async () => {
    const pending = deferred<Notification[]>();
    list.mockReturnValue(pending.promise);
    render(<Notifications />);
    expect(screen.getByRole('status').textContent).toBe('Loading your notifications…');
    expect(screen.getByTestId('skeleton').querySelectorAll('li')).toHaveLength(3);
    await act(async () => pending.resolve([]));
    await waitFor(() => expect(screen.queryByTestId('skeleton')).toBeNull());
    expect(screen.getByText('No notifications yet')).toBeTruthy();
  });

  it('lists newest first as the server sends them, marks the unread ones for eyes and screen readers, dates and links them', async () => {
    list.mockResolvedValue([
      note(1, { title: 'Booking confirmed', read: false, link: '/my-profile', createdAt: minutesAgo(5) }),
      note(2, { title: 'Welcome to Tote', read: true, link: '#/members-collection', createdAt: minutesAgo(60 * 24 * 2) }),
      note(3, { title: 'Odd link', link: 'javascript:alert(1)', createdAt: minutesAgo(60 * 24 * 30) }),
    ]);
    count.mockResolvedValue(3);
    render(<Notifications />);

    const items = await screen.findAllByRole('listitem');
    expect(items.map((li) => li.querySelector('h2')?.textContent)).toEqual(['Unread: Booking confirmedNew', 'Welcome to Tote', 'Odd link']);
    expect(items[0].hasAttribute('data-unread')).toBe(true);
    expect(items[1].hasAttribute('data-unread')).toBe(false);
    expect(screen.getByRole('heading', { name: /Unread: Booking confirmed/ })).toBeTruthy();
    expect(screen.getByText('3 notifications, 1 new')).toBeTruthy();

    const times = items.map((li) => li.querySelector('time')!);
    expect(times[0].textContent).toBe('5 minutes ago');
    expect(times[1].textContent).toBe('2 days ago');
    expect(times[2].getAttribute('datetime')).toBe(note(3, { createdAt: times[2].getAttribute('datetime')! }).createdAt);
    expect(times[2].textContent).not.toMatch(/ago/);
    expect(times[0].getAttribute('title')).toBeTruthy();

    const links = screen.getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['#/my-profile', '#/members-collection']);
    fireEvent.click(screen.getByRole('link', { name: /Welcome to Tote/ }));
    expect(location.hash).toBe('#/members-collection');
  });

  it("on a partner page (site-url on another origin) 'View' points at the site, not the partner page", async () => {
    configure({ siteUrl: 'https://tote.example/' });
    list.mockResolvedValue([note(1, { title: 'Booking confirmed', link: '/my-profile' })]);
    try {
      render(<Notifications />);
      const view = await screen.findByRole('link', { name: /Booking confirmed/ });
      expect(view.getAttribute('href')).toBe('https://tote.example/#/my-profile');
    } finally {
      configure({ siteUrl: '' });
    }
  });

  it('opening the screen marks them read and drops the red dot source to 0 at once, before the server answers', async () => {
    serverUnread(2);
    await waitFor(() => expect(bell()).toBe(2));
    list.mockResolvedValue([note(1, { read: false }), note(2, { read: false })]);
    const marking = deferred<unknown>();
    markRead.mockReturnValue(marking.promise);
    render(<Notifications />);
    await screen.findAllByRole('listitem');
    await waitFor(() => expect(markRead).toHaveBeenCalledWith(42));
    expect(bell()).toBe(0);
    // Still marked on this screen, so the member sees which are new.
    expect(screen.getAllByRole('listitem').every((li) => li.hasAttribute('data-unread'))).toBe(true);
    await act(async () => marking.resolve(2));
    expect(bell()).toBe(0);
    // Marked read: nothing to ask the server again.
    expect(unreadCount).toHaveBeenCalledTimes(2);
  });

  it('coming back to the screen after marking does not show them as new again', async () => {
    list.mockResolvedValue([note(1, { read: false })]);
    const first = render(<Notifications />);
    await screen.findAllByRole('listitem');
    await waitFor(() => expect(markRead).toHaveBeenCalledTimes(1));
    first.unmount();
    render(<Notifications />);
    const [item] = await screen.findAllByRole('listitem');
    expect(item.hasAttribute('data-unread')).toBe(false);
    expect(markRead).toHaveBeenCalledTimes(1);
  });

  it('does not call read-notification when nothing is unread', async () => {
    list.mockResolvedValue([note(1)]);
    render(<Notifications />);
    await screen.findAllByRole('listitem');
    expect(markRead).not.toHaveBeenCalled();
    expect(screen.getByText('1 notification')).toBeTruthy();
  });

  it('marks them read on the server when the bell counts one the list shows as read, so the dot does not come back', async () => {
    serverUnread(1);
    await waitFor(() => expect(bell()).toBe(1));
    list.mockResolvedValue([note(1)]);
    render(<Notifications />);
    await screen.findAllByRole('listitem');
    await waitFor(() => expect(markRead).toHaveBeenCalledWith(42));
    expect(bell()).toBe(0);
  });

  it('if marking read fails, the bell gets its unread count back from the server', async () => {
    list.mockResolvedValue([note(1, { read: false }), note(2, { read: false }), note(3)]);
    markRead.mockRejectedValue(new ApiError('network', 'Network error'));
    vi.mocked(unreadCount).mockResolvedValue(2);
    render(<Notifications />);
    await screen.findAllByRole('listitem');
    await waitFor(() => expect(bell()).toBe(2));
  });

  it("shows 'No notifications yet' for an empty list", async () => {
    list.mockResolvedValue([]);
    render(<Notifications />);
    expect(await screen.findByText('No notifications yet')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('shows the error with a Retry that loads again', async () => {
    list.mockRejectedValueOnce(new ApiError('http', 'The notifications service is resting.', 503));
    list.mockResolvedValueOnce([note(1, { title: 'Back again' })]);
    render(<Notifications />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('We could not load your notifications');
    expect(alert.textContent).toContain('The notifications service is resting.');
    fireEvent.click(screen.getByRole('button', { name: /^Retry/ }));
    expect(await screen.findByText('Back again')).toBeTruthy();
    expect(list).toHaveBeenCalledTimes(2);
  });

  it('a network failure says so in plain words', async () => {
    list.mockRejectedValue(new ApiError('network', 'Network error'));
    render(<Notifications />);
    expect((await screen.findByRole('alert')).textContent).toContain('We could not reach Tote');
  });
});

describe('the header bell and the notifications screen share one store', () => {
  it("the header's red dot goes away as soon as the screen shows the list, without a reload", async () => {
    serverUnread(1);
    render(<Header />);
    await waitFor(() => expect(screen.getByTestId('unread-dot')).toBeTruthy());
    expect(screen.getByRole('link', { name: 'Notifications, 1 unread' })).toBeTruthy();

    list.mockResolvedValue([note(1, { title: 'New arrivals', read: false })]);
    markRead.mockReturnValue(new Promise(() => {}));
    render(<Notifications />);
    await screen.findByText('New arrivals');
    await waitFor(() => expect(screen.queryByTestId('unread-dot')).toBeNull());
    expect(screen.getByRole('link', { name: 'Notifications' })).toBeTruthy();
  });
});

describe('<Notifications> for a visitor', () => {
  it('asks to log in and opens the login dialog; nothing is fetched', () => {
    $user.set(null);
    render(<Notifications />);
    expect(screen.getByText('Log in to see your notifications')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: "Member's Login" }));
    expect($dialog.get()).toBe('login');
    expect(list).not.toHaveBeenCalled();
  });

  it('loads the list as soon as the visitor logs in', async () => {
    $user.set(null);
    list.mockResolvedValue([note(1, { title: 'Welcome to Tote' })]);
    render(<Notifications />);
    await act(async () => $user.set(member));
    expect(await screen.findByText('Welcome to Tote')).toBeTruthy();
    expect(list).toHaveBeenCalledWith(42);
  });
});
