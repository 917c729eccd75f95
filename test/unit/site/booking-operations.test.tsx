import { cleanup, fireEvent, render, screen, waitFor } from '../support/testing-library';
import { fulfilmentRow } from '../support/fulfilment-fixtures';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cancelBooking, getBooking } from '../../../src/api/operator-operations';
import type { BookingDetail } from '../../../src/api/shapes/operator-operations';
import { BookingPage } from '../../../site/operator/booking-page';

vi.mock('../../../src/api/operator-operations', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../src/api/operator-operations')>()),
  getBooking: vi.fn(),
  cancelBooking: vi.fn(),
}));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

let nextId = 40;
function booking(over: Partial<BookingDetail> = {}): BookingDetail {
  nextId += 1;
  return {
    ...fulfilmentRow({
      bookingId: nextId,
      startDate: '2026-12-14',
      returnDate: '2026-12-16',
      dispatchDate: '2026-12-12',
      member: { userId: 7, name: 'Neha Sharma', mobile: '7510000000' },
      address: { addressLine1: null, addressLine2: null, city: 'Jaipur', state: 'Rajasthan', zipcode: '302001' },
      bag: { productId: 3, title: 'Kelly 28', brand: 'Hermès', url: 'kelly-28', image: '/media/bags/x.webp' },
    }),
    trackingUrl: null,
    actions: { cancel: true, changeDates: true, changeBag: true },
    ...over,
  };
}

function show(detail: BookingDetail) {
  vi.mocked(getBooking).mockResolvedValue(detail);
  render(
    <MemoryRouter initialEntries={[`/operator/bookings/${detail.bookingId}`]}>
      <Routes>
        <Route path="/operator/bookings/:bookingId" element={<BookingPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('the booking page’s confirmation', () => {
  it('asks before cancelling, quoting what the member will read; going back changes nothing and returns focus; confirming cancels and announces it', async () => {
    const detail = booking();
    show(detail);
    vi.mocked(cancelBooking).mockResolvedValue({ ...detail, stage: 'CANCELLED', actions: { cancel: false, changeDates: false, changeBag: false } });
    fireEvent.change(await screen.findByLabelText('Reason for the member'), { target: { value: 'The bag needs repair.' } });
    const open = screen.getByRole('button', { name: 'Cancel booking…' });
    open.focus();
    fireEvent.click(open);

    const dialog = await screen.findByRole('dialog', { name: 'Cancel the booking of Kelly 28 for Neha Sharma?' });
    expect(dialog.textContent).toContain('What the member will see');
    expect(dialog.textContent).toContain('Booking of Kelly 28 cancelled');
    expect(dialog.textContent).toContain('The bag needs repair.');
    // A destructive action: the safe choice has the focus first.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Go back' }));
    fireEvent.click(screen.getByRole('button', { name: 'Go back' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(open);
    expect(cancelBooking).not.toHaveBeenCalled();

    fireEvent.click(open);
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel booking' }));
    const status = await screen.findByRole('status');
    expect(status.textContent).toBe('The booking of Kelly 28 is cancelled. Neha Sharma has been told.');
    expect(document.activeElement).toBe(status);
    expect(cancelBooking).toHaveBeenCalledWith(detail.bookingId, 'The bag needs repair.');
  });

  it('offers only what is valid: once shipped, no cancel and no other bag, only the return day', async () => {
    show(booking({ stage: 'IN_TRANSIT', wbNo: '51000000001', actions: { cancel: false, changeDates: true, changeBag: false } }));
    const returnDay = await screen.findByLabelText('Return day');
    expect((returnDay as HTMLInputElement).disabled).toBe(false);
    expect((screen.getByLabelText('First day') as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Cancel booking…' })).toBeNull();
    expect(screen.queryByLabelText('Find a bag by name or brand')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Change the return date' })).toBeTruthy();
  });
});
