import { act, cleanup, fireEvent, render, screen, waitFor, within } from '../support/testing-library';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, loadErrorWords } from '../../../src/api/api-error';
import { listMemberships, userMembership } from '../../../src/api/membership';
import { activateOrder, countOrders, getOrder, listOrders, paymentDetails, saveOrder } from '../../../src/api/order';
import { payNow } from '../../../src/api/payment';
import type { Order } from '../../../src/api/shapes/order';
import { getUser } from '../../../src/api/user';
import { getHoldReason, getPlanChange } from '../../../src/api/my-account';
import { readSession, writeSession } from '../../../src/storage/session-storage';
import { $dialog } from '../../../src/stores/dialog';
import { forgetAllQueries } from '../../../src/stores/query';
import { $user } from '../../../src/stores/session';
import { trackEvent } from '../../../src/tracking/pixel';
import { loadPackageChoice, Packages } from '../../../widgets/membership/packages';
import { button, deferred, settle, SLABS, type, userWith } from './support';
import { sampleOrder, samplePaymentDetails, samplePayNow, sampleUserMembership } from '../../support/api-samples';
import { pixelUsdValue } from '../../../src/money/money-settings';

vi.mock('../../../src/api/membership', () => ({ listMemberships: vi.fn(), userMembership: vi.fn() }));
vi.mock('../../../src/api/order', () => ({
  paymentDetails: vi.fn(),
  saveOrder: vi.fn(),
  activateOrder: vi.fn(),
  listOrders: vi.fn(),
  countOrders: vi.fn(),
  getOrder: vi.fn(),
}));
vi.mock('../../../src/api/payment', () => ({ payNow: vi.fn() }));
vi.mock('../../../src/api/user', () => ({ getUser: vi.fn() }));
vi.mock('../../../src/tracking/pixel', () => ({ trackEvent: vi.fn() }));
vi.mock('../../../src/api/my-account', () => ({
  getHoldReason: vi.fn(async () => ({ reason: 'Your PAN photo is blurred.', heldAt: null })),
  getAllowance: vi.fn(),
  getPlanChange: vi.fn(async () => null),
}));

const order = (orderId = 77): Order => sampleOrder({ orderId, status: { name: 'CREATED' } });
const SUCCEEDED = samplePayNow({ paymentId: 1, status: 'SUCCEEDED', redirectUrl: null });
/** The order the application made: the plan applied for (Classic, 3 months, unless said otherwise). */
const appliedFor = (slab = SLABS[0]): Order => sampleOrder({ orderId: 70, status: { name: 'PENDING' }, membershipPlanSlab: slab });

let serverUser = userWith('APPROVED');

// The standing and payment code is fetched on demand; in with the first test, each render shows it at once.
// So are a code's member words (request() fetches them with a coded refusal; these refusals are made by hand).
beforeAll(async () => {
  await loadPackageChoice();
  await loadErrorWords();
});

beforeEach(() => {
  sessionStorage.clear();
  location.hash = '';
  serverUser = userWith('APPROVED');
  $dialog.set(null);
  vi.mocked(listMemberships).mockReset().mockResolvedValue(SLABS);
  vi.mocked(userMembership).mockReset().mockResolvedValue(null);
  vi.mocked(paymentDetails)
    .mockReset()
    .mockImplementation(async (id) =>
      samplePaymentDetails({
        membershipPlanSlabId: id,
        amount: id === 5 ? 469 : 149,
        tax: 0,
        totalAmount: id === 5 ? 469 : 149,
        currency: 'INR',
        gateway: 'razorpay',
      }),
    );
  vi.mocked(listOrders).mockReset().mockResolvedValue([appliedFor()]);
  vi.mocked(countOrders).mockReset().mockResolvedValue(1);
  vi.mocked(saveOrder).mockReset().mockResolvedValue(order());
  vi.mocked(activateOrder)
    .mockReset()
    .mockResolvedValue({ ...order(), status: { name: 'ACTIVATED' } });
  vi.mocked(getOrder).mockReset().mockResolvedValue(order());
  vi.mocked(payNow).mockReset();
  vi.mocked(getUser)
    .mockReset()
    .mockImplementation(async () => serverUser);
  vi.mocked(trackEvent).mockReset();
  $user.set(userWith('APPROVED'));
});
// Inside act, so the widgets' store subscriptions end now (Preact runs passive cleanups
// after paint): the next test's first render must not see this one's answers.
afterEach(() => act(() => cleanup()));

function payWithCard() {
  type('Card number', '4242 4242 4242 4242');
  fireEvent.click(button(/^Pay ₹/));
}

const chosen = (plan: string) => button(`Choose ${plan}`).getAttribute('aria-pressed') === 'true';

describe('package details by status', () => {
  it('a visitor sees the three plans with their prices and Apply, which opens the sign-up dialog with that plan kept for the form', async () => {
    $user.set(null);
    render(<Packages />);
    await settle();
    expect(screen.getByRole('heading', { name: 'Classic' })).toBeTruthy();
    expect(screen.getByText('₹469')).toBeTruthy();
    expect(screen.queryByText('Log in to see your membership packages')).toBeNull();
    fireEvent.click(button('Apply for Signature, 6 months'));
    expect($dialog.get()).toBe('signup');
    expect(readSession<{ slabId: number }>('application')?.slabId).toBe(5);
    fireEvent.click(button("Member's Login"));
    expect($dialog.get()).toBe('login');
    // Nothing of a member's is asked for.
    expect(getUser).not.toHaveBeenCalled();
    expect(paymentDetails).not.toHaveBeenCalled();
  });

  it('PENDING: we are reviewing, the plan applied for and what is due, and no way to pay yet', async () => {
    $user.set(userWith('PENDING'));
    serverUser = userWith('PENDING');
    render(<Packages />);
    await settle();
    expect(screen.getByRole('heading', { name: 'We are reviewing your application' })).toBeTruthy();
    expect(chosen('Classic')).toBe(true);
    expect(screen.getAllByText('₹149').length).toBeGreaterThan(0);
    expect(paymentDetails).toHaveBeenCalledWith(1);
    expect(screen.queryByRole('button', { name: /^Pay / })).toBeNull();
    // Not yet due: what they will pay, and that nothing is charged before the approval.
    expect(screen.getByRole('heading', { name: 'What you will pay' })).toBeTruthy();
    expect(screen.getByText('Nothing is charged until we approve your application.')).toBeTruthy();
    expect(screen.queryByText('Total due')).toBeNull();
    expect(screen.getByRole('button', { name: 'Check again' })).toBeTruthy();
  });

  it('APPROVED: the price is GST-inclusive, with the tax line saying how much of it is GST', async () => {
    vi.mocked(paymentDetails).mockImplementation(async (id) =>
      samplePaymentDetails({ membershipPlanSlabId: id, amount: 10168.64, tax: 1830.36, totalAmount: 11999, gstRatePercent: 18, currency: 'INR' }),
    );
    render(<Packages />);
    await settle();
    const rows = Array.from(document.querySelectorAll('.summary div')).map((row) => row.textContent);
    expect(rows).toEqual(['Classic, 3 months₹11,999', 'Includes GST at 18%₹1,830.36', 'Total due₹11,999']);
    expect(button('Pay ₹11,999')).toBeTruthy();
  });

  it('ONHOLD: on hold, with what to do', async () => {
    $user.set(userWith('ONHOLD'));
    serverUser = userWith('ONHOLD');
    render(<Packages />);
    await settle();
    expect(screen.getByRole('heading', { name: 'Your application is on hold' })).toBeTruthy();
    expect(screen.getByText(/Your notifications say what we need/)).toBeTruthy();
    expect((await screen.findByText('What we need from you:')).parentElement?.textContent).toBe('What we need from you: Your PAN photo is blurred.');
    expect(screen.getByRole('link', { name: 'Notifications' }).getAttribute('href')).toBe('#/notifications');
    expect(screen.queryByRole('button', { name: /^Pay / })).toBeNull();
  });

  it('a status approved meanwhile shows at once: the user is refreshed on arrival, and again with Check again', async () => {
    $user.set(userWith('PENDING'));
    serverUser = userWith('PENDING');
    render(<Packages />);
    await settle();
    expect(screen.getByRole('heading', { name: 'We are reviewing your application' })).toBeTruthy();
    serverUser = userWith('APPROVED');
    fireEvent.click(button('Check again'));
    await settle();
    expect(screen.getByRole('heading', { name: 'Your application is approved' })).toBeTruthy();
    expect(button('Pay ₹149')).toBeTruthy();
    expect($user.get()?.status.code).toBe('APPROVED');
  });

  it('APPROVED: the plan applied for is preselected, what is due follows the choice', async () => {
    vi.mocked(listOrders).mockResolvedValue([appliedFor(SLABS[1])]);
    render(<Packages />);
    await settle();
    expect(chosen('Signature')).toBe(true);
    expect(screen.getByText('Your choice')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'What is due' })).toBeTruthy();
    expect(button('Pay ₹469')).toBeTruthy();
    fireEvent.click(button('Choose Classic'));
    await settle();
    expect(chosen('Classic')).toBe(true);
    expect(chosen('Signature')).toBe(false);
    expect(paymentDetails).toHaveBeenLastCalledWith(1);
    expect(button('Pay ₹149')).toBeTruthy();
  });

  it('APPROVED: a plan picked on the form this session wins over the one applied for', async () => {
    sessionStorage.setItem('tote.applicationSession', JSON.stringify({ slabId: 5 }));
    render(<Packages />);
    await settle();
    expect(chosen('Signature')).toBe(true);
    expect(button('Pay ₹469')).toBeTruthy();
  });

  it('EXPIRE: renewal is paid here, the last plan offered first', async () => {
    $user.set(userWith('EXPIRE'));
    serverUser = userWith('EXPIRE');
    vi.mocked(listOrders).mockResolvedValue([{ ...appliedFor(), status: { name: 'ACTIVATED' } }]);
    render(<Packages />);
    await settle();
    expect(screen.getByRole('heading', { name: 'Renew your membership' })).toBeTruthy();
    expect(chosen('Classic')).toBe(true);
    expect(button('Pay ₹149')).toBeTruthy();
  });

  it('a renewal starts on the plan chosen for it on My Account', async () => {
    $user.set(userWith('EXPIRE'));
    serverUser = userWith('EXPIRE');
    vi.mocked(listOrders).mockResolvedValue([{ ...appliedFor(), status: { name: 'ACTIVATED' } }]);
    vi.mocked(getPlanChange).mockResolvedValueOnce({
      membershipPlanSlabId: 5,
      planName: 'Signature',
      durationInMonths: 6,
      amount: 469,
      effectiveOn: '2026-06-01',
    });
    render(<Packages />);
    await settle();
    await waitFor(() => expect(chosen('Signature')).toBe(true));
    expect(chosen('Classic')).toBe(false);
  });

  it('with nothing applied for, nothing is preselected and the member is asked to choose', async () => {
    vi.mocked(listOrders).mockResolvedValue([]);
    render(<Packages />);
    await settle();
    expect(chosen('Classic')).toBe(false);
    expect(screen.getByText('Choose a plan to see what is due.')).toBeTruthy();
    expect(paymentDetails).not.toHaveBeenCalled();
  });

  it('DRAFT: the plans, a choice kept for the form, and the way back to it', async () => {
    $user.set(userWith('DRAFT'));
    render(<Packages />);
    await settle();
    expect(screen.getByRole('link', { name: 'Continue your application' }).getAttribute('href')).toBe('#/member-application-form');
    fireEvent.click(button('Choose Signature'));
    expect(chosen('Signature')).toBe(true);
    expect(readSession<{ slabId: number }>('application')?.slabId).toBe(5);
    expect(screen.queryByRole('button', { name: /^Pay / })).toBeNull();
  });

  it('ACTIVE: the membership itself, its plan marked among the three, nothing to pay or choose', async () => {
    $user.set(userWith('ACTIVE'));
    vi.mocked(userMembership).mockResolvedValue(
      sampleUserMembership({ membershipPlanSlab: SLABS[1], startDate: '2026-01-01', expiryDate: '2026-07-01', status: 'ACTIVE' }),
    );
    render(<Packages />);
    await settle();
    expect(screen.getByRole('heading', { name: 'Your membership is active' })).toBeTruthy();
    expect(screen.getByText(/Signature, 6 months, until 1 July 2026/)).toBeTruthy();
    const signature = screen.getByRole('listitem', { name: 'Signature' });
    expect(within(signature).getByText('Your plan')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Choose / })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Pay / })).toBeNull();
    expect(screen.getByRole('link', { name: 'Browse the collection' }).getAttribute('href')).toBe('#/members-collection');
    expect(paymentDetails).not.toHaveBeenCalled();
  });

  it("ACTIVE with the membership on hold: says so, with the operator's reason and what to do", async () => {
    $user.set(userWith('ACTIVE'));
    vi.mocked(userMembership).mockResolvedValue(
      sampleUserMembership({ membershipPlanSlab: SLABS[1], startDate: '2026-01-01', expiryDate: '2026-07-01', status: 'ONHOLD' }),
    );
    vi.mocked(getHoldReason).mockResolvedValueOnce({ reason: 'Your last payment was charged back.', heldAt: '2026-03-04T06:30:00.000Z', of: 'membership' });
    render(<Packages />);
    await screen.findByRole('heading', { name: 'Your membership is on hold' });
    expect(screen.getByText(/Signature, 6 months, until 1 July 2026\. You cannot book new bags until the hold is lifted\./)).toBeTruthy();
    const why = await screen.findByText('Why your membership is on hold:');
    expect(why.parentElement?.textContent).toBe('Why your membership is on hold: Your last payment was charged back.');
    expect(screen.getByText(/^We put your membership on hold on 04\/03\/2026\. The bags you have booked stay booked/)).toBeTruthy();
  });
});

describe('paying', () => {
  it('saves the order, pays with an idempotency key, updates the user and goes to My Account', async () => {
    vi.mocked(payNow).mockImplementation(async () => {
      serverUser = userWith('ACTIVE');
      return SUCCEEDED;
    });
    render(<Packages />);
    await settle();
    payWithCard();
    await settle();
    expect(saveOrder).toHaveBeenCalledWith({ userId: 42, membershipPlanSlabId: 1 });
    const body = vi.mocked(payNow).mock.calls[0][0] as unknown as Record<string, unknown>;
    expect(body).toMatchObject({ orderId: 77, userId: 42, amount: 149, paymentMethod: 'card', cardNumber: '4242424242424242' });
    expect(body.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect($user.get()?.status.code).toBe('ACTIVE');
    expect(readSession('user')).toMatchObject({ status: { code: 'ACTIVE' } });
    await waitFor(() => expect(location.hash).toBe('#/my-profile'));
    // The server activates with the payment; no second activation is asked for.
    expect(activateOrder).not.toHaveBeenCalled();
    expect(vi.mocked(trackEvent).mock.calls).toEqual([
      // Rupees reported in the spec's USD at the operator's rate (src/money/money-settings.ts).
      ['paymentInfo', { value: pixelUsdValue(149), currency: 'USD' }],
      ['purchase', { value: pixelUsdValue(149), currency: 'USD' }],
    ]);
    expect(readSession<{ payment?: unknown }>('application')?.payment).toBeNull();
  });

  it('activates the order when the payment left it paid but not active', async () => {
    vi.mocked(payNow).mockResolvedValue(SUCCEEDED);
    vi.mocked(activateOrder).mockImplementation(async () => {
      serverUser = userWith('ACTIVE');
      return { ...order(), status: { name: 'ACTIVATED' } };
    });
    render(<Packages />);
    await settle();
    payWithCard();
    await settle();
    expect(activateOrder).toHaveBeenCalledWith(77);
    expect($user.get()?.status.code).toBe('ACTIVE');
  });

  it('the button is busy and disabled while paying, and a double click pays once', async () => {
    const pending = deferred<typeof SUCCEEDED>();
    vi.mocked(payNow).mockReturnValue(pending.promise);
    render(<Packages />);
    await settle();
    payWithCard();
    await settle();
    const busy = button('Paying…');
    expect(busy.disabled).toBe(true);
    expect(busy.getAttribute('aria-busy')).toBe('true');
    fireEvent.click(busy);
    fireEvent.submit(busy.closest('form')!);
    await settle();
    expect(payNow).toHaveBeenCalledTimes(1);
    serverUser = userWith('ACTIVE');
    await act(async () => pending.resolve(SUCCEEDED));
    await settle();
    expect(payNow).toHaveBeenCalledTimes(1);
    expect(location.hash).toBe('#/my-profile');
  });

  it('a network error is shown with Retry, which reuses the same order and idempotency key', async () => {
    vi.mocked(payNow)
      .mockRejectedValueOnce(new ApiError('network', 'Network error'))
      .mockImplementationOnce(async () => {
        serverUser = userWith('ACTIVE');
        return SUCCEEDED;
      });
    render(<Packages />);
    await settle();
    payWithCard();
    await settle();
    expect(screen.getByRole('alert').textContent).toMatch(/could not reach Tote/);
    expect(location.hash).toBe('');
    fireEvent.click(button('Retry'));
    await settle();
    const [first, second] = vi.mocked(payNow).mock.calls.map((c) => c[0] as unknown as Record<string, unknown>);
    expect(second.idempotencyKey).toBe(first.idempotencyKey);
    expect(second.orderId).toBe(77);
    expect(saveOrder).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(location.hash).toBe('#/my-profile'));
  });

  it('names the declined test details only when the server says the demo gateway takes the payment', async () => {
    render(<Packages />);
    await settle();
    expect(screen.queryByText(/Demo payments move no money/)).toBeNull();
    // Another page, another server: nothing cached.
    act(() => cleanup());
    forgetAllQueries();
    vi.mocked(paymentDetails).mockImplementation(async (id) =>
      samplePaymentDetails({ membershipPlanSlabId: id, amount: 149, tax: 0, totalAmount: 149, currency: 'INR', gateway: 'demo' }),
    );
    render(<Packages />);
    await settle();
    expect(screen.getByText(/Demo payments move no money/).textContent).toContain('4000 0000 0000 0002');
  });

  it('paying by hand: the UPI id and bank account with a plain note, then the reference to write on the transfer; nothing is marked paid', async () => {
    const payee = { accountName: 'Tote Luxe Rentals Private Limited', upiId: 'toteluxe@icici', bankAccountNumber: '50200012345678', ifsc: 'HDFC0000240' };
    const note = 'We take payments by UPI or bank transfer for now. A member of our team confirms it.';
    const instructions = { ...payee, bankName: null, reference: null, amount: null, note };
    vi.mocked(paymentDetails).mockImplementation(async (id) =>
      samplePaymentDetails({ membershipPlanSlabId: id, amount: 149, tax: 0, totalAmount: 149, gateway: 'manual', manualPayment: instructions }),
    );
    vi.mocked(payNow).mockResolvedValue(
      samplePayNow({ status: 'PROCESSING', method: null, methodHint: null, manualPayment: { ...instructions, reference: 'TOTE-12-1', amount: 149 } }),
    );
    render(<Packages />);
    await settle();
    expect(screen.queryByLabelText('Card number')).toBeNull();
    expect(screen.getByText(note)).toBeTruthy();
    expect(screen.getByText('toteluxe@icici')).toBeTruthy();
    expect(screen.getByText('HDFC0000240')).toBeTruthy();
    fireEvent.click(button('Get my payment reference'));
    await settle();
    expect(vi.mocked(payNow).mock.calls[0][0]).not.toHaveProperty('paymentMethod');
    expect(screen.getByRole('status').textContent).toContain('TOTE-12-1');
    expect(screen.queryByRole('button', { name: 'Get my payment reference' })).toBeNull();
    expect($user.get()?.status.code).toBe('APPROVED');
    expect(location.hash).not.toBe('#/my-profile');
  });

  it('a gateway with its own page (Razorpay) asks for no card or UPI id: Pay sends the member there with no details', async () => {
    vi.mocked(paymentDetails).mockImplementation(async (id) =>
      samplePaymentDetails({ membershipPlanSlabId: id, amount: 149, tax: 0, totalAmount: 149, currency: 'INR', gateway: 'razorpay', hostedPage: true }),
    );
    vi.mocked(payNow).mockResolvedValue(samplePayNow({ paymentId: 1, status: 'REQUIRES_ACTION', redirectUrl: 'https://rzp.io/i/tote1' }));
    const assign = vi.spyOn(location, 'assign').mockImplementation(() => undefined);
    try {
      render(<Packages />);
      await settle();
      expect(screen.queryByLabelText('Card number')).toBeNull();
      expect(screen.queryByLabelText('UPI ID')).toBeNull();
      fireEvent.click(button(/^Pay ₹/));
      await settle();
      const sent = vi.mocked(payNow).mock.calls[0][0] as unknown as Record<string, unknown>;
      expect(sent).toMatchObject({ orderId: 77, amount: 149 });
      expect(sent).not.toHaveProperty('cardNumber');
      expect(sent).not.toHaveProperty('paymentMethod');
      expect(assign).toHaveBeenCalledWith('https://rzp.io/i/tote1');
    } finally {
      assign.mockRestore();
    }
  });

  it("back from the gateway's page with the order paid: the membership is finished, the account opens, the attempt is forgotten", async () => {
    writeSession('application', { slabId: 1, payment: { key: 'attempt-key-1', slabId: 1, orderId: 77 } });
    vi.mocked(getOrder).mockResolvedValue({ ...order(), status: { name: 'ACTIVATED' }, totalAmount: 149 });
    serverUser = userWith('ACTIVE');
    render(<Packages />);
    await waitFor(() => expect(location.hash).toBe('#/my-profile'));
    expect(getOrder).toHaveBeenCalledWith(77);
    expect(payNow).not.toHaveBeenCalled();
    expect($user.get()?.status.code).toBe('ACTIVE');
    expect(readSession<{ payment?: unknown }>('application')?.payment).toBeNull();
    expect(trackEvent).toHaveBeenCalledWith('purchase', { value: pixelUsdValue(149), currency: 'USD' });
  });

  it('a declined payment shows the gateway message with Retry; nothing moves on', async () => {
    vi.mocked(payNow).mockRejectedValue(new ApiError('http', 'The payment was declined by the bank. No money was taken.', 402));
    render(<Packages />);
    await settle();
    payWithCard();
    await settle();
    expect(screen.getByRole('alert').textContent).toContain('The payment was declined by the bank. No money was taken.');
    expect(button('Retry')).toBeTruthy();
    expect($user.get()?.status.code).toBe('APPROVED');
    expect(vi.mocked(trackEvent).mock.calls.map((c) => c[0])).toEqual(['paymentInfo']);
  });

  it('acts on the error code, not the text: ORDER_CANCELLED starts a new attempt, AMOUNT_CHANGED reloads what is due', async () => {
    // Worded unlike the server's texts on purpose: only the code may decide.
    vi.mocked(payNow)
      .mockRejectedValueOnce(new ApiError('http', 'Order void.', 409, {}, 'ORDER_CANCELLED'))
      .mockRejectedValueOnce(new ApiError('http', 'New price.', 409, {}, 'AMOUNT_CHANGED'))
      .mockRejectedValueOnce(new ApiError('http', 'This order was cancelled. The amount due is now ₹1.', 409, {}, 'CONFLICT'));
    render(<Packages />);
    await settle();
    payWithCard();
    await settle();
    // The member reads the code's words with the next step (src/api/member-words.ts), not the server's text.
    expect(screen.getByRole('alert').textContent).toContain('This order was cancelled. Pay again to start a new order for your plan.');
    expect(readSession<{ payment?: unknown }>('application')?.payment).toBeNull();

    const detailsCalls = vi.mocked(paymentDetails).mock.calls.length;
    fireEvent.click(button('Retry'));
    await settle();
    expect(screen.getByRole('alert').textContent).toContain('New price.');
    expect(vi.mocked(paymentDetails).mock.calls.length).toBeGreaterThan(detailsCalls);
    const keptAttempt = readSession<{ payment: { key: string } }>('application')?.payment;
    expect(keptAttempt?.key).toBeTruthy();

    const afterChange = vi.mocked(paymentDetails).mock.calls.length;
    fireEvent.click(button('Retry'));
    await settle();
    // Neither code: the same attempt is kept and nothing is reloaded, whatever the words say.
    expect(readSession<{ payment: { key: string } }>('application')?.payment.key).toBe(keptAttempt?.key);
    expect(vi.mocked(paymentDetails).mock.calls.length).toBe(afterChange);
    const keys = vi.mocked(payNow).mock.calls.map((c) => (c[0] as unknown as Record<string, unknown>).idempotencyKey);
    expect(keys[1]).not.toBe(keys[0]);
    expect(keys[2]).toBe(keys[1]);
  });

  it('the attempt survives a reload: paying again after it sends the same key', async () => {
    vi.mocked(payNow).mockRejectedValueOnce(new ApiError('network', 'Network error')).mockResolvedValueOnce(SUCCEEDED);
    const first = render(<Packages />);
    await settle();
    payWithCard();
    await settle();
    first.unmount();
    expect(readSession<{ payment: { key: string; orderId: number } }>('application')?.payment.orderId).toBe(77);

    render(<Packages />);
    await settle();
    payWithCard();
    await settle();
    const keys = vi.mocked(payNow).mock.calls.map((c) => (c[0] as unknown as Record<string, unknown>).idempotencyKey);
    expect(keys[1]).toBe(keys[0]);
  });

  it('checks the card or UPI ID before paying', async () => {
    render(<Packages />);
    await settle();
    fireEvent.click(button('Pay ₹149'));
    expect(screen.getByText('Card number is required.')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'UPI' }));
    type('UPI ID', 'nobank');
    fireEvent.click(button('Pay ₹149'));
    expect(screen.getByText('Please enter a valid UPI ID, like name@bank.')).toBeTruthy();
    expect(payNow).not.toHaveBeenCalled();
  });
});
