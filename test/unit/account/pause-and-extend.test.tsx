import { act, cleanup, fireEvent, render, screen, waitFor } from '../support/testing-library';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/api/api-error';
import { updateReturnDate } from '../../../src/api/booking';
import { pauseMembership, pauseState, resumeMembership } from '../../../src/api/membership';
import type { PauseState } from '../../../src/api/shapes/membership-pause';
import { $user } from '../../../src/stores/session';
import { ExtendRental, laterDays, latestExtension } from '../../../widgets/account/extend-rental';
import { PauseCard } from '../../../widgets/account/pause-card';
import { sampleBooking, sampleProduct, sampleUser } from '../../support/api-samples';

vi.mock('../../../src/api/membership', () => ({ pauseState: vi.fn(), pauseMembership: vi.fn(), resumeMembership: vi.fn(), userMembership: vi.fn() }));
vi.mock('../../../src/api/booking', () => ({ updateReturnDate: vi.fn(), listBookings: vi.fn(), countBookings: vi.fn() }));

const LIMITS = { minWeeks: 2, maxWeeks: 8, perYear: 2, yearEnds: '2027-03-01' };
const notPaused: PauseState = { ...LIMITS, current: null, canPause: true, reason: null, usedThisYear: 0, membershipEnds: '2026-06-01' };
const paused: PauseState = {
  ...notPaused,
  canPause: false,
  usedThisYear: 1,
  membershipEnds: '2026-06-29',
  current: { pauseId: 1, startDate: '2026-03-02', endDate: '2026-03-30', weeks: 4, status: 'RUNNING' },
};

/** What a browser does when an option is picked: the value, then a bubbling change (Preact listens above the element). */
function choose(select: HTMLElement, value: string) {
  (select as HTMLSelectElement).value = value;
  act(() => {
    select.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

beforeEach(() => {
  // A member of their own: the pause store's key holds the user id, so no answer of another test is reused.
  $user.set(sampleUser({ id: Math.floor(Math.random() * 1e6) + 1, status: { code: 'ACTIVE' } }));
  vi.mocked(pauseState).mockReset();
  vi.mocked(pauseMembership).mockReset();
  vi.mocked(resumeMembership).mockReset();
  vi.mocked(updateReturnDate).mockReset();
});
afterEach(() => cleanup());

describe('<PauseCard>', () => {
  it('offers whole weeks within the limits, pauses, then shows when it runs again with focus on what happened', async () => {
    vi.mocked(pauseState).mockResolvedValueOnce(notPaused).mockResolvedValue(paused);
    vi.mocked(pauseMembership).mockResolvedValue(paused);
    render(<PauseCard />);
    const weeks = await screen.findByLabelText('Pause for');
    expect([...(weeks as HTMLSelectElement).options].map((o) => o.textContent)).toEqual([
      '2 weeks',
      '3 weeks',
      '4 weeks',
      '5 weeks',
      '6 weeks',
      '7 weeks',
      '8 weeks',
    ]);
    expect(screen.getByText(/You can pause 2 times per membership year, for 2 to 8 weeks; 2 left until 01\/03\/2027\./)).toBeTruthy();

    choose(weeks, '4');
    fireEvent.click(screen.getByRole('button', { name: 'Pause membership' }));
    const said = await screen.findByRole('status');
    expect(said.textContent).toBe('Your membership is paused until 30/03/2026. It now ends on 29/06/2026.');
    expect(document.activeElement).toBe(said);
    expect(pauseMembership).toHaveBeenCalledWith({ weeks: 4 });
    await screen.findByRole('button', { name: 'Resume membership now' });
    expect(screen.getByText('Runs again on').nextElementSibling?.textContent).toBe('30/03/2026');
  });

  it('resumes early; a refusal is read out where the action was', async () => {
    vi.mocked(pauseState).mockResolvedValue(paused);
    vi.mocked(resumeMembership)
      .mockRejectedValueOnce(new ApiError('http', 'Your membership is not paused.', 409))
      .mockResolvedValue({ ...notPaused, usedThisYear: 1 });
    render(<PauseCard />);
    fireEvent.click(await screen.findByRole('button', { name: 'Resume membership now' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Your membership is not paused.');
    expect(document.activeElement).toBe(alert);

    vi.mocked(pauseState).mockResolvedValue({ ...notPaused, usedThisYear: 1 });
    fireEvent.click(screen.getByRole('button', { name: 'Resume membership now' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Welcome back: your membership runs again from today and now ends on 01/06/2026.'));
  });

  it('says why a pause cannot start, and is left out when the server has no pauses', async () => {
    vi.mocked(pauseState).mockResolvedValue({ ...notPaused, canPause: false, reason: 'You can pause once the bag you have is back with us.' });
    render(<PauseCard />);
    expect(await screen.findByText('You can pause once the bag you have is back with us.')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    cleanup();

    $user.set(sampleUser({ id: 999_999_999, status: { code: 'ACTIVE' } }));
    vi.mocked(pauseState).mockRejectedValue(new ApiError('http', 'Not found', 404));
    const { container } = render(<PauseCard />);
    await waitFor(() => expect(container.querySelector('section')).toBeNull());
  });
});

describe('<ExtendRental>', () => {
  const open = sampleBooking({
    bookingId: 9,
    startDate: '2026-03-03',
    returnDate: '2026-03-05',
    open: true,
    maxReturnDate: '2026-03-09',
    extendableUntil: '2026-03-07',
    product: sampleProduct({ title: 'Kelly 28' }),
  });

  it('offers the free days after the return day, extends, and says when the pickup now is', async () => {
    vi.mocked(updateReturnDate).mockResolvedValue({ ...open, returnDate: '2026-03-07' });
    render(<ExtendRental booking={open} />);
    expect(screen.getByText(/Return pickup by our courier:/).textContent).toBe('Return pickup by our courier: 05/03/2026');
    fireEvent.click(screen.getByRole('button', { name: 'Extend rental of Kelly 28' }));
    // The choice's code comes on the press; once it is in, the form replaces the button and the choice takes the focus.
    const choice = (await screen.findByLabelText('New return day for Kelly 28')) as HTMLSelectElement;
    expect(document.activeElement).toBe(choice);
    expect([...choice.options].map((o) => o.value)).toEqual(['2026-03-06', '2026-03-07']);
    choose(choice, '2026-03-07');
    fireEvent.click(screen.getByRole('button', { name: 'Extend rental' }));
    const said = await screen.findByRole('status');
    expect(said.textContent).toBe('Rental extended: our courier now collects Kelly 28 on 07/03/2026.');
    expect(document.activeElement).toBe(said);
    expect(updateReturnDate).toHaveBeenCalledWith({ bookingId: 9, returnDate: '2026-03-07' });
  });

  it('shows the server’s refusal under the choice; Cancel gives focus back to the button', async () => {
    vi.mocked(updateReturnDate).mockRejectedValue(
      new ApiError('http', 'Another member has booked this bag from 07/03/2026. You can extend it up to 06/03/2026 at the latest.', 409),
    );
    render(<ExtendRental booking={open} />);
    fireEvent.click(screen.getByRole('button', { name: 'Extend rental of Kelly 28' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Extend rental' }));
    expect((await screen.findByText(/Another member has booked this bag/)).textContent).toContain('up to 06/03/2026');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Extend rental of Kelly 28' }));
  });

  it('knows the latest day from the calendar, else from the plan alone, and none when no later day is free', () => {
    expect(latestExtension(open)).toBe('2026-03-07');
    expect(latestExtension({ ...open, extendableUntil: undefined })).toBe('2026-03-09');
    expect(latestExtension({ ...open, extendableUntil: null })).toBeNull();
    expect(laterDays('2026-02-27', '2026-03-02')).toEqual(['2026-02-28', '2026-03-01', '2026-03-02']);
    render(<ExtendRental booking={{ ...open, extendableUntil: null }} />);
    expect(screen.getByText('No later return day is free for this rental.')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
