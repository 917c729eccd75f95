import { cleanup, fireEvent, render, screen, waitFor } from '../support/testing-library';
import { fulfilmentRow } from '../support/fulfilment-fixtures';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listUpcomingFulfilment } from '../../../src/api/operator';
import type { Fulfilment } from '../../../src/api/shapes/operator';
import { UpcomingBookings } from '../../../site/operator/upcoming-bookings';

vi.mock('../../../src/api/operator', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../src/api/operator')>()),
  listUpcomingFulfilment: vi.fn(),
}));

afterEach(cleanup);

function Address() {
  const { search } = useLocation();
  return <output data-testid="search">{search}</output>;
}

const booking: Fulfilment = fulfilmentRow({
  startDate: '2026-12-14',
  returnDate: '2026-12-16',
  dispatchDate: '2026-12-12',
  member: { userId: 7, name: 'Neha Sharma', mobile: '7510000000' },
  address: { addressLine1: null, addressLine2: null, city: 'Jaipur', state: 'Rajasthan', zipcode: '302001' },
  bag: { productId: 3, title: 'Kelly 28', brand: 'Hermès', url: 'kelly-28', image: '/media/bags/x.webp' },
});

describe('the bookings coming up', () => {
  it('asks for the range in the address, shows it in Indian dates, and keeps a new range in the address', async () => {
    vi.mocked(listUpcomingFulfilment).mockImplementation(async (range) => ({
      from: range.from ?? '2026-12-01',
      to: range.to ?? '2026-12-31',
      bookings: range.to === '2026-12-05' ? [] : [booking],
    }));
    render(
      <MemoryRouter initialEntries={['/operator/fulfilment?from=2026-12-01&to=2026-12-31']}>
        <UpcomingBookings />
        <Address />
      </MemoryRouter>,
    );
    const table = await screen.findByRole('table', { name: 'Bookings starting between 01/12/2026 and 31/12/2026, by start day' });
    expect(listUpcomingFulfilment).toHaveBeenCalledWith({ from: '2026-12-01', to: '2026-12-31' });
    expect(Array.from(table.querySelectorAll('tbody td')).map((td) => td.textContent)).toEqual([
      '14/12/2026',
      '12/12/2026',
      '16/12/2026',
      'Hermès Kelly 28',
      'Neha Sharma',
      'Jaipur',
    ]);
    expect(screen.getByRole('link', { name: 'Neha Sharma' }).getAttribute('href')).toBe('/operator/members/7');

    fireEvent.change(screen.getByLabelText('Until'), { target: { value: '2026-12-05' } });
    await waitFor(() => expect(screen.getByTestId('search').textContent).toBe('?from=2026-12-01&to=2026-12-05'));
    expect(await screen.findByText('No booking starts between 01/12/2026 and 05/12/2026.')).toBeTruthy();
    expect(listUpcomingFulfilment).toHaveBeenLastCalledWith({ from: '2026-12-01', to: '2026-12-05' });
  });
});
