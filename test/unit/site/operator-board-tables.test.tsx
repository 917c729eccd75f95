import { cleanup, fireEvent, render, screen, within } from '../support/testing-library';
import { fulfilmentBoard, fulfilmentRow } from '../support/fulfilment-fixtures';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getFulfilment, listAllEvents, listAllNewsletters, listUpcomingFulfilment } from '../../../src/api/operator';
import type { Fulfilment, FulfilmentBoard } from '../../../src/api/shapes/operator';
import { ContentPage } from '../../../site/operator/content-page';
import { FulfilmentPage } from '../../../site/operator/fulfilment-page';

vi.mock('../../../src/api/operator', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../src/api/operator')>()),
  getFulfilment: vi.fn(),
  listUpcomingFulfilment: vi.fn(),
  listAllNewsletters: vi.fn(),
  listAllEvents: vi.fn(),
}));

afterEach(() => {
  cleanup();
  vi.mocked(getFulfilment).mockReset();
  vi.mocked(listUpcomingFulfilment).mockReset();
  vi.mocked(listAllNewsletters).mockReset();
  vi.mocked(listAllEvents).mockReset();
});

const booking = (bookingId: number, stage: Fulfilment['stage'] = 'TO_SHIP'): Fulfilment =>
  fulfilmentRow({
    bookingId,
    stage,
    wbNo: stage === 'IN_TRANSIT' ? '50001234567' : null,
    shippedAt: stage === 'IN_TRANSIT' ? '2026-11-26T10:00:00.000Z' : null,
  });

/** A board of 50 bookings to ship, 20 a page (the first three of each shown here), and one bag on its way. */
const board = (page: number): FulfilmentBoard =>
  fulfilmentBoard({
    toShip: Array.from({ length: 3 }, (_, i) => booking(1000 + page * 20 + i)),
    inTransit: page === 0 ? [booking(9, 'IN_TRANSIT')] : [],
    counts: { toShip: 50, inTransit: 1, out: 0, dueToday: 0, overdue: 0 },
    page,
  });

function Address() {
  return <output data-testid="address">{useLocation().search}</output>;
}

describe('the fulfilment board in the back office table', () => {
  it('pages every list on the server, keeps the page in the address and the focus on the pager, and keeps the row actions', async () => {
    vi.mocked(getFulfilment).mockImplementation(async (paging) => board(paging?.page ?? 0));
    vi.mocked(listUpcomingFulfilment).mockResolvedValue({ from: '2026-11-27', to: '2026-12-27', bookings: [], total: 0, page: 0, size: 100 });
    render(
      <MemoryRouter initialEntries={['/operator/fulfilment']}>
        <FulfilmentPage />
        <Address />
      </MemoryRouter>,
    );
    const toShip = await screen.findByRole('table', { name: /^To ship by/ });
    expect(vi.mocked(getFulfilment).mock.calls.at(-1)?.[0]).toEqual({ page: 0, size: 20 });
    // Each row keeps its action: the waybill form to ship it; the bag on its way, Mark delivered.
    expect(within(toShip).getByRole('form', { name: 'Ship booking 1000' })).toBeTruthy();
    const onTheWay = screen.getByRole('table', { name: 'On the way to members' });
    expect(within(onTheWay).getByRole('button', { name: 'Mark delivered booking 9' })).toBeTruthy();
    expect(screen.getByText('50 bookings, page 1 of 3.')).toBeTruthy();
    // The list that fits on one page shows no pager; only To ship does.
    expect(screen.getAllByRole('button', { name: 'Next page' })).toHaveLength(1);

    const next = screen.getByRole('button', { name: 'Next page' });
    next.focus();
    fireEvent.click(next);
    await within(toShip).findByRole('link', { name: 'Booking 1020' });
    expect(new URLSearchParams(screen.getByTestId('address').textContent ?? '').get('page')).toBe('1');
    expect(vi.mocked(getFulfilment).mock.calls.at(-1)?.[0]).toEqual({ page: 1, size: 20 });
    expect(screen.getByText('50 bookings, page 2 of 3.')).toBeTruthy();
    expect(document.activeElement).toBe(next);
    expect(next.isConnected).toBe(true);
    // The list with nothing on this page says so in its table.
    expect(within(screen.getByRole('table', { name: 'On the way to members' })).getByText('No bag is on its way.')).toBeTruthy();

    // Past its last page a list offers the way back (every list is on the board's page).
    expect(
      within(screen.getByRole('table', { name: 'On the way to members' }).closest('.data-table')!).getByRole('button', { name: 'Previous page' }),
    ).toBeTruthy();
    fireEvent.click(next);
    await within(toShip).findByRole('link', { name: 'Booking 1040' });
    expect(document.activeElement).toBe(next);
    expect(next.getAttribute('aria-disabled')).toBe('true');
  });
});

describe('the content lists in the back office table', () => {
  it('pages the newsletters on the server under their own name in the address, leaving the events on theirs', async () => {
    const issue = (id: number) => ({ newsLetterId: id, title: `Issue ${id}`, publishedAt: '2026-11-01T04:30:00.000Z' });
    vi.mocked(listAllNewsletters).mockImplementation(async (paging) => (paging?.page ? [issue(1)] : Array.from({ length: 20 }, (_, i) => issue(100 - i))));
    vi.mocked(listAllEvents).mockResolvedValue([]);
    render(
      <MemoryRouter initialEntries={['/operator/content']}>
        <ContentPage />
        <Address />
      </MemoryRouter>,
    );
    const issues = await screen.findByRole('table', { name: 'Newsletters, newest first' });
    await within(issues).findByRole('link', { name: 'Issue 100' });
    expect(within(screen.getByRole('table', { name: /^Club events/ })).getByText(/^No event yet/)).toBeTruthy();
    expect(vi.mocked(listAllNewsletters).mock.calls.at(-1)?.[0]).toEqual({ page: 0, size: 20 });
    // A full page of newsletters may have more after it; the empty events list has no pager.
    const next = screen.getByRole('button', { name: 'Next page' });
    next.focus();
    fireEvent.click(next);
    await within(issues).findByRole('link', { name: 'Issue 1' });
    const address = new URLSearchParams(screen.getByTestId('address').textContent ?? '');
    expect(address.get('issues')).toBe('1');
    expect(address.has('events')).toBe(false);
    expect(vi.mocked(listAllNewsletters).mock.calls.at(-1)?.[0]).toEqual({ page: 1, size: 20 });
    expect(vi.mocked(listAllEvents).mock.calls.every(([paging]) => paging?.page === 0)).toBe(true);
    expect(document.activeElement).toBe(next);
    expect(next.getAttribute('aria-disabled')).toBe('true');
  });
});
