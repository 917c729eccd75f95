import { cleanup, fireEvent, render, screen, waitFor, within } from '../support/testing-library';
import { fulfilmentBoard, fulfilmentRow } from '../support/fulfilment-fixtures';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/api/api-error';
import { getFulfilment, listUpcomingFulfilment, shipBooking } from '../../../src/api/operator';
import type { Fulfilment, FulfilmentBoard } from '../../../src/api/shapes/operator';
import { FulfilmentPage } from '../../../site/operator/fulfilment-page';

vi.mock('../../../src/api/operator', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../src/api/operator')>()),
  getFulfilment: vi.fn(),
  listUpcomingFulfilment: vi.fn(),
  shipBooking: vi.fn(),
}));

afterEach(() => {
  cleanup();
  vi.mocked(getFulfilment).mockReset();
  vi.mocked(listUpcomingFulfilment).mockReset();
  vi.mocked(shipBooking).mockReset();
});

const toShip = (bookingId: number, member: string, title: string): Fulfilment =>
  fulfilmentRow({
    bookingId,
    startDate: '2026-11-28',
    member: { userId: bookingId * 10, name: member, mobile: '+91 98765 43210' },
    bag: { productId: bookingId, title, brand: 'Vittoria Bruni', url: `/bags/${bookingId}`, image: `/img/${bookingId}.png` },
  });

const ROWS = [toShip(11, 'Asha Mehra', 'Sera Hobo'), toShip(12, 'Ira Sen', 'Luna Tote'), toShip(13, 'Meera Iyer', 'Nova Clutch')];

const board = (rows: Fulfilment[]): FulfilmentBoard => fulfilmentBoard({ leadDays: 1, toShip: rows });

async function showBoard() {
  vi.mocked(listUpcomingFulfilment).mockResolvedValue({ from: '2026-11-27', to: '2026-12-27', bookings: [], total: 0, page: 0, size: 100 });
  render(
    <MemoryRouter initialEntries={['/operator/fulfilment']}>
      <FulfilmentPage />
    </MemoryRouter>,
  );
  return screen.findByRole('table', { name: /^To ship by/ });
}

describe('shipping several of the day’s bookings from the table', () => {
  it('ships the chosen rows with the waybill typed in each; a refused one stays chosen with its waybill and the reason', async () => {
    const shipped = new Set<number>();
    vi.mocked(getFulfilment).mockImplementation(async () => board(ROWS.filter((row) => !shipped.has(row.bookingId))));
    vi.mocked(shipBooking).mockImplementation(async (bookingId, wbNo) => {
      if (wbNo === '50000000002') throw new ApiError('http', 'This waybill number is already on another booking.', 409);
      shipped.add(bookingId);
      return { ...ROWS.find((row) => row.bookingId === bookingId)!, stage: 'IN_TRANSIT', wbNo, shippedAt: '2026-11-27T06:00:00.000Z' };
    });
    const table = await showBoard();
    fireEvent.change(within(table).getByLabelText('Waybill number for booking 11'), { target: { value: '50000000001' } });
    fireEvent.change(within(table).getByLabelText('Waybill number for booking 12'), { target: { value: '50000000002' } });
    fireEvent.click(within(table).getByRole('checkbox', { name: 'Select booking 11' }));
    fireEvent.click(within(table).getByRole('checkbox', { name: 'Select booking 12' }));
    const bar = screen.getByRole('group', { name: 'Chosen bookings to ship' });
    expect(bar.textContent).toContain('2 bookings chosen');
    const ship = within(bar).getByRole('button', { name: 'Ship selected…' });
    ship.focus();
    fireEvent.click(ship);
    // Members are told, so it asks first, naming each booking with its waybill; going back ships nothing.
    let asking = await screen.findByRole('dialog', { name: 'Ship these 2 bookings?' });
    expect(asking.textContent).toContain('Sera Hobo to Asha Mehra (waybill 50000000001); Luna Tote to Ira Sen (waybill 50000000002)');
    expect(asking.textContent).toContain('Each of the 2 members: a notification “(bag) is on its way” with the waybill');
    fireEvent.click(within(asking).getByRole('button', { name: 'Go back' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(ship);
    expect(shipBooking).not.toHaveBeenCalled();
    fireEvent.click(ship);
    asking = await screen.findByRole('dialog', { name: 'Ship these 2 bookings?' });
    fireEvent.click(within(asking).getByRole('button', { name: 'Ship all 2' }));
    const done = await screen.findByText(/^Shipped Sera Hobo to Asha Mehra \(waybill 50000000001\)\. The member has been told/);
    expect(done.textContent).toContain('Not shipped: booking 12: This waybill number is already on another booking.');
    expect(document.activeElement).toBe(done);
    expect(vi.mocked(shipBooking).mock.calls.map(([id, wbNo]) => [id, wbNo])).toEqual([
      [11, '50000000001'],
      [12, '50000000002'],
    ]);
    // The board loads again: the shipped row leaves; the refused one keeps its waybill, its reason and its tick.
    await waitFor(() => expect(within(table).queryByRole('checkbox', { name: 'Select booking 11' })).toBeNull());
    const waybill = within(table).getByLabelText('Waybill number for booking 12') as HTMLInputElement;
    expect(waybill.value).toBe('50000000002');
    expect(waybill.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(waybill.getAttribute('aria-describedby') ?? '')?.textContent).toBe('This waybill number is already on another booking.');
    expect((within(table).getByRole('checkbox', { name: 'Select booking 12' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('group', { name: 'Chosen bookings to ship' }).textContent).toContain('1 booking chosen');
  });

  it('ships nothing while a chosen row has no waybill, and says which', async () => {
    vi.mocked(getFulfilment).mockResolvedValue(board(ROWS));
    const table = await showBoard();
    fireEvent.click(within(table).getByRole('checkbox', { name: 'Select every booking on this page' }));
    fireEvent.change(within(table).getByLabelText('Waybill number for booking 12'), { target: { value: '50000000002' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ship selected…' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Enter the waybill number of booking 11, booking 13 in their rows, then ship again.');
    expect(document.activeElement).toBe(alert);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(shipBooking).not.toHaveBeenCalled();
    expect(within(table).getByLabelText('Waybill number for booking 13').getAttribute('aria-invalid')).toBe('true');
    expect(within(table).getByLabelText('Waybill number for booking 12').getAttribute('aria-invalid')).toBeNull();
  });
});
