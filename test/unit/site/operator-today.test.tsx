import { cleanup, render, screen, waitFor, within } from '../support/testing-library';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getOperatorCounts, listApplicationQueue } from '../../../src/api/operator';
import type { QueueItem } from '../../../src/api/shapes/operator';
import { TodayPage } from '../../../site/operator/today-page';

vi.mock('../../../src/api/operator', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../src/api/operator')>()),
  getOperatorCounts: vi.fn(),
  listApplicationQueue: vi.fn(),
}));

afterEach(cleanup);

const application = (userId: number, name: string, submittedAt: string): QueueItem => ({
  userId,
  applicationId: userId + 100,
  mobile: '9876543210',
  name,
  status: 'PENDING',
  city: 'Pune',
  plan: null,
  submittedAt,
  reason: null,
});

describe('the Today dashboard', () => {
  it('names the oldest applications waiting, oldest first, each with its Indian date and a link to its review, and links to the rest', async () => {
    vi.mocked(getOperatorCounts).mockResolvedValue({ applicationsWaiting: 7, reviewsWaiting: 2 });
    vi.mocked(listApplicationQueue).mockResolvedValue([
      application(11, 'Asha Rao', '2026-11-03T06:30:00.000Z'),
      application(12, 'Meera Iyer', '2026-11-20T06:30:00.000Z'),
    ]);
    render(
      <MemoryRouter initialEntries={['/operator']}>
        <TodayPage />
      </MemoryRouter>,
    );
    const section = await screen.findByRole('region', { name: 'Applications waiting, oldest first' });
    await waitFor(() => expect(within(section).getAllByRole('listitem')).toHaveLength(2));
    // The queue's own order and filter: undecided only, oldest submitted first, one short page.
    expect(vi.mocked(listApplicationQueue)).toHaveBeenCalledWith(expect.objectContaining({ status: 'PENDING', sort: 'submitted', dir: 'asc', page: 0 }));
    const [first, second] = within(section).getAllByRole('listitem');
    expect(first.textContent).toContain('Asha Rao, sent on 03/11/2026');
    expect(second.textContent).toContain('Meera Iyer, sent on 20/11/2026');
    expect(within(first).getByRole('link', { name: 'Asha Rao' }).getAttribute('href')).toBe('/operator/applications/11');
    expect(within(section).getByRole('link', { name: 'See all 7 applications waiting' }).getAttribute('href')).toBe('/operator/applications?status=PENDING');
    expect(screen.getByRole('link', { name: '2 reviews waiting for a decision' }).getAttribute('href')).toBe('/operator/reviews');
  });
});
