import { act, cleanup, fireEvent, render, screen, waitFor } from '../support/testing-library';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/api/api-error';
import { listMemberships } from '../../../src/api/membership';
import { activateOrder, getOrder, paymentDetails, saveOrder } from '../../../src/api/order';
import { payNow } from '../../../src/api/payment';
import type { Order } from '../../../src/api/shapes/order';
import { getUser } from '../../../src/api/user';
import { readSession, writeSession } from '../../../src/storage/session-storage';
import { $user } from '../../../src/stores/session';
import { trackEvent } from '../../../src/tracking/pixel';
import { Packages } from '../../../widgets/membership/packages';
import { button, deferred, settle, SLABS, type, userWith } from './support';
import { sampleOrder, samplePaymentDetails, samplePayNow } from '../../support/api-samples';

vi.mock('../../../src/api/membership', () => ({ listMemberships: vi.fn(), userMembership: vi.fn() }));
vi.mock('../../../src/api/order', () => ({ paymentDetails: vi.fn(), saveOrder: vi.fn(), activateOrder: vi.fn(), getOrder: vi.fn() }));
vi.mock('../../../src/api/payment', () => ({ payNow: vi.fn() }));
vi.mock('../../../src/api/user', () => ({ getUser: vi.fn() }));
vi.mock('../../../src/tracking/pixel', () => ({ trackEvent: vi.fn() }));

const order = (orderId = 77): Order => sampleOrder({ orderId, status: { name: 'CREATED' } });
const SUCCEEDED = samplePayNow({ paymentId: 1, status: 'SUCCEEDED', redirectUrl: null });

let serverUser = userWith('APPROVED');

beforeEach(() => {
  sessionStorage.clear();
  location.hash = '';
  serverUser = userWith('APPROVED');
  vi.mocked(listMemberships).mockReset().mockResolvedValue(SLABS);
  vi.mocked(paymentDetails).mockReset().mockImplementation(async (id) =>
    samplePaymentDetails({ membershipPlanSlabId: id, amount: id === 5 ? 469 : 149, tax: 0, totalAmount: id === 5 ? 469 : 149, currency: 'USD', gateway: 'razorpay' }),
  );
  vi.mocked(saveOrder).mockReset().mockResolvedValue(order());
  vi.mocked(activateOrder).mockReset().mockResolvedValue({ ...order(), status: { name: 'ACTIVATED' } });
  vi.mocked(getOrder).mockReset().mockResolvedValue(order());
  vi.mocked(payNow).mockReset();
  vi.mocked(getUser).mockReset().mockImplementation(async () => serverUser);
  vi.mocked(trackEvent).mockReset();
  $user.set(userWith('APPROVED'));
});
afterEach(() => cleanup());

function payWithCard() {
  type('Card number', '4242 4242 4242 4242');
  fireEvent.click(button(/^Pay \$/));
}

describe('package details by status', () => {
  it('PENDING: we are reviewing, plans and what is due, and no way to pay yet', async () => {
    $user.set(userWith('PENDING'));
    serverUser = userWith('PENDING');
    render(<Packages />);
    await settle();
    expect(screen.getByRole('heading', { name: 'We are reviewing your application' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: /Classic, 3 months/ })).toBeTruthy();
    expect(screen.getAllByText('$149').length).toBeGreaterThan(0);
    expect(paymentDetails).toHaveBeenCalledWith(1);
    expect(screen.queryByRole('button', { name: /^Pay / })).toBeNull();
    expect(screen.getByRole('button', { name: 'Check again' })).toBeTruthy();
  });

  it('ONHOLD: on hold, with what to do', async () => {
    $user.set(userWith('ONHOLD'));
    serverUser = userWith('ONHOLD');
    render(<Packages />);
    await settle();
    expect(screen.getByRole('heading', { name: 'Your application is on hold' })).toBeTruthy();
    expect(screen.getByText(/Your notifications say what we need/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Notifications' }).getAttribute('href')).toBe('#/notifications');
    expect(screen.queryByRole('button', { name: /^Pay / })).toBeNull();
  });

  it('a status approved meanwhile shows at once: the user is refreshed on arrival', async () => {
    $user.set(userWith('PENDING'));
    serverUser = userWith('APPROVED');
    render(<Packages />);
    await settle();
    expect(screen.getByRole('heading', { name: 'Your application is approved' })).toBeTruthy();
    expect(button('Pay $149')).toBeTruthy();
  });

  it('APPROVED: the plan chosen on the form is preselected, what is due follows the choice', async () => {
    sessionStorage.setItem('tote.applicationSession', JSON.stringify({ slabId: 5 }));
    render(<Packages />);
    await settle();
    expect((screen.getByRole('radio', { name: /Signature, 6 months/ }) as HTMLInputElement).checked).toBe(true);
    expect(button('Pay $469')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: /Classic, 3 months/ }));
    await settle();
    expect(paymentDetails).toHaveBeenLastCalledWith(1);
    expect(button('Pay $149')).toBeTruthy();
  });

  it('EXPIRE: renewal is paid here', async () => {
    $user.set(userWith('EXPIRE'));
    serverUser = userWith('EXPIRE');
    render(<Packages />);
    await settle();
    expect(screen.getByRole('heading', { name: 'Renew your membership' })).toBeTruthy();
    expect(button('Pay $149')).toBeTruthy();
  });

  it('DRAFT is sent to the application form', () => {
    $user.set(userWith('DRAFT'));
    render(<Packages />);
    expect(screen.getByRole('link', { name: 'Complete your application' }).getAttribute('href')).toBe('#/member-application-form');
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
      ['paymentInfo', { value: 149, currency: 'USD' }],
      ['purchase', { value: 149, currency: 'USD' }],
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
    vi.mocked(payNow).mockRejectedValueOnce(new ApiError('network', 'Network error')).mockImplementationOnce(async () => {
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
    cleanup();
    vi.mocked(paymentDetails).mockImplementation(async (id) => samplePaymentDetails({ membershipPlanSlabId: id, amount: 149, tax: 0, totalAmount: 149, currency: 'USD', gateway: 'demo' }));
    render(<Packages />);
    await settle();
    expect(screen.getByText(/Demo payments move no money/).textContent).toContain('4000 0000 0000 0002');
  });

  it("a gateway with its own page (Razorpay) asks for no card or UPI id: Pay sends the member there with no details", async () => {
    vi.mocked(paymentDetails).mockImplementation(async (id) => samplePaymentDetails({ membershipPlanSlabId: id, amount: 149, tax: 0, totalAmount: 149, currency: 'USD', gateway: 'razorpay', hostedPage: true }));
    vi.mocked(payNow).mockResolvedValue(samplePayNow({ paymentId: 1, status: 'REQUIRES_ACTION', redirectUrl: 'https://rzp.io/i/tote1' }));
    const assign = vi.spyOn(location, 'assign').mockImplementation(() => undefined);
    try {
      render(<Packages />);
      await settle();
      expect(screen.queryByLabelText('Card number')).toBeNull();
      expect(screen.queryByLabelText('UPI ID')).toBeNull();
      fireEvent.click(button(/^Pay \$/));
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
    expect(trackEvent).toHaveBeenCalledWith('purchase', { value: 149, currency: 'USD' });
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
      .mockRejectedValueOnce(new ApiError('http', 'This order was cancelled. The amount due is now $1.', 409, {}, 'CONFLICT'));
    render(<Packages />);
    await settle();
    payWithCard();
    await settle();
    expect(screen.getByRole('alert').textContent).toContain('Order void.');
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
    fireEvent.click(button('Pay $149'));
    expect(screen.getByText('Card number is required.')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'UPI' }));
    type('UPI ID', 'nobank');
    fireEvent.click(button('Pay $149'));
    expect(screen.getByText('Please enter a valid UPI ID, like name@bank.')).toBeTruthy();
    expect(payNow).not.toHaveBeenCalled();
  });
});
