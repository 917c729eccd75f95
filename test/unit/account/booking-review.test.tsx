import { act, cleanup, fireEvent, render, screen, waitFor } from '../support/testing-library';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/api/api-error';
import { listMyReviews, saveReview } from '../../../src/api/review';
import type { MyReview } from '../../../src/api/shapes/review';
import { $user } from '../../../src/stores/session';
import { REVIEW_MESSAGES } from '../../../src/validation/review';
import { BookingReview } from '../../../widgets/account/booking-review';
import { sampleBooking, sampleUser } from '../../support/api-samples';

vi.mock('../../../src/api/review', () => ({ listMyReviews: vi.fn(), saveReview: vi.fn() }));

const returned = sampleBooking({ bookingId: 41, status: { name: 'RETURNED' }, open: false, checkedInAt: '2026-03-16T10:00:00.000Z' });
const TEXT = 'Held my laptop and a day of meetings with room to spare.';
const pending: MyReview = {
  reviewId: 9,
  bookingId: 41,
  productId: returned.productId,
  rating: 4,
  text: TEXT,
  status: 'PENDING',
  hasPhoto: true,
  reason: null,
  createdAt: '2026-03-17T10:00:00.000Z',
};

function choosePhoto(input: HTMLElement, file: File) {
  Object.defineProperty(input, 'files', { value: [file], configurable: true });
  act(() => {
    input.dispatchEvent(new Event('change', { bubbles: true }));
  });
}
function type(field: HTMLElement, value: string) {
  fireEvent.input(field, { target: { value } });
}

beforeEach(() => {
  // A member of their own: the reviews store's key holds the user id, so no answer of another test is reused.
  $user.set(sampleUser({ id: Math.floor(Math.random() * 1e6) + 1, status: { code: 'ACTIVE' } }));
  vi.mocked(listMyReviews).mockReset();
  vi.mocked(saveReview).mockReset();
});
afterEach(() => cleanup());

describe('<BookingReview>', () => {
  it('checks the rating, text and photo before sending, with focus on the first thing to put right', async () => {
    vi.mocked(listMyReviews).mockResolvedValue([]);
    render(<BookingReview booking={returned} />);
    fireEvent.click(await screen.findByRole('button', { name: /^Review this bag/ }));
    // The form's code comes on the press; once it is in, the form replaces the button and the first star takes the focus.
    const form = await screen.findByRole('form', { name: /Your review of/ });
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: '1 star' }));

    fireEvent.submit(form);
    expect(screen.getByText(REVIEW_MESSAGES.rating)).toBeTruthy();
    expect(screen.getByText(REVIEW_MESSAGES.textShort)).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: '1 star' }));

    fireEvent.click(screen.getByRole('radio', { name: '5 stars' }));
    type(screen.getByLabelText('Your review'), TEXT);
    choosePhoto(screen.getByLabelText(/A photo of you with the bag/), new File(['%PDF-1.4'], 'bill.pdf', { type: 'application/pdf' }));
    fireEvent.submit(form);
    expect(screen.getByText(REVIEW_MESSAGES.photoType)).toBeTruthy();
    expect(screen.queryByText(REVIEW_MESSAGES.rating)).toBeNull();
    expect(document.activeElement).toBe(screen.getByLabelText(/A photo of you with the bag/));
    expect(saveReview).not.toHaveBeenCalled();
  });

  it('sends the review with its photo and thanks the member, with focus on the thanks', async () => {
    vi.mocked(listMyReviews).mockResolvedValueOnce([]).mockResolvedValue([pending]);
    vi.mocked(saveReview).mockResolvedValue(pending);
    render(<BookingReview booking={returned} />);
    fireEvent.click(await screen.findByRole('button', { name: /^Review this bag/ }));
    fireEvent.click(await screen.findByRole('radio', { name: '4 stars' }));
    type(screen.getByLabelText('Your review'), TEXT);
    const photo = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'me.png', { type: 'image/png' });
    choosePhoto(screen.getByLabelText(/A photo of you with the bag/), photo);
    fireEvent.click(screen.getByRole('button', { name: 'Send your review' }));

    const thanks = await screen.findByRole('status');
    expect(thanks.textContent).toMatch(/^Thank you: your review of .+ is with the club, and appears on the bag’s page once approved\.$/);
    expect(document.activeElement).toBe(thanks);
    expect(saveReview).toHaveBeenCalledWith({ bookingId: 41, rating: 4, text: TEXT, removePhoto: null }, photo);
    await screen.findByText(/is waiting for the club’s check/);
    expect(screen.getByRole('button', { name: /^Edit your review/ })).toBeTruthy();
  });

  it('edits a waiting review from what was sent; a server refusal is read out; a published one is no longer editable', async () => {
    vi.mocked(listMyReviews).mockResolvedValue([pending]);
    vi.mocked(saveReview).mockRejectedValue(new ApiError('http', 'Your review has been published and can no longer be changed.', 409));
    render(<BookingReview booking={returned} />);
    fireEvent.click(await screen.findByRole('button', { name: /^Edit your review/ }));
    expect(((await screen.findByRole('radio', { name: '4 stars' })) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('Your review') as HTMLTextAreaElement).value).toBe(TEXT);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Remove the photo I sent' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save your review' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Your review has been published and can no longer be changed.');
    expect(saveReview).toHaveBeenCalledWith({ bookingId: 41, rating: 4, text: TEXT, removePhoto: true }, null);
    cleanup();

    vi.mocked(listMyReviews).mockResolvedValue([{ ...pending, reviewId: 10, status: 'APPROVED' }]);
    $user.set(sampleUser({ id: Math.floor(Math.random() * 1e6) + 1, status: { code: 'ACTIVE' } }));
    render(<BookingReview booking={returned} />);
    await screen.findByText('Your review (4 stars) is published on the bag’s page.');
    expect(screen.queryByRole('button', { name: /review/i })).toBeNull();
  });

  it('is left out on a backend without reviews, and for a booking not checked in', async () => {
    vi.mocked(listMyReviews).mockRejectedValue(new ApiError('absent', 'absent', 404));
    const { container } = render(<BookingReview booking={returned} />);
    await waitFor(() => expect(listMyReviews).toHaveBeenCalled());
    await act(async () => {});
    expect(container.textContent).toBe('');
    cleanup();
    vi.mocked(listMyReviews).mockResolvedValue([]);
    const out = render(<BookingReview booking={{ ...returned, checkedInAt: null }} />);
    await act(async () => {});
    expect(out.container.textContent).toBe('');
  });
});
