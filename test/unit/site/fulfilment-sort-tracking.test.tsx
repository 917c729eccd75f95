import { cleanup, fireEvent, render, screen, within } from '../support/testing-library';
import { fulfilmentBoard, fulfilmentRow } from '../support/fulfilment-fixtures';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getFulfilment, listUpcomingFulfilment } from '../../../src/api/operator';
import type { Fulfilment, FulfilmentBoard } from '../../../src/api/shapes/operator';
import { FulfilmentPage } from '../../../site/operator/fulfilment-page';

vi.mock('../../../src/api/operator', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../src/api/operator')>()),
  getFulfilment: vi.fn(),
  listUpcomingFulfilment: vi.fn(),
}));

afterEach(() => {
  cleanup();
  vi.mocked(getFulfilment).mockReset();
  vi.mocked(listUpcomingFulfilment).mockReset();
});

const onTheWay = (extra: Partial<Fulfilment> = {}): Fulfilment =>
  fulfilmentRow({ bookingId: 9, stage: 'IN_TRANSIT', wbNo: '50001234567', shippedAt: '2026-11-26T10:00:00.000Z', ...extra });

const board = (inTransit: Fulfilment[]): FulfilmentBoard => fulfilmentBoard({ inTransit });

function Address() {
  return <output data-testid="address">{useLocation().search}</output>;
}

describe('the fulfilment board: sorting and the courier', () => {
  it('asks the server for the order a heading names and keeps it in the address; shows the courier’s word beside a parcel on its way', async () => {
    vi.mocked(getFulfilment).mockResolvedValue(board([onTheWay({ courierStatus: 'OUT FOR DELIVERY', courierCheckedAt: '2026-11-27T05:00:00.000Z' })]));
    vi.mocked(listUpcomingFulfilment).mockResolvedValue({ from: '2026-11-27', to: '2026-12-27', bookings: [], total: 0, page: 0, size: 100 });
    render(
      <MemoryRouter initialEntries={['/operator/fulfilment']}>
        <FulfilmentPage />
        <Address />
      </MemoryRouter>,
    );
    const table = await screen.findByRole('table', { name: /^On the way to members/ });
    expect(within(table).getByText('Out for delivery')).toBeTruthy();
    expect(within(table).getByRole('link', { name: 'Packing slip of booking 9' }).getAttribute('href')).toContain('/operator/bookings/9/packing-slip');
    fireEvent.click(within(table).getByRole('button', { name: /^Booking and member/ }));
    await vi.waitFor(() => expect(vi.mocked(getFulfilment).mock.calls.at(-1)?.[0]).toEqual({ page: 0, size: 20, sort: 'member', dir: 'asc' }));
    const address = new URLSearchParams(screen.getByTestId('address').textContent ?? '');
    expect([address.get('sort'), address.get('dir')]).toEqual(['member', 'asc']);
  });

  it('shows no courier status for a parcel without one (a courier without tracking) and keeps Mark delivered', async () => {
    vi.mocked(getFulfilment).mockResolvedValue(board([onTheWay()]));
    vi.mocked(listUpcomingFulfilment).mockResolvedValue({ from: '2026-11-27', to: '2026-12-27', bookings: [], total: 0, page: 0, size: 100 });
    render(
      <MemoryRouter initialEntries={['/operator/fulfilment']}>
        <FulfilmentPage />
      </MemoryRouter>,
    );
    const table = await screen.findByRole('table', { name: /^On the way to members/ });
    expect(within(table).queryByText(/ · courier: /)).toBeNull();
    expect(within(table).getByRole('button', { name: 'Mark delivered booking 9' })).toBeTruthy();
  });
});
