import { act, cleanup, fireEvent, render, screen, waitFor, within } from '../support/testing-library';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/api/api-error';
import { checkBookingExpiry, countBookings, listBookings, saveBooking, updateReturnDate } from '../../../src/api/booking';
import { getProduct, getProductByUrl, similarProducts } from '../../../src/api/product';
import type { Booking } from '../../../src/api/shapes/booking';
import type { Product } from '../../../src/api/shapes/product';
import type { UserStatus } from '../../../src/api/shapes/user';
import { joinWaitingList, leaveWaitingList } from '../../../src/api/waiting';
import { readSession, writeSession } from '../../../src/storage/session-storage';
import { $user } from '../../../src/stores/session';
import { trackEvent } from '../../../src/tracking/pixel';
import { BookingPage, loadBookingParts } from '../../../widgets/booking/booking';
import { addMonths } from '../../../widgets/booking/calendar-model';
import { addDays, todayIso } from '../../../widgets/booking/dates';
import { typedDay } from '../../../widgets/booking/typed-day';
import { settle } from '../support/settle';
import { sampleBooking, sampleExpiry, sampleProduct, sampleUser, sampleWaitingEntry, somePictures } from '../../support/api-samples';

vi.mock('../../../src/api/product', () => ({ getProduct: vi.fn(), getProductByUrl: vi.fn(), similarProducts: vi.fn() }));
vi.mock('../../../src/api/booking', () => ({
  checkBookingExpiry: vi.fn(),
  saveBooking: vi.fn(),
  updateReturnDate: vi.fn(),
  listBookings: vi.fn(),
  countBookings: vi.fn(),
}));
vi.mock('../../../src/api/waiting', () => ({ joinWaitingList: vi.fn(), leaveWaitingList: vi.fn() }));
vi.mock('../../../src/api/favourite', () => ({
  listFavourites: vi.fn(async () => []),
  mergeFavourites: vi.fn(),
}));
vi.mock('../../../src/api/favourite-writes', () => ({ saveFavourite: vi.fn(), deleteFavourite: vi.fn() }));
vi.mock('../../../src/tracking/pixel', () => ({ trackEvent: vi.fn() }));

const TODAY = todayIso();
const day = (n: number) => addDays(TODAY, n);
const USER_ID = 7;

function bag(overrides: Partial<Product> = {}): Product {
  return sampleProduct({
    productId: 12,
    title: 'Crescent Hobo',
    url: 'crescent-hobo',
    brand: 'Lune Paris',
    description: 'A soft hobo in tan leather.',
    pictures: somePictures(12, 'Crescent Hobo', ['front', 'angle']),
    retailPrice: 2400,
    available: true,
    nextAvailableDate: TODAY,
    bookedRanges: [],
    attributes: [
      { attributeName: 'Colour', value: 'Tan', attributeValueId: 21 },
      { attributeName: 'Occasion', value: 'Work', attributeValueId: 31 },
      { attributeName: 'Occasion', value: 'Evening', attributeValueId: 32 },
    ],
    ...overrides,
  });
}

function booking(overrides: Partial<Booking> = {}): Booking {
  return sampleBooking({
    bookingId: 55,
    productId: 12,
    userId: USER_ID,
    startDate: day(2),
    returnDate: day(8),
    status: { name: 'BOOKED' },
    open: true,
    maxReturnDate: day(15),
    product: bag(),
    ...overrides,
  });
}

function signIn(code: UserStatus) {
  $user.set(sampleUser({ id: USER_ID, username: '9000000002', firstName: 'Asha', lastName: 'Mehra', status: { code } }));
}

function pick(label: string | RegExp, value: string, root: HTMLElement = document.body) {
  const input = within(root).getByLabelText(label) as HTMLInputElement;
  fireEvent.input(input, { target: { value } });
  return input;
}

const bookForm = () => screen.getByRole('form', { name: 'Book this bag' });

/** Book this bag (the days are checked), then on the summary tick the agreement (unless told not to) and Confirm. */
async function bookAndConfirm({ tick = true } = {}) {
  fireEvent.click(screen.getByRole('button', { name: 'Book this bag' }));
  await settle();
  if (tick) fireEvent.click(screen.getByRole('checkbox', { name: 'I have read and accept the rental agreement' }));
  fireEvent.click(screen.getByRole('button', { name: 'Confirm booking' }));
  await settle();
}

// The parts fetched on demand are in with the first test, each render shows them at once.
beforeAll(async () => {
  await loadBookingParts();
});

beforeEach(() => {
  sessionStorage.clear();
  location.hash = '#/book-bag/crescent-hobo';
  $user.set(null);
  vi.mocked(getProductByUrl).mockReset().mockResolvedValue(bag());
  vi.mocked(getProduct).mockReset().mockResolvedValue(bag());
  vi.mocked(similarProducts).mockReset().mockResolvedValue([]);
  vi.mocked(checkBookingExpiry)
    .mockReset()
    .mockResolvedValue(sampleExpiry({ expired: false, expiryDate: day(60), planName: 'Signature', maxRentalDays: 14, bagsAtATime: 2 }));
  vi.mocked(saveBooking).mockReset();
  vi.mocked(updateReturnDate).mockReset();
  vi.mocked(listBookings).mockReset().mockResolvedValue([]);
  vi.mocked(countBookings).mockReset().mockResolvedValue(0);
  vi.mocked(joinWaitingList)
    .mockReset()
    .mockResolvedValue(sampleWaitingEntry({ productId: 12, userId: USER_ID }));
  vi.mocked(leaveWaitingList).mockReset().mockResolvedValue(undefined);
  vi.mocked(trackEvent).mockReset();
});

afterEach(() => cleanup());

describe('the bag', () => {
  it('shows a skeleton while loading, then photos, brand, title, description, attributes and availability', async () => {
    let resolve!: (p: Product) => void;
    vi.mocked(getProductByUrl).mockReturnValue(new Promise((r) => (resolve = r)));
    render(<BookingPage productUrl="crescent-hobo" productId={null} />);
    expect(screen.getByLabelText('Loading the bag').getAttribute('aria-busy')).toBe('true');
    await act(async () => resolve(bag({ bookedRanges: [{ startDate: day(20), returnDate: day(25) }] })));
    await settle();
    expect(getProductByUrl).toHaveBeenCalledWith('crescent-hobo');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Crescent Hobo');
    expect(screen.getByText('Lune Paris')).toBeTruthy();
    expect(screen.getByText('A soft hobo in tan leather.')).toBeTruthy();
    expect(screen.getByText('Work, Evening')).toBeTruthy();
    expect(screen.getByText('₹2,400')).toBeTruthy();
    const main = screen.getByRole('img', { name: 'Crescent Hobo, front' });
    expect(main.getAttribute('src')).toBe('/media/bags/bag-12/front-640.0123456789.webp');
    expect(main.getAttribute('srcset')).toContain('front-960.0123456789.webp 960w');
    expect([main.getAttribute('width'), main.getAttribute('height')]).toEqual(['960', '1200']);
    const thumbs = screen.getByRole('list', { name: 'Pictures of this bag' });
    expect(within(thumbs).getByRole('button', { name: 'Picture 1 of 2: Crescent Hobo, front' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(within(thumbs).getByRole('button', { name: 'Picture 2 of 2: Crescent Hobo, angle' }));
    expect(screen.getByRole('img', { name: 'Crescent Hobo, angle' }).getAttribute('src')).toBe('/media/bags/bag-12/angle-640.0123456789.webp');
    // The arrow keys move along the thumbnails, showing each picture and keeping focus on its button.
    fireEvent.keyDown(within(thumbs).getByRole('button', { name: /Picture 2 of 2/ }), { key: 'ArrowRight' });
    expect(screen.getByRole('img', { name: 'Crescent Hobo, front' })).toBeTruthy();
    expect(document.activeElement).toBe(within(thumbs).getByRole('button', { name: /Picture 1 of 2/ }));
    const availability = screen.getByRole('region', { name: 'Availability' });
    expect(availability.textContent).toContain('Available now');
    expect(availability.textContent).toMatch(/Next booked .+ to .+\./);
    expect(readSession<Product>('product')!.url).toBe('crescent-hobo');
  });

  it('loads by id where only the id is known', async () => {
    render(<BookingPage productUrl={null} productId={12} />);
    await settle();
    expect(getProduct).toHaveBeenCalledWith(12);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Crescent Hobo');
  });

  it('shows the bag from the product session at once on a reload, then the fresh copy', async () => {
    writeSession('product', bag({ title: 'Saved Hobo' }));
    let answer!: (product: Product) => void;
    vi.mocked(getProductByUrl).mockReturnValue(new Promise((resolve) => (answer = resolve)));
    render(<BookingPage productUrl="crescent-hobo" productId={null} />);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Saved Hobo');
    await act(async () => answer(bag()));
    await waitFor(() => expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Crescent Hobo'));
  });

  it('says so when the bag does not exist, with a way back', async () => {
    vi.mocked(getProductByUrl).mockRejectedValue(new ApiError('http', 'Product not found', 404));
    render(<BookingPage productUrl="nope" productId={null} />);
    await settle();
    expect(screen.getByText('We could not find this bag')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the collection' }).getAttribute('href')).toBe('#/members-collection');
  });

  it('a failed load offers Retry', async () => {
    vi.mocked(getProductByUrl).mockRejectedValueOnce(new ApiError('http', 'Database unavailable', 503));
    render(<BookingPage productUrl="crescent-hobo" productId={null} />);
    await settle();
    expect(screen.getByRole('alert').textContent).toContain('Database unavailable');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await settle();
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Crescent Hobo');
  });
});

describe('who can book', () => {
  it.each<[UserStatus | null, string]>([
    [null, 'Apply'],
    ['DRAFT', 'Complete your application'],
    ['PENDING', 'See where it stands'],
    ['EXPIRE', 'Renew your membership'],
  ])('a %s user sees the bag and the membership banner, not the booking form', async (status, action) => {
    if (status) signIn(status);
    render(<BookingPage productUrl="crescent-hobo" productId={null} />);
    await settle();
    const banner = screen.getByRole('region', { name: 'Membership' });
    expect(within(banner).getByText(action)).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Book this bag' })).toBeNull();
    expect(checkBookingExpiry).not.toHaveBeenCalled();
  });
});

describe('booking as an ACTIVE member', () => {
  beforeEach(() => signIn('ACTIVE'));

  it('states the plan limits; the summary before booking says delivery, address, pickup, cost and damage, the agreement linked before its box', async () => {
    $user.set(
      sampleUser({
        id: USER_ID,
        status: { code: 'ACTIVE' },
        userAddress: { addressLine1: '14 Carter Road', addressLine2: 'Bandra West', city: 'Mumbai', state: 'Maharashtra', zipcode: '400050' },
      }),
    );
    render(<BookingPage productUrl="crescent-hobo" productId={null} />);
    await settle();
    const limits = within(bookForm()).getByRole('list', { name: 'Your plan' });
    expect(
      within(limits)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Signature plan', 'Up to 14 days a rental', '2 bags at a time', expect.stringMatching(/^Book until /)]);
    pick('First day', day(4));
    pick('Return day', day(6));
    fireEvent.click(screen.getByRole('button', { name: 'Book this bag' }));
    await settle();
    const summary = screen.getByRole('form', { name: 'Check your booking of Crescent Hobo' });
    expect(document.activeElement).toBe(within(summary).getByRole('heading'));
    const text = summary.textContent!;
    expect(text).toMatch(/: 3 days/);
    expect(text).toContain('10 am to 7 pm');
    expect(text).toContain('14 Carter RoadBandra WestMumbai, Maharashtra 400050');
    expect(text).toContain('Nothing to pay. Your Signature plan covers the rental, delivery, the return pickup and cleaning.');
    // 25% of the bag's ₹2,400 retail value.
    expect(text).toContain('at most 25% of the retail value (₹600 for this bag)');
    expect(within(summary).getByRole('link', { name: 'Change your delivery address in My Account' }).getAttribute('href')).toBe('#/my-profile');
    const link = within(summary).getByRole('link', { name: 'rental agreement' });
    expect(link.getAttribute('href')).toBe('#/product-rental-agreement');
    const box = within(summary).getByRole('checkbox', { name: 'I have read and accept the rental agreement' });
    expect(link.compareDocumentPosition(box) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // Back to the days: they are kept, focus on the Book button.
    fireEvent.click(within(summary).getByRole('button', { name: 'Change dates' }));
    await settle();
    expect((screen.getByLabelText('Return day') as HTMLInputElement).value).toBe(day(6));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Book this bag' }));
  });

  it('books: check-expiry with the chosen days first, then save, then the cart event', async () => {
    vi.mocked(saveBooking).mockResolvedValue(booking({ startDate: day(2), returnDate: day(8) }));
    render(<BookingPage productUrl="crescent-hobo" productId={null} />);
    await settle();
    pick('First day', day(2));
    pick('Return day', day(8));
    vi.mocked(checkBookingExpiry).mockResolvedValueOnce(sampleExpiry({ expired: false, covers: true, expiryDate: day(60) }));
    await bookAndConfirm();
    const dated = vi.mocked(checkBookingExpiry).mock.calls.findIndex((call) => call[1] !== undefined);
    expect(vi.mocked(checkBookingExpiry).mock.calls[dated]).toEqual([USER_ID, { startDate: day(2), returnDate: day(8) }]);
    expect(saveBooking).toHaveBeenCalledWith({ productId: 12, userId: USER_ID, startDate: day(2), returnDate: day(8) });
    const checkOrder = vi.mocked(checkBookingExpiry).mock.invocationCallOrder[dated];
    expect(checkOrder).toBeLessThan(vi.mocked(saveBooking).mock.invocationCallOrder[0]);
    expect(trackEvent).toHaveBeenCalledWith('cart', expect.objectContaining({ content_ids: '12' }));
    expect(screen.getByText(/Crescent Hobo is yours from/)).toBeTruthy();
    // The Confirm button went with the summary: focus is on the confirmation, not lost to the page body.
    expect(document.activeElement?.textContent).toMatch(/^Booked/);
    const confirmation = screen.getByRole('region', { name: 'Booked: Crescent Hobo is yours' });
    expect(
      within(confirmation)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(expect.arrayContaining([expect.stringMatching(/we hand the bag to the courier/)]));
    expect(within(confirmation).getByRole('button', { name: 'Add to my calendar (.ics)' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Book other days' }));
    await settle();
    // Back on the calendar, on the first free day.
    expect(document.activeElement?.getAttribute('data-day')).toBe(TODAY);
    // My bookings, the bag's booked days and the plan's open bookings are fetched again (invalidated by key, no refresh counter).
    expect(listBookings).toHaveBeenCalledTimes(2);
    expect(getProductByUrl).toHaveBeenCalledTimes(2);
  });

  it('typed days (dd/mm/yyyy) work like the calendar: no error mid-typing, the right weekday, a clear word for an impossible date', async () => {
    vi.mocked(saveBooking).mockResolvedValue(booking({ startDate: day(3), returnDate: day(6) }));
    render(<BookingPage productUrl="crescent-hobo" productId={null} />);
    await settle();
    const first = typedDay(day(3));
    // Typed a key at a time, as a member does: no message and no throw on the way.
    for (let n = 1; n <= first.length; n++) pick('First day', first.slice(0, n));
    expect(within(bookForm()).queryAllByRole('alert')).toEqual([]);
    const weekday = new Intl.DateTimeFormat('en-US', { weekday: 'short', timeZone: 'UTC' }).format(new Date(`${day(3)}T00:00:00Z`));
    const hint = bookForm().querySelector('.pick-hint')!.textContent!;
    expect(hint).toMatch(new RegExp(`^First day ${weekday}, `));
    expect(
      bookForm()
        .querySelector(`[data-day="${day(3)}"]`)!
        .getAttribute('aria-selected'),
    ).toBe('true');
    const year = day(3).slice(0, 4);
    pick('Return day', `31/02/${year}`);
    expect(within(bookForm()).getByRole('alert').textContent).toBe(`There is no 31 February ${year}: February has ${Number(year) % 4 ? 28 : 29} days.`);
    expect(screen.getByLabelText('Return day').getAttribute('aria-invalid')).toBe('true');
    pick('Return day', typedDay(day(6)));
    vi.mocked(checkBookingExpiry).mockResolvedValueOnce(sampleExpiry({ covers: true, expiryDate: day(60) }));
    await bookAndConfirm();
    expect(saveBooking).toHaveBeenCalledWith({ productId: 12, userId: USER_ID, startDate: day(3), returnDate: day(6) });
  });

  it('will not book until the rental agreement is ticked', async () => {
    render(<BookingPage productUrl="crescent-hobo" productId={null} />);
    await settle();
    pick('First day', day(2));
    pick('Return day', day(5));
    await bookAndConfirm({ tick: false });
    const message = screen.getByText('Please accept the rental agreement to book.');
    expect(message.getAttribute('role')).toBe('alert');
    // Tied to the checkbox and right under it.
    const checkbox = screen.getByRole('checkbox', { name: /rental agreement/ });
    expect(checkbox.getAttribute('aria-describedby')).toBe(message.id);
    expect(checkbox.closest('label')!.nextElementSibling).toBe(message);
    expect(saveBooking).not.toHaveBeenCalled();
    expect(checkBookingExpiry).toHaveBeenCalledTimes(1);
  });

  it('checks the days against the plan and the booked ranges before asking the server', async () => {
    vi.mocked(getProductByUrl).mockResolvedValue(bag({ bookedRanges: [{ startDate: day(10), returnDate: day(12) }] }));
    render(<BookingPage productUrl="crescent-hobo" productId={null} />);
    await settle();
    pick('First day', day(1));
    pick('Return day', day(20));
    fireEvent.click(screen.getByRole('button', { name: 'Book this bag' }));
    await settle();
    expect(screen.getByText('Your plan allows up to 14 days a rental.')).toBeTruthy();
    pick('Return day', day(11));
    fireEvent.click(screen.getByRole('button', { name: 'Book this bag' }));
    await settle();
    expect(screen.getByText(/The bag is booked from .+\. Choose days outside that booking\./)).toBeTruthy();
    pick('Return day', '');
    pick('First day', day(-1));
    fireEvent.click(screen.getByRole('button', { name: 'Book this bag' }));
    await settle();
    expect(screen.getByText('The first day cannot be in the past.')).toBeTruthy();
    expect(screen.getByText('Choose the day you will return the bag.')).toBeTruthy();
    expect(saveBooking).not.toHaveBeenCalled();
  });

  it("a membership that does not cover the days shows the server's reason and books nothing", async () => {
    render(<BookingPage productUrl="crescent-hobo" productId={null} />);
    await settle();
    pick('First day', day(2));
    pick('Return day', day(4));
    vi.mocked(checkBookingExpiry).mockResolvedValueOnce(
      sampleExpiry({ expired: false, covers: false, message: 'You already have 2 bags booked, the most your plan allows.' }),
    );
    await bookAndConfirm();
    expect(screen.getByRole('alert').textContent).toBe('You already have 2 bags booked, the most your plan allows.');
    expect(saveBooking).not.toHaveBeenCalled();
  });

  it("a server refusal (409) shows the server's message and keeps what was chosen", async () => {
    vi.mocked(saveBooking).mockRejectedValue(new ApiError('http', 'Someone has just booked this bag for these days.', 409));
    render(<BookingPage productUrl="crescent-hobo" productId={null} />);
    await settle();
    pick('First day', day(2));
    pick('Return day', day(4));
    await bookAndConfirm();
    expect(screen.getByRole('alert').textContent).toBe('Someone has just booked this bag for these days.');
    expect((screen.getByRole('checkbox', { name: /rental agreement/ }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Change dates' }));
    await settle();
    expect((screen.getByLabelText('First day') as HTMLInputElement).value).toBe(day(2));
    expect((screen.getByLabelText('Return day') as HTMLInputElement).value).toBe(day(4));
    expect(trackEvent).not.toHaveBeenCalled();
  });
});

describe('waiting list', () => {
  beforeEach(() => signIn('ACTIVE'));

  it('a bag out on loan can be wait-listed (wishlist event) and left again', async () => {
    vi.mocked(getProductByUrl).mockResolvedValue(
      bag({ available: false, nextAvailableDate: day(6), bookedRanges: [{ startDate: day(-2), returnDate: day(5) }], waitlisted: false }),
    );
    render(<BookingPage productUrl="crescent-hobo" productId={null} />);
    await settle();
    const waitlist = screen.getByRole('region', { name: 'Waiting list' });
    expect(waitlist.textContent).toContain('It is free again from');
    fireEvent.click(within(waitlist).getByRole('button', { name: 'Join the waiting list' }));
    await settle();
    expect(joinWaitingList).toHaveBeenCalledWith({ productId: 12, userId: USER_ID });
    expect(trackEvent).toHaveBeenCalledWith('wishlist', expect.objectContaining({ content_ids: '12' }));
    expect(within(waitlist).getByRole('status').textContent).toContain('You are on the waiting list');
    fireEvent.click(within(waitlist).getByRole('button', { name: 'Leave the waiting list' }));
    await settle();
    expect(leaveWaitingList).toHaveBeenCalledWith(12, USER_ID);
    expect(within(waitlist).getByRole('status').textContent).toBe('You have left the waiting list.');
    expect(within(waitlist).getByRole('button', { name: 'Join the waiting list' })).toBeTruthy();
  });

  it("a member already on the list is offered to leave it; a refusal shows the server's message", async () => {
    vi.mocked(getProductByUrl).mockResolvedValue(bag({ available: false, waitlisted: true }));
    vi.mocked(leaveWaitingList).mockRejectedValue(new ApiError('http', 'You are not on this waiting list.', 404));
    render(<BookingPage productUrl="crescent-hobo" productId={null} />);
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Leave the waiting list' }));
    await settle();
    expect(screen.getByRole('alert').textContent).toBe('You are not on this waiting list.');
  });

  it('a free bag offers no waiting list', async () => {
    render(<BookingPage productUrl="crescent-hobo" productId={null} />);
    await settle();
    expect(screen.queryByRole('region', { name: 'Waiting list' })).toBeNull();
  });
});

describe('my bookings', () => {
  beforeEach(() => signIn('ACTIVE'));

  it("lists the member's bookings of this bag alone and changes the return date of an open one", async () => {
    // A backend that ignores our productId sends another bag's booking too: the page leaves it out.
    vi.mocked(listBookings).mockResolvedValue([
      booking(),
      booking({ bookingId: 57, productId: 99 }),
      booking({ bookingId: 56, open: false, status: { name: 'RETURNED' }, startDate: day(-20), returnDate: day(-10) }),
    ]);
    vi.mocked(countBookings).mockResolvedValue(3);
    vi.mocked(updateReturnDate).mockResolvedValue(booking({ returnDate: day(10) }));
    render(<BookingPage productUrl="crescent-hobo" productId={null} />);
    await settle();
    expect(listBookings).toHaveBeenCalledWith({ userId: USER_ID, page: 0, size: 5, productId: 12 });
    expect(countBookings).toHaveBeenCalledWith({ userId: USER_ID, productId: 12 });
    const section = screen.getByRole('region', { name: 'My bookings' });
    const rows = within(section).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0].textContent).toContain('Upcoming');
    expect(rows[1].textContent).toContain('Returned');
    expect(within(rows[1]).queryByRole('button', { name: /Change return date/ })).toBeNull();

    fireEvent.click(within(rows[0]).getByRole('button', { name: 'Change return date of Crescent Hobo' }));
    await settle();
    expect(document.activeElement).toBe(within(rows[0]).getByLabelText('New return date'));
    pick('New return date', day(20), rows[0]);
    fireEvent.click(within(rows[0]).getByRole('button', { name: 'Save return date' }));
    await settle();
    expect(within(rows[0]).getByRole('alert').textContent).toMatch(/^Your plan allows a return by .+ at the latest\.$/);
    expect(updateReturnDate).not.toHaveBeenCalled();

    pick('New return date', day(10), rows[0]);
    fireEvent.click(within(rows[0]).getByRole('button', { name: 'Save return date' }));
    await settle();
    expect(updateReturnDate).toHaveBeenCalledWith({ bookingId: 55, returnDate: day(10) });
    expect(within(rows[0]).getByRole('status').textContent).toMatch(/^Return date changed to /);
    expect(document.activeElement).toBe(within(rows[0]).getByRole('button', { name: 'Change return date of Crescent Hobo' }));
  });

  it("shows the server's refusal of a new return date and keeps the chosen day", async () => {
    vi.mocked(listBookings).mockResolvedValue([booking({ maxReturnDate: null })]);
    vi.mocked(countBookings).mockResolvedValue(1);
    vi.mocked(updateReturnDate).mockRejectedValue(new ApiError('http', 'The bag is booked by another member from that day.', 409));
    render(<BookingPage productUrl="crescent-hobo" productId={null} />);
    await settle();
    fireEvent.click(screen.getByRole('button', { name: /Change return date/ }));
    const input = pick('New return date', day(12));
    fireEvent.click(screen.getByRole('button', { name: 'Save return date' }));
    await settle();
    expect(screen.getByRole('alert').textContent).toBe('The bag is booked by another member from that day.');
    expect(input.value).toBe(day(12));
  });

  it('has an empty state, and is not shown to a visitor', async () => {
    render(<BookingPage productUrl="crescent-hobo" productId={null} />);
    await settle();
    expect(screen.getByText(/^You have not booked this bag yet\./)).toBeTruthy();
    cleanup();
    $user.set(null);
    render(<BookingPage productUrl="crescent-hobo" productId={null} />);
    await settle();
    expect(screen.queryByRole('region', { name: 'My bookings' })).toBeNull();
  });
});

describe('the availability calendar', () => {
  const cell = (iso: string) => {
    const found = document.querySelector<HTMLElement>(`[data-day="${iso}"]`);
    if (!found) throw new Error(`no calendar day ${iso}`);
    return found;
  };
  const hint = () => bookForm().querySelector('.pick-hint')!.textContent;
  const key = (target: HTMLElement, name: string, init: KeyboardEventInit = {}) => fireEvent.keyDown(target, { key: name, ...init });

  describe('for an ACTIVE member', () => {
    beforeEach(() => signIn('ACTIVE'));

    it('books by clicking the first day, then the return day', async () => {
      vi.mocked(saveBooking).mockResolvedValue(booking({ startDate: day(2), returnDate: day(5) }));
      render(<BookingPage productUrl="crescent-hobo" productId={null} />);
      await settle();
      expect(hint()).toBe('Choose your first day on the calendar.');
      fireEvent.click(cell(day(2)));
      expect(hint()).toMatch(/^First day .+\. Now choose your return day, by .+ at the latest\.$/);
      expect((screen.getByLabelText('First day') as HTMLInputElement).value).toBe(typedDay(day(2)));
      expect(cell(day(2)).getAttribute('aria-selected')).toBe('true');
      expect(cell(day(2)).getAttribute('aria-label')).toMatch(/, free, your first day$/);
      fireEvent.click(cell(day(5)));
      expect((screen.getByLabelText('Return day') as HTMLInputElement).value).toBe(typedDay(day(5)));
      expect(hint()).toMatch(/: 4 days\.$/);
      expect([2, 3, 4, 5].map((n) => cell(day(n)).getAttribute('aria-selected'))).toEqual(['true', 'true', 'true', 'true']);
      expect(cell(day(6)).getAttribute('aria-selected')).toBe('false');
      expect(cell(day(3)).getAttribute('aria-label')).toMatch(/, in your rental$/);
      vi.mocked(checkBookingExpiry).mockResolvedValueOnce(sampleExpiry({ covers: true, expiryDate: day(60) }));
      await bookAndConfirm();
      expect(saveBooking).toHaveBeenCalledWith({ productId: 12, userId: USER_ID, startDate: day(2), returnDate: day(5) });
    });

    it('previews the rental up to the day under a mouse while the return day is open; a finger only picks', async () => {
      render(<BookingPage productUrl="crescent-hobo" productId={null} />);
      await settle();
      fireEvent.click(cell(day(2)));
      fireEvent.pointerEnter(cell(day(4)), { pointerType: 'touch' });
      expect(cell(day(3)).classList.contains('day--preview')).toBe(false);
      fireEvent.pointerEnter(cell(day(4)), { pointerType: 'mouse' });
      await waitFor(() => expect(cell(day(3)).classList.contains('day--preview')).toBe(true));
      expect(cell(day(4)).classList.contains('day--end')).toBe(true);
      expect(cell(day(5)).classList.contains('day--chosen')).toBe(false);
      // Once the return day is picked the preview gives way to the rental.
      fireEvent.click(cell(day(3)));
      await waitFor(() => expect(cell(day(4)).classList.contains('day--chosen')).toBe(false));
      expect(cell(day(3)).getAttribute('aria-label')).toMatch(/, your return day$/);
    });

    it('works by keyboard as a date grid: one Tab stop, arrows, Page Down, Enter picks', async () => {
      render(<BookingPage productUrl="crescent-hobo" productId={null} />);
      await settle();
      const stops = bookForm().querySelectorAll('[data-day][tabindex="0"]');
      expect(stops).toHaveLength(1);
      expect(stops[0].getAttribute('data-day')).toBe(TODAY);
      expect(cell(TODAY).getAttribute('aria-current')).toBe('date');
      (stops[0] as HTMLElement).focus();
      key(cell(TODAY), 'ArrowRight');
      await settle();
      expect(document.activeElement).toBe(cell(day(1)));
      key(cell(day(1)), 'Enter');
      await settle();
      key(cell(day(1)), 'ArrowDown');
      await settle();
      expect(document.activeElement).toBe(cell(day(8)));
      key(cell(day(8)), ' ');
      await settle();
      expect((screen.getByLabelText('First day') as HTMLInputElement).value).toBe(typedDay(day(1)));
      expect((screen.getByLabelText('Return day') as HTMLInputElement).value).toBe(typedDay(day(8)));
      expect(hint()).toMatch(/: 8 days\.$/);
      // Page Down: the same day a month on, its months shown and announced.
      key(cell(day(8)), 'PageDown');
      await settle();
      expect(document.activeElement?.getAttribute('data-day')).toBe(addMonths(day(8), 1));
      expect(bookForm().querySelector('[aria-live="polite"]')!.textContent).toMatch(/^Showing \w+ \d{4} and \w+ \d{4}\.$/);
    });

    it("shows the bag's booked days and the plan's limits, and says why a day cannot be picked", async () => {
      vi.mocked(getProductByUrl).mockResolvedValue(bag({ bookedRanges: [{ startDate: day(10), returnDate: day(12) }] }));
      vi.mocked(checkBookingExpiry).mockResolvedValue(sampleExpiry({ expiryDate: day(20), planName: 'Classic', maxRentalDays: 7, bagsAtATime: 1 }));
      render(<BookingPage productUrl="crescent-hobo" productId={null} />);
      await settle();
      expect(cell(day(11)).getAttribute('aria-label')).toMatch(/, booked$/);
      expect(cell(day(11)).getAttribute('aria-disabled')).toBe('true');
      expect(cell(day(21)).getAttribute('aria-label')).toMatch(/, after your membership ends$/);

      fireEvent.click(cell(day(11)));
      expect(hint()).toBe('The bag is booked that day. Choose a free day.');
      fireEvent.click(cell(day(6)));
      // The return day may not run into the booking (nor past the plan's 7 days).
      expect(cell(day(9)).getAttribute('aria-label')).toMatch(/, free$/);
      expect(cell(day(13)).getAttribute('aria-label')).toMatch(/, beyond the latest return day$/);
      fireEvent.click(cell(day(11)));
      expect(hint()).toMatch(/^The bag is booked in between\. Return by .+ at the latest\.$/);
      expect((screen.getByLabelText('Return day') as HTMLInputElement).value).toBe('');
      fireEvent.click(cell(day(1)));
      // A day before the first day starts again from there.
      expect((screen.getByLabelText('First day') as HTMLInputElement).value).toBe(typedDay(day(1)));
      expect(cell(day(8)).getAttribute('aria-label')).toMatch(/, beyond the latest return day$/);
      fireEvent.click(cell(day(8)));
      expect(hint()).toMatch(/^Your plan allows up to 7 days a rental\. Return by .+ at the latest\.$/);
      fireEvent.click(screen.getByRole('button', { name: 'Clear dates' }));
      expect(hint()).toBe('Choose your first day on the calendar.');
    });

    it('marks the days on which the member already has all the bags their plan allows at a time', async () => {
      vi.mocked(checkBookingExpiry).mockResolvedValue(
        sampleExpiry({ expiryDate: day(60), planName: 'Classic', maxRentalDays: 7, bagsAtATime: 1, openBookings: 1 }),
      );
      vi.mocked(listBookings).mockImplementation(async (query) =>
        query?.status === 'BOOKED' ? [booking({ bookingId: 70, productId: 99, startDate: day(5), returnDate: day(7) })] : [],
      );
      render(<BookingPage productUrl="crescent-hobo" productId={null} />);
      await settle();
      expect(listBookings).toHaveBeenCalledWith({ userId: USER_ID, status: 'BOOKED', page: 0, size: 100 });
      expect(cell(day(6)).getAttribute('aria-label')).toMatch(/, you have all the bags your plan allows that day$/);
      fireEvent.click(cell(day(6)));
      expect(hint()).toBe('You already have all the bags your plan allows at a time that day.');
      fireEvent.click(cell(day(2)));
      expect(cell(day(5)).getAttribute('aria-disabled')).toBe('true');
      fireEvent.click(cell(day(8)));
      expect(hint()).toMatch(/^You have all the bags your plan allows at a time on some of these days\. Return by .+ at the latest\.$/);
    });

    it('a typed first day brings its month into view', async () => {
      render(<BookingPage productUrl="crescent-hobo" productId={null} />);
      await settle();
      pick('First day', day(45));
      await settle();
      expect(cell(day(45)).getAttribute('aria-selected')).toBe('true');
    });
  });

  it('shows a visitor when the bag is free, read-only', async () => {
    vi.mocked(getProductByUrl).mockResolvedValue(bag({ bookedRanges: [{ startDate: day(3), returnDate: day(4) }] }));
    render(<BookingPage productUrl="crescent-hobo" productId={null} />);
    await settle();
    const availability = screen.getByRole('region', { name: 'Availability' });
    const grids = within(availability).getAllByRole('grid');
    expect(grids).toHaveLength(2);
    expect(grids[0].getAttribute('aria-readonly')).toBe('true');
    expect(cell(day(3)).getAttribute('aria-label')).toMatch(/, booked$/);
    expect(cell(day(5)).getAttribute('aria-label')).toMatch(/, free$/);
    fireEvent.click(cell(day(5)));
    expect(cell(day(5)).getAttribute('aria-selected')).toBeNull();
  });
});

describe('the heart on the bag page', () => {
  it('keeps the bag in favourites and says so', async () => {
    localStorage.clear();
    render(<BookingPage productUrl="crescent-hobo" productId={null} />);
    await settle();
    const heart = screen.getByRole('button', { name: 'Favourite Crescent Hobo' });
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(heart);
    // The heart's save code is fetched on the first move toward it, so the press may wait for it.
    await waitFor(() => expect(heart.getAttribute('aria-pressed')).toBe('true'));
    expect(await screen.findByText(/^Crescent Hobo is in your favourites on this device\./)).toBeTruthy();
    fireEvent.click(heart);
    await settle();
    localStorage.clear();
  });
});

// Last in the file: the bag page's cached answer would spare the tests above their loading state.
describe("the bag page's facts", () => {
  it('shows its size with what fits, the strap, its grade with the last check-in, the box, authenticity and more like this', async () => {
    vi.mocked(getProductByUrl).mockResolvedValue(
      bag({
        dimensions: { widthCm: 24, heightCm: 17, depthCm: 7, strapDropCm: 55 },
        condition: { grade: 'VERY_GOOD', checkedInOn: '2026-11-02', note: 'Corners conditioned.' },
        inTheBox: ['Dust bag', 'Box'],
      }),
    );
    vi.mocked(similarProducts).mockResolvedValue([bag({ productId: 13, title: 'Alma Tote', url: 'alma-tote', available: false })]);
    render(<BookingPage productUrl="crescent-hobo" productId={null} />);
    await settle();
    const facts = screen.getByRole('region', { name: 'Size, condition and authenticity' });
    expect(facts.textContent).toContain('24 × 17 × 7 cm');
    expect(facts.textContent).toContain('Fits a cardholder, a phone, sunglasses in their case, a long wallet and a paperback, and smaller things.');
    expect(facts.textContent).toContain('55 cm');
    expect(facts.textContent).toContain('Long enough to wear across the body.');
    expect(facts.textContent).toContain('Very good');
    expect(facts.textContent).toMatch(/Last checked in on .*2026: “Corners conditioned\.”/);
    expect(
      within(facts)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Dust bag', 'Box']);
    expect(facts.textContent).toMatch(/authorised retailers/);
    expect(similarProducts).toHaveBeenCalledWith(12);
    const similar = screen.getByRole('region', { name: 'More like this' });
    expect(within(similar).getByRole('link').getAttribute('href')).toContain('/book-bag/alma-tote');
    expect(similar.textContent).toContain('Out on loan');
  });

  it('without our extra fields (a spec-only backend) shows the authenticity statement and nothing empty', async () => {
    vi.mocked(similarProducts).mockRejectedValue(new ApiError('absent', 'Not served', 404));
    render(<BookingPage productUrl="crescent-hobo" productId={null} />);
    await settle();
    const facts = screen.getByRole('region', { name: 'Size, condition and authenticity' });
    expect(within(facts).queryByText('Size (W × H × D)')).toBeNull();
    expect(within(facts).queryByText('Condition')).toBeNull();
    expect(facts.textContent).toMatch(/authorised retailers/);
    expect(screen.queryByRole('region', { name: 'More like this' })).toBeNull();
  });

  it('enlarges the pictures on the whole screen: arrow keys go through them, + zooms, Escape closes and focus comes back', async () => {
    render(<BookingPage productUrl="crescent-hobo" productId={null} />);
    await settle();
    const opener = screen.getByRole('button', { name: 'Enlarge: Crescent Hobo, front' });
    opener.focus();
    fireEvent.click(opener);
    // The gallery's code arrives when it is first asked for.
    const dialog = await screen.findByRole('dialog', { name: 'Crescent Hobo' });
    const status = within(dialog).getByRole('status');
    expect(status.textContent).toBe('Picture 1 of 2: Crescent Hobo, front');
    fireEvent.keyDown(within(dialog).getByRole('button', { name: 'Next picture' }), { key: 'ArrowRight' });
    expect(status.textContent).toBe('Picture 2 of 2: Crescent Hobo, angle');
    fireEvent.keyDown(within(dialog).getByRole('button', { name: 'Next picture' }), { key: '+' });
    expect(status.textContent).toBe('Picture 2 of 2: Crescent Hobo, angle (zoomed 150%)');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Zoom out' }));
    expect(within(dialog).getByRole('button', { name: 'Zoom out' }).getAttribute('aria-disabled')).toBe('true');
    // A swipe to the left shows the next picture (round to the first); two fingers apart zoom in.
    const stage = dialog.querySelector('.zoom-stage')!;
    fireEvent.pointerDown(stage, { pointerId: 1, clientX: 300, clientY: 200 });
    fireEvent.pointerMove(stage, { pointerId: 1, clientX: 150, clientY: 210 });
    fireEvent.pointerUp(stage, { pointerId: 1, clientX: 150, clientY: 210 });
    expect(status.textContent).toBe('Picture 1 of 2: Crescent Hobo, front');
    fireEvent.pointerDown(stage, { pointerId: 1, clientX: 100, clientY: 200 });
    fireEvent.pointerDown(stage, { pointerId: 2, clientX: 200, clientY: 200 });
    fireEvent.pointerMove(stage, { pointerId: 2, clientX: 300, clientY: 200 });
    expect(status.textContent).toBe('Picture 1 of 2: Crescent Hobo, front (zoomed 200%)');
    fireEvent.pointerUp(stage, { pointerId: 2, clientX: 300, clientY: 200 });
    fireEvent.pointerUp(stage, { pointerId: 1, clientX: 100, clientY: 200 });
    // Zoomed, a drag looks around the picture instead of turning it.
    fireEvent.pointerDown(stage, { pointerId: 3, clientX: 300, clientY: 200 });
    fireEvent.pointerMove(stage, { pointerId: 3, clientX: 100, clientY: 200 });
    fireEvent.pointerUp(stage, { pointerId: 3, clientX: 100, clientY: 200 });
    expect(status.textContent).toBe('Picture 1 of 2: Crescent Hobo, front (zoomed 200%)');
    expect((dialog.querySelector('.zoom-frame') as HTMLElement).style.transform).toBe('translate(-200px, 0px) scale(2)');
    fireEvent.keyDown(within(dialog).getByRole('button', { name: 'Next picture' }), { key: 'ArrowRight' });
    fireEvent(dialog, new Event('cancel'));
    await settle();
    expect(screen.queryByRole('dialog')).toBeNull();
    // The page shows the picture the member stopped at.
    expect(screen.getByRole('button', { name: 'Enlarge: Crescent Hobo, angle' })).toBe(document.activeElement);
  });
});
