import { act, cleanup, fireEvent, render, screen, waitFor } from '../support/testing-library';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/api/api-error';
import { unreadCount } from '../../../src/api/communication';
import { listEvents, registerForEvent } from '../../../src/api/event';
import { getNewsletter, listNewsletters } from '../../../src/api/newsletter';
import type { ClubEvent } from '../../../src/api/shapes/event';
import type { User } from '../../../src/api/shapes/user';
import { readSession, writeSession } from '../../../src/storage/session-storage';
import { $dialog } from '../../../src/stores/dialog';
import { $user } from '../../../src/stores/session';
import { $unread } from '../../../src/stores/unread-store';
import { NewsletterDetailsPage } from '../../../site/pages/newsletter-details-page';
import { NewsletterPage } from '../../../site/pages/newsletter-page';
import { forgetAllQueries } from '../../../src/stores/query';
import { sampleEvent, sampleNewsletter, sampleUser } from '../../support/api-samples';

vi.mock('../../../src/api/newsletter', () => ({ listNewsletters: vi.fn(), getNewsletter: vi.fn() }));
vi.mock('../../../src/api/communication', () => ({ unreadCount: vi.fn() }));
vi.mock('../../../src/api/event', () => ({ listEvents: vi.fn(), registerForEvent: vi.fn(), countEvents: vi.fn() }));
// DOMPurify needs a real browser DOM (happy-dom's is not enough for it); the sanitising
// itself is proven in Chromium by test/browser/notifications.test.ts. Here: where the body goes.
vi.mock('../../../src/ui/safe-html', () => ({
  SafeHtml: ({ html, className }: { html: string; className?: string }) => <div className={className} data-testid="safe-html" data-html={html} />,
}));

const member: User = sampleUser({ id: 42, username: '9000000002', firstName: 'Asha', lastName: 'Mehra', status: { code: 'ACTIVE' } });
const trunkShow: ClubEvent = sampleEvent({
  eventId: 7,
  title: 'Winter trunk show',
  description: 'Try on the winter edit.',
  eventDate: '2026-12-05T13:00:00.000Z',
  city: 'Delhi',
  venue: 'The Courtyard, Mehrauli',
  location: 'The Courtyard, Mehrauli, Delhi',
  seatsLeft: 12,
  registered: false,
});

beforeEach(() => {
  sessionStorage.clear();
  $user.set(null);
  $dialog.set(null);
  vi.mocked(listNewsletters).mockReset().mockResolvedValue([]);
  vi.mocked(getNewsletter).mockReset();
  vi.mocked(listEvents).mockReset().mockResolvedValue([]);
  vi.mocked(registerForEvent).mockReset();
});
afterEach(() => cleanup());

const renderAt = (ui: preact.ComponentChild) => render(<MemoryRouter>{ui as never}</MemoryRouter>);

describe('#/newsletter', () => {
  it('lists the issues with date and summary; choosing one keeps its id in the newsletter session', async () => {
    vi.mocked(listNewsletters).mockResolvedValue([
      sampleNewsletter({ newsLetterId: 5, title: 'Leather care between rentals', summary: 'Three habits.', publishedAt: '2026-11-20T10:00:00.000Z' }),
      sampleNewsletter({ newsLetterId: 4, title: 'New arrivals', summary: null, publishedAt: '2026-11-10T10:00:00.000Z' }),
    ]);
    renderAt(<NewsletterPage />);
    const link = await screen.findByRole('link', { name: 'Leather care between rentals' });
    expect(screen.getByText('Three habits.')).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toContain('New arrivals');
    expect(document.querySelector('time')?.getAttribute('datetime')).toBe('2026-11-20T10:00:00.000Z');
    fireEvent.click(link);
    expect(readSession('newsletter')).toBe(5);
  });

  it('reads issues and events of a backend that sends only the ids the spec names', async () => {
    vi.mocked(listNewsletters).mockResolvedValue([{ newsLetterId: 11 }]);
    vi.mocked(listEvents).mockResolvedValue([{ eventId: 3 }]);
    renderAt(<NewsletterPage />);
    const link = await screen.findByRole('link', { name: 'Newsletter no. 11' });
    expect(await screen.findByRole('heading', { name: 'Club event' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Log in to register' })).toBeTruthy();
    fireEvent.click(link);
    expect(readSession('newsletter')).toBe(11);
  });

  it("says 'No newsletters yet' for none, and offers Retry after an error", async () => {
    vi.mocked(listNewsletters).mockRejectedValueOnce(new ApiError('http', 'Down for a moment.', 503));
    renderAt(<NewsletterPage />);
    expect((await screen.findByRole('alert')).textContent).toContain('Down for a moment.');
    fireEvent.click(screen.getByRole('button', { name: 'Retry the newsletters' }));
    expect(await screen.findByText('No newsletters yet')).toBeTruthy();
  });

  it('shows club events; a visitor is asked to log in to register', async () => {
    vi.mocked(listEvents).mockResolvedValue([trunkShow, { ...trunkShow, eventId: 8, title: 'Styling brunch', seatsLeft: 0 }]);
    renderAt(<NewsletterPage />);
    expect(await screen.findByRole('heading', { name: 'Winter trunk show' })).toBeTruthy();
    expect(screen.getAllByText('The Courtyard, Mehrauli, Delhi')).toHaveLength(2);
    expect(screen.getByText('12 seats left')).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: 'Log in to register' })[0]);
    expect($dialog.get()).toBe('login');
  });

  it('a member registers once; a full event cannot be chosen', async () => {
    $user.set(member);
    vi.mocked(listEvents).mockResolvedValue([trunkShow, { ...trunkShow, eventId: 8, title: 'Styling brunch', seatsLeft: 0 }]);
    vi.mocked(registerForEvent).mockResolvedValue(undefined);
    // The header's bell, listening: nothing unread yet.
    vi.mocked(unreadCount).mockResolvedValue(0);
    const stopBell = $unread.listen(() => {});
    await waitFor(() => expect($unread.get().data).toBe(0));
    vi.mocked(unreadCount).mockResolvedValue(1);
    renderAt(<NewsletterPage />);
    const full = (await screen.findByRole('button', { name: /Fully booked/ })) as HTMLButtonElement;
    expect(full.disabled).toBe(true);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Register for Winter trunk show' }));
    });
    expect(registerForEvent).toHaveBeenCalledWith({ eventId: 7, userId: 42 });
    expect(await screen.findByText('You are registered. See you there!')).toBeTruthy();
    expect(screen.getByText('11 seats left')).toBeTruthy();
    expect(screen.getByText('✓ You are registered')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Register for Winter trunk show' })).toBeNull();
    // The server's "Registered" notification lights the header's bell straight away.
    await waitFor(() => expect($unread.get().data).toBe(1));
    expect(unreadCount).toHaveBeenCalledWith(42);
    stopBell();
  });

  it("the server's 409 'already registered' is shown kindly and the event marked as registered", async () => {
    $user.set(member);
    vi.mocked(listEvents).mockResolvedValue([trunkShow]);
    vi.mocked(registerForEvent).mockRejectedValue(new ApiError('http', 'You are already registered for this event', 409));
    renderAt(<NewsletterPage />);
    const register = await screen.findByRole('button', { name: 'Register for Winter trunk show' });
    await act(async () => {
      fireEvent.click(register);
    });
    expect(await screen.findByText('You are already registered for this event')).toBeTruthy();
    expect(screen.getByText('✓ You are registered')).toBeTruthy();
  });
});

describe('#/newsletter-details', () => {
  it('reads the issue named by the newsletter session and hands its body to SafeHtml', async () => {
    writeSession('newsletter', 5);
    vi.mocked(getNewsletter).mockResolvedValue(
      sampleNewsletter({
        newsLetterId: 5,
        title: 'Leather care between rentals',
        content: '<p>Let it breathe.</p>',
        publishedAt: '2026-11-20T10:00:00.000Z',
      }),
    );
    renderAt(<NewsletterDetailsPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Leather care between rentals' })).toBeTruthy();
    expect(getNewsletter).toHaveBeenCalledWith(5);
    expect(screen.getByTestId('safe-html').getAttribute('data-html')).toBe('<p>Let it breathe.</p>');
    await waitFor(() => expect(document.title).toBe('Leather care between rentals · Tote'));
    expect(screen.getAllByRole('link', { name: '← All newsletters' }).length).toBeGreaterThan(0);
  });

  it('without a newsletter session it points back to the list, and calls nothing', () => {
    renderAt(<NewsletterDetailsPage />);
    expect(screen.getByText('Choose an issue to read from the list of newsletters.')).toBeTruthy();
    expect(getNewsletter).not.toHaveBeenCalled();
  });

  it('a 404 says the issue is no longer available; other errors offer Retry', async () => {
    writeSession('newsletter', 9);
    vi.mocked(getNewsletter).mockRejectedValueOnce(new ApiError('http', 'Not found', 404));
    renderAt(<NewsletterDetailsPage />);
    expect((await screen.findByRole('alert')).textContent).toContain('This newsletter is no longer available');
    expect(screen.queryByRole('button', { name: /^Retry/ })).toBeNull();
    cleanup();
    // Another visit, after the cached answer has gone.
    forgetAllQueries();

    vi.mocked(getNewsletter).mockRejectedValueOnce(new ApiError('network', 'Network error'));
    vi.mocked(getNewsletter).mockResolvedValueOnce(sampleNewsletter({ newsLetterId: 9, title: 'Back online', content: '' }));
    renderAt(<NewsletterDetailsPage />);
    expect((await screen.findByRole('alert')).textContent).toContain('We could not reach Tote');
    fireEvent.click(screen.getByRole('button', { name: 'Retry the newsletter' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Back online' })).toBeTruthy();
  });
});
