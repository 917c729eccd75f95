import { cleanup, fireEvent, render, screen, waitFor, within } from '../support/testing-library';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/api/api-error';
import { shipmentDetails } from '../../../src/api/bluedart';
import { askForDeletion, downloadMyData, openDeletionRequest } from '../../../src/api/account';
import { countBookings, listBookings } from '../../../src/api/booking';
import { pauseState, userMembership } from '../../../src/api/membership';
import { countOrders, downloadInvoice, generateInvoiceUrl, getOrder, listOrders } from '../../../src/api/order';
import type { Booking } from '../../../src/api/shapes/booking';
import type { Order } from '../../../src/api/shapes/order';
import type { User, UserStatus } from '../../../src/api/shapes/user';
import { getUser } from '../../../src/api/user';
import { changeMessagePreference, listMessagePreferences } from '../../../src/api/messages';
import { getHoldReason } from '../../../src/api/my-account';
import type { MessagePreference } from '../../../src/api/shapes/messages';
import { $user } from '../../../src/stores/session';
import { formatDay } from '../../../src/ui/format';
import { forgetTrackedShipment } from '../../../src/stores/shipment-store';
import { Account, provideMemberAccount } from '../../../widgets/account/account';
import { MemberAccount } from '../../../widgets/account/member-account';
import { sampleBooking, sampleOrder, sampleProduct, sampleShipment, sampleSlab, sampleUser, sampleUserMembership } from '../../support/api-samples';

// As the site does: the member's cards come with the page (the widget alone fetches them after login).
provideMemberAccount(MemberAccount);

vi.mock('../../../src/api/user', () => ({ getUser: vi.fn() }));
vi.mock('../../../src/api/membership', () => ({ userMembership: vi.fn(), pauseState: vi.fn() }));
vi.mock('../../../src/api/booking', () => ({ listBookings: vi.fn(), countBookings: vi.fn() }));
vi.mock('../../../src/api/order', () => ({
  listOrders: vi.fn(),
  countOrders: vi.fn(),
  getOrder: vi.fn(),
  generateInvoiceUrl: vi.fn(),
  downloadInvoice: vi.fn(),
}));
vi.mock('../../../src/api/bluedart', () => ({ shipmentDetails: vi.fn() }));
vi.mock('../../../src/api/account', () => ({ openDeletionRequest: vi.fn(), askForDeletion: vi.fn(), downloadMyData: vi.fn() }));
vi.mock('../../../src/api/messages', () => ({ listMessagePreferences: vi.fn(), changeMessagePreference: vi.fn() }));
// The allowance and favourites cards have tests of their own (my-account-cards.test.tsx): here, a backend without them.
vi.mock('../../../src/api/my-account', async () => {
  const { ApiError } = await import('../../../src/api/api-error');
  const absent = () => Promise.reject(new ApiError('absent', 'Not Found', 404));
  return { getAllowance: vi.fn(absent), getHoldReason: vi.fn(absent), getPlanChange: vi.fn(absent), getEditableDetails: vi.fn(absent) };
});
vi.mock('../../../src/api/favourite', async () => {
  const { ApiError } = await import('../../../src/api/api-error');
  const absent = () => Promise.reject(new ApiError('absent', 'Not Found', 404));
  return { listFavourites: vi.fn(absent), mergeFavourites: vi.fn(absent) };
});
vi.mock('../../../src/api/favourite-writes', async () => {
  const { ApiError } = await import('../../../src/api/api-error');
  const absent = () => Promise.reject(new ApiError('absent', 'Not Found', 404));
  return { saveFavourite: vi.fn(absent), deleteFavourite: vi.fn(absent) };
});

function member(code: UserStatus = 'ACTIVE'): User {
  return sampleUser({
    id: 42,
    username: '9000000002',
    firstName: 'Asha',
    lastName: 'Mehra',
    email: 'asha@example.com',
    status: { code },
    userAddress: { addressLine1: '12 MG Road', addressLine2: null, city: 'Jaipur', state: 'Rajasthan', zipcode: '302001' },
  });
}

const SLAB = sampleSlab({ id: 5, membershipPlanName: 'Signature', durationInMonths: 6, amount: 469 });
const paidOrder: Order = sampleOrder({
  orderId: 77,
  status: { name: 'ACTIVATED' },
  membershipPlanSlab: SLAB,
  amount: 469,
  createdAt: '2025-03-01T10:00:00.000Z',
});
const openOrder: Order = sampleOrder({
  orderId: 78,
  status: { name: 'CREATED' },
  membershipPlanSlab: SLAB,
  amount: 469,
  createdAt: '2025-03-02T10:00:00.000Z',
});
const booking: Booking = sampleBooking({
  bookingId: 9,
  productId: 3,
  userId: 42,
  startDate: '2025-03-10',
  returnDate: '2025-03-16',
  status: { name: 'BOOKED' },
  wbNo: null,
  product: sampleProduct({ productId: 3, title: 'Kelly 28', url: 'kelly-28' }),
});
const aBooking = (overrides: Partial<Booking> = {}): Booking => ({ ...booking, ...overrides });
const aBag = (title: string) => sampleProduct({ productId: 3, title });

async function settle() {
  await waitFor(() => expect(screen.queryAllByTestId('skeleton').map((el) => el.closest('section')?.querySelector('h2')?.textContent)).toEqual([]));
}

const card = (name: string) => screen.getByRole('region', { name });

const PREFERENCES: MessagePreference[] = [
  {
    kind: 'shipped',
    label: 'Bag shipped, with its tracking link',
    transactional: true,
    channels: [
      { channel: 'sms', on: true },
      { channel: 'email', on: true },
    ],
  },
  {
    kind: 'membership-ends-soon',
    label: 'Membership ends in 7 days',
    transactional: false,
    channels: [
      { channel: 'sms', on: true },
      { channel: 'email', on: true },
    ],
  },
];

beforeEach(() => {
  $user.set(member());
  forgetTrackedShipment();
  vi.mocked(getUser).mockReset().mockResolvedValue(member());
  vi.mocked(userMembership)
    .mockReset()
    .mockResolvedValue(sampleUserMembership({ membershipPlanSlab: SLAB, startDate: '2025-03-01', expiryDate: '2025-08-31', status: 'ACTIVE' }));
  // As a backend of the spec alone answers our pause call (its card has tests of its own: pause-and-extend.test.tsx).
  vi.mocked(pauseState)
    .mockReset()
    .mockRejectedValue(new ApiError('absent', 'Not served', 404));
  vi.mocked(listBookings).mockReset().mockResolvedValue([booking]);
  vi.mocked(countBookings).mockReset().mockResolvedValue(1);
  vi.mocked(listOrders).mockReset().mockResolvedValue([paidOrder, openOrder]);
  vi.mocked(countOrders).mockReset().mockResolvedValue(2);
  vi.mocked(getOrder)
    .mockReset()
    .mockResolvedValue({ ...paidOrder, invoiceNumber: 'TOTE-2025-000077', tax: 0, totalAmount: 469, paidAt: '2025-03-01T10:05:00.000Z' });
  vi.mocked(generateInvoiceUrl).mockReset().mockResolvedValue('http://localhost/api/order/generateInvoice/77?token=t');
  vi.mocked(downloadInvoice)
    .mockReset()
    .mockResolvedValue(new Blob(['%PDF-1.7']));
  vi.mocked(shipmentDetails).mockReset();
  vi.mocked(openDeletionRequest).mockReset().mockResolvedValue(null);
  vi.mocked(askForDeletion).mockReset();
  vi.mocked(downloadMyData).mockReset().mockResolvedValue();
  vi.mocked(listMessagePreferences).mockReset().mockResolvedValue(PREFERENCES);
  vi.mocked(changeMessagePreference).mockReset();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Today is `day` for the widget (only the date is fake: timers run as usual). */
function today(day: string) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(`${day}T12:00:00`));
}

describe('<Account> for an ACTIVE member', () => {
  it('shows skeletons, then details, membership with its end date, bookings with return dates and orders', async () => {
    today('2025-03-12');
    render(<Account />);
    // Membership, allowance, pause, plan at renewal, details, changing them, bookings, favourites, orders, messages and your data, each its own.
    expect(screen.getAllByTestId('skeleton').length).toBe(11);
    await settle();
    expect(getUser).toHaveBeenCalledWith(42);
    expect(userMembership).toHaveBeenCalledWith(42);
    expect(listBookings).toHaveBeenCalledWith({ userId: 42, page: 0, size: 20 });
    expect(listOrders).toHaveBeenCalledWith({ userId: 42, page: 0, size: 10 });
    expect(countOrders).toHaveBeenCalledWith({ userId: 42 });

    expect(within(card('Your details')).getByText('12 MG Road, Jaipur, Rajasthan, 302001')).toBeTruthy();
    const membership = card('Membership');
    expect(within(membership).getByText('Signature, 6 months (₹469)')).toBeTruthy();
    expect(within(membership).getByText('Ends')).toBeTruthy();
    expect(within(membership).getByText('31 Aug 2025')).toBeTruthy();
    expect(within(membership).queryByRole('link', { name: 'Renew your membership' })).toBeNull();
    expect(within(card('Bookings')).getByText('Kelly 28')).toBeTruthy();
    expect(within(card('Bookings')).getByText(/Return by/).textContent).toContain('2025');
    expect(within(card('Orders and invoices')).getByText('2 orders')).toBeTruthy();
  });

  it('offers the invoice of a paid order only, and downloads it through the signed URL as a blob', async () => {
    render(<Account />);
    await settle();
    const orders = card('Orders and invoices');
    const downloads = within(orders).getAllByRole('button', { name: /Download invoice/ });
    expect(downloads).toHaveLength(1);
    fireEvent.click(downloads[0]);
    await waitFor(() => expect(downloadInvoice).toHaveBeenCalledWith('http://localhost/api/order/generateInvoice/77?token=t', 'tote-invoice-77.pdf'));
    expect(generateInvoiceUrl).toHaveBeenCalledWith(77);
  });

  it('a failed invoice download says why, next to the order', async () => {
    vi.mocked(generateInvoiceUrl).mockRejectedValueOnce(new ApiError('http', 'The invoice is available once the order is paid.', 409));
    render(<Account />);
    await settle();
    fireEvent.click(screen.getByRole('button', { name: /Download invoice/ }));
    expect((await screen.findByRole('alert')).textContent).toBe('The invoice is available once the order is paid.');
  });

  it('order details come from GET /api/order/{orderId}', async () => {
    render(<Account />);
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Details of order 77' }));
    expect(await screen.findByText('TOTE-2025-000077')).toBeTruthy();
    expect(getOrder).toHaveBeenCalledWith(77);
    expect(screen.getByRole('button', { name: 'Hide details of order 77' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('each section fails on its own with a Retry', async () => {
    vi.mocked(listBookings).mockRejectedValueOnce(new ApiError('network', 'Network error'));
    render(<Account />);
    await settle();
    const bookings = card('Bookings');
    expect(within(bookings).getByRole('alert').textContent).toMatch(/We could not load bookings/);
    expect(within(card('Membership')).getByText('Signature, 6 months (₹469)')).toBeTruthy();
    expect(within(card('Orders and invoices')).getByText('2 orders')).toBeTruthy();
    fireEvent.click(within(bookings).getByRole('button', { name: 'Retry bookings' }));
    expect(await within(card('Bookings')).findByText('Kelly 28')).toBeTruthy();
    expect(listBookings).toHaveBeenCalledTimes(2);
    expect(getUser).toHaveBeenCalledTimes(1);
  });

  it('shows no waybill box to a member with no bookings: there is no parcel to follow', async () => {
    vi.mocked(listBookings).mockResolvedValue([]);
    vi.mocked(countBookings).mockResolvedValue(0);
    render(<Account />);
    await settle();
    expect(screen.getByRole('region', { name: 'Bookings' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Track a shipment' })).toBeNull();
  });

  it('tracks a shipment by waybill number and shows the scans as a timeline', async () => {
    vi.mocked(shipmentDetails).mockResolvedValue(
      sampleShipment({
        wbNo: '12345678901',
        status: 'In transit',
        expectedDeliveryDate: null,
        scans: [
          { date: '2025-03-09T08:00:00.000Z', location: 'Mumbai hub', description: 'Shipment picked up' },
          { date: '2025-03-10T08:00:00.000Z', location: 'Jaipur', description: 'Out for delivery' },
        ],
      }),
    );
    render(<Account />);
    await settle();
    const shipment = card('Track a shipment');
    fireEvent.click(within(shipment).getByRole('button', { name: 'Track' }));
    expect(within(shipment).getByText('Waybill number is required.')).toBeTruthy();
    fireEvent.input(within(shipment).getByLabelText('Waybill number'), { target: { value: '12345678901' } });
    fireEvent.click(within(shipment).getByRole('button', { name: 'Track' }));
    expect(await within(shipment).findByText('In transit')).toBeTruthy();
    expect(shipmentDetails).toHaveBeenCalledWith('12345678901');
    const timeline = within(shipment).getByRole('list', { name: 'Scan history' });
    expect(
      within(timeline)
        .getAllByRole('listitem')
        .map((li) => li.querySelector('p')?.textContent),
    ).toEqual(['Shipment picked up', 'Out for delivery']);
  });

  it('a tracking failure is shown with Retry', async () => {
    vi.mocked(shipmentDetails)
      .mockRejectedValueOnce(new ApiError('http', 'No shipment has this waybill number.', 404))
      .mockResolvedValueOnce(sampleShipment({ wbNo: 'ABC123456', status: 'Delivered', scans: [] }));
    render(<Account />);
    await settle();
    const shipment = card('Track a shipment');
    fireEvent.input(within(shipment).getByLabelText('Waybill number'), { target: { value: 'ABC123456' } });
    fireEvent.click(within(shipment).getByRole('button', { name: 'Track' }));
    expect(await within(shipment).findByText('No shipment has this waybill number.')).toBeTruthy();
    fireEvent.click(within(shipment).getByRole('button', { name: 'Retry' }));
    expect(await within(shipment).findByText('Delivered')).toBeTruthy();
  });

  it('a booking with a waybill number tracks it in one click', async () => {
    vi.mocked(listBookings).mockResolvedValue([{ ...booking, wbNo: 'WB7654321' }]);
    vi.mocked(shipmentDetails).mockResolvedValue(sampleShipment({ wbNo: 'WB7654321', status: 'Picked up', scans: [] }));
    render(<Account />);
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Track parcel WB7654321' }));
    expect(await screen.findByText('Picked up')).toBeTruthy();
    expect(shipmentDetails).toHaveBeenCalledWith('WB7654321');
    expect((screen.getByLabelText('Waybill number') as HTMLInputElement).value).toBe('WB7654321');
  });

  it('Track again on the same parcel asks the courier anew; back on My Account later, the parcel is still shown', async () => {
    vi.mocked(shipmentDetails)
      .mockResolvedValueOnce(sampleShipment({ wbNo: 'WB7654321', status: 'Picked up', scans: [] }))
      .mockResolvedValueOnce(sampleShipment({ wbNo: 'WB7654321', status: 'In transit', scans: [] }));
    const first = render(<Account />);
    await settle();
    fireEvent.input(screen.getByLabelText('Waybill number'), { target: { value: 'WB7654321' } });
    fireEvent.click(screen.getByRole('button', { name: 'Track' }));
    expect(await screen.findByText('Picked up')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Track' }));
    expect(await screen.findByText('In transit')).toBeTruthy();
    expect(shipmentDetails).toHaveBeenCalledTimes(2);
    first.unmount();
    render(<Account />);
    await settle();
    expect(screen.getByText('In transit')).toBeTruthy();
    expect((screen.getByLabelText('Waybill number') as HTMLInputElement).value).toBe('WB7654321');
  });
});

describe('<Account>: bookings say where the bag is', () => {
  const row = (title: string) => within(card('Bookings')).getByText(title).closest('li')!;

  it('out now: return by, and its parcel can be tracked; coming up: when it starts', async () => {
    today('2025-03-12');
    vi.mocked(listBookings).mockResolvedValue([
      aBooking({ bookingId: 1, product: aBag('Kelly 28'), wbNo: 'WB1234567' }),
      aBooking({ bookingId: 2, product: aBag('Jodie Mini'), startDate: '2025-03-20', returnDate: '2025-03-25' }),
    ]);
    render(<Account />);
    await settle();
    expect(row('Kelly 28').textContent).toContain('Return by 16 Mar 2025');
    expect(within(row('Kelly 28')).getByRole('button', { name: 'Track parcel WB1234567' })).toBeTruthy();
    expect(row('Jodie Mini').textContent).toContain('Starts 20 Mar 2025');
    expect(row('Jodie Mini').textContent).not.toContain('Return by');
  });

  it('a returned bag says when it came back, never "Return by", and has nothing to track', async () => {
    today('2025-04-01');
    vi.mocked(listBookings).mockResolvedValue([aBooking({ status: { name: 'RETURNED' }, open: false, wbNo: 'WB1234567' })]);
    render(<Account />);
    await settle();
    expect(row('Kelly 28').textContent).toContain('Returned 16 Mar 2025');
    expect(row('Kelly 28').textContent).not.toContain('Return by');
    expect(within(row('Kelly 28')).queryByRole('button', { name: /Track parcel/ })).toBeNull();
  });

  it('a bag not back after its day says it was due, and a cancelled booking says so', async () => {
    today('2025-03-20');
    vi.mocked(listBookings).mockResolvedValue([
      aBooking({ bookingId: 1, open: false }),
      aBooking({ bookingId: 2, product: aBag('Jodie Mini'), status: { name: 'CANCELLED' } }),
    ]);
    render(<Account />);
    await settle();
    expect(row('Kelly 28').textContent).toContain('Was due back 16 Mar 2025');
    expect(row('Jodie Mini').textContent).toContain('Cancelled');
    expect(row('Jodie Mini').textContent).not.toContain('Return by');
  });
});

describe('<Account> for an ACTIVE member whose membership an operator put on hold', () => {
  it("the membership card says it is on hold, why in the operator's words, and what to do next", async () => {
    vi.mocked(userMembership).mockResolvedValue(
      sampleUserMembership({ membershipPlanSlab: SLAB, startDate: '2025-03-01', expiryDate: '2025-08-31', status: 'ONHOLD' }),
    );
    vi.mocked(getHoldReason).mockResolvedValueOnce({ reason: 'Your last payment was charged back.', heldAt: '2025-03-04T06:30:00.000Z', of: 'membership' });
    render(<Account />);
    const membership = card('Membership');
    expect((await within(membership).findByText('Why your membership is on hold:')).parentElement?.textContent).toBe(
      'Why your membership is on hold: Your last payment was charged back.',
    );
    expect(within(membership).getByText('On hold')).toBeTruthy();
    expect(within(membership).getByText(/^We put your membership on hold on 04\/03\/2025\..* Next: write to us at /)).toBeTruthy();
  });
});

describe('<Account> for other statuses', () => {
  it('EXPIRE: the membership has ended and renewal goes to the packages', async () => {
    $user.set(member('EXPIRE'));
    render(<Account />);
    await settle();
    const membership = card('Membership');
    expect(within(membership).getByText('Ended')).toBeTruthy();
    expect(within(membership).getByText('Expired')).toBeTruthy();
    expect(within(membership).getByRole('link', { name: 'Renew your membership' }).getAttribute('href')).toBe('#/package-details');
  });

  it('DEACTIVE: renewal too; a membership deactivated before its end never "Ended" on a day still to come', async () => {
    today('2025-06-01');
    $user.set(member('DEACTIVE'));
    render(<Account />);
    await settle();
    const membership = card('Membership');
    expect(within(membership).getByText(/Your membership has been deactivated/)).toBeTruthy();
    expect(within(membership).getByRole('link', { name: 'Renew your membership' })).toBeTruthy();
    expect(within(membership).queryByText('Ended')).toBeNull();
    expect(within(membership).getByText('Would have run until')).toBeTruthy();
    expect(within(membership).getByText('Deactivated')).toBeTruthy();
  });

  it('no bookings yet: an ACTIVE member is pointed to the collection, a member whose membership ended is not (renewal comes first)', async () => {
    vi.mocked(listBookings).mockResolvedValue([]);
    vi.mocked(countBookings).mockResolvedValue(0);
    render(<Account />);
    await settle();
    expect(within(card('Bookings')).getByRole('link', { name: 'Browse the collection' })).toBeTruthy();
    cleanup();
    $user.set(member('EXPIRE'));
    render(<Account />);
    await settle();
    expect(within(card('Bookings')).getByText('No bookings yet.')).toBeTruthy();
    expect(within(card('Bookings')).queryByRole('link')).toBeNull();
    expect(within(card('Membership')).getByRole('link', { name: 'Renew your membership' })).toBeTruthy();
  });

  it('DEACTIVE after its end date: it ended then', async () => {
    today('2025-10-01');
    $user.set(member('DEACTIVE'));
    render(<Account />);
    await settle();
    expect(within(card('Membership')).getByText('Ended')).toBeTruthy();
  });

  it('an applicant sees where the application stands and the next step, not an account', () => {
    for (const [code, title, link, route] of [
      ['DRAFT', 'Finish your application', 'Application Form', '#/member-application-form'],
      ['PENDING', 'We are reviewing your application', 'See where it stands', '#/package-details'],
      ['ONHOLD', 'Your application is on hold', 'See where it stands', '#/package-details'],
      ['APPROVED', 'Your application is approved', 'Choose your plan', '#/package-details'],
    ] as const) {
      $user.set(member(code));
      render(<Account />);
      expect(screen.getByText(title)).toBeTruthy();
      expect(screen.getByRole('link', { name: link }).getAttribute('href')).toBe(route);
      cleanup();
    }
    expect(getUser).not.toHaveBeenCalled();
  });

  it('a visitor is asked to log in', () => {
    $user.set(null);
    render(<Account />);
    expect(screen.getByRole('button', { name: "Member's Login" })).toBeTruthy();
  });
});

describe('<Account> "Your data"', () => {
  it('downloads the data, and asks for deletion after a confirmation; then shows the date it will be done by', async () => {
    render(<Account />);
    await settle();
    const data = card('Your data');
    fireEvent.click(within(data).getByRole('button', { name: 'Download my data' }));
    await waitFor(() => expect(downloadMyData).toHaveBeenCalledTimes(1));

    const confirm = vi.fn().mockReturnValueOnce(false).mockReturnValueOnce(true);
    vi.stubGlobal('confirm', confirm);
    fireEvent.click(within(data).getByRole('button', { name: 'Delete my data' }));
    expect(askForDeletion).not.toHaveBeenCalled();
    const asked = { requestId: 1, requestedAt: '2025-03-12T10:00:00.000Z', dueAt: '2025-04-11T10:00:00.000Z', status: 'OPEN' };
    vi.mocked(askForDeletion).mockResolvedValue(asked);
    vi.mocked(openDeletionRequest).mockResolvedValue(asked);
    fireEvent.click(within(data).getByRole('button', { name: 'Delete my data' }));
    await waitFor(() => expect(askForDeletion).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(within(card('Your data')).getByText(/We will do it by/).textContent).toContain(`We will do it by ${formatDay('2025-04-11')}.`));
    expect(within(data).queryByRole('button', { name: 'Delete my data' })).toBeNull();
    expect(confirm).toHaveBeenCalledTimes(2);
  });

  it('says so when the request fails, and lets the member try again', async () => {
    render(<Account />);
    await settle();
    vi.stubGlobal('confirm', () => true);
    vi.mocked(askForDeletion).mockRejectedValueOnce(new ApiError('http', 'We cannot take requests right now.', 503));
    fireEvent.click(within(card('Your data')).getByRole('button', { name: 'Delete my data' }));
    await waitFor(() => expect(within(card('Your data')).getByText('We cannot take requests right now.')).toBeTruthy());
    expect((within(card('Your data')).getByRole('button', { name: 'Delete my data' }) as HTMLButtonElement).disabled).toBe(false);
  });
});

describe('<Account> "Messages"', () => {
  it('turns a channel of a kind off, shows what the server kept, and says transactional kinds are always sent', async () => {
    render(<Account />);
    await settle();
    const messages = card('Messages');
    expect(within(messages).getByText('Always sent by SMS and E-mail')).toBeTruthy();
    expect(within(messages).queryByRole('checkbox', { name: /Bag shipped/ })).toBeNull();
    const sms = within(messages).getByRole('checkbox', { name: 'SMS for “Membership ends in 7 days”' }) as HTMLInputElement;
    expect(sms.checked).toBe(true);
    const kept = PREFERENCES.map((p) =>
      p.kind === 'membership-ends-soon'
        ? {
            ...p,
            channels: [
              { channel: 'sms' as const, on: false },
              { channel: 'email' as const, on: true },
            ],
          }
        : p,
    );
    vi.mocked(changeMessagePreference).mockResolvedValue(kept);
    vi.mocked(listMessagePreferences).mockResolvedValue(kept);
    sms.focus();
    fireEvent.click(sms);
    await waitFor(() => expect(changeMessagePreference).toHaveBeenCalledWith({ kind: 'membership-ends-soon', channel: 'sms', on: false }));
    await waitFor(() =>
      expect((within(card('Messages')).getByRole('checkbox', { name: 'SMS for “Membership ends in 7 days”' }) as HTMLInputElement).checked).toBe(false),
    );
    expect(document.activeElement).toBe(within(card('Messages')).getByRole('checkbox', { name: 'SMS for “Membership ends in 7 days”' }));
  });

  it('says so when the choice cannot be saved', async () => {
    vi.mocked(changeMessagePreference).mockRejectedValueOnce(new ApiError('http', 'We cannot save that right now.', 503));
    render(<Account />);
    await settle();
    fireEvent.click(within(card('Messages')).getByRole('checkbox', { name: 'E-mail for “Membership ends in 7 days”' }));
    await waitFor(() => expect(within(card('Messages')).getByRole('alert').textContent).toBe('We cannot save that right now.'));
  });

  it('is left out on a backend without the call', async () => {
    vi.mocked(listMessagePreferences).mockRejectedValue(new ApiError('absent', 'absent', 404));
    render(<Account />);
    await settle();
    expect(screen.queryByRole('region', { name: 'Messages' })).toBeNull();
  });
});
