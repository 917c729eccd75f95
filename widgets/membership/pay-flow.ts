import { ApiError, errorText } from '../../src/api/api-error';
import { activateOrder, getOrder, saveOrder } from '../../src/api/order';
import { payNow } from '../../src/api/payment';
import type { ManualPaymentInstructions } from '../../src/api/shapes/manual-payment';
import type { User } from '../../src/api/shapes/user';
import { getUser } from '../../src/api/user';
import { updateUser } from '../../src/stores/session';
import { pixelUsdValue } from '../../src/money/money-settings';
import { trackEvent } from '../../src/tracking/pixel';
import { patchApplication, readApplication, type PaymentAttempt } from './application-session';

/** How the member pays; `hosted`: the gateway's own page asks (Razorpay), so no detail is sent to us. */
export type Instrument = { method: 'card'; cardNumber: string } | { method: 'upi'; upiId: string } | { method: 'hosted' };

export type PayOutcome =
  | { kind: 'paid'; user: User }
  | { kind: 'redirect'; url: string }
  /** Paying by hand: where to send the money and the reference; an operator confirms it later. */
  | { kind: 'manual'; instructions: ManualPaymentInstructions }
  /** Nothing was charged (declined) or nothing is known to be (network): the same attempt may be retried. */
  | { kind: 'failed'; message: string; amountChanged?: boolean };

function newKey(): string {
  // randomUUID needs a secure context; a plain-http page still gets a unique enough key.
  return globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${Math.random().toString(36).slice(2)}`;
}

/**
 * The current attempt for `slabId`: made once and kept in the application session,
 * so a double click, a retry or a reload sends the same idempotency key (and the
 * same order) and the server never charges twice. A different plan is a new attempt.
 */
export function currentAttempt(slabId: number): PaymentAttempt {
  const saved = readApplication().payment;
  if (saved && saved.slabId === slabId && saved.key) return saved;
  const attempt: PaymentAttempt = { key: newKey(), slabId };
  patchApplication({ payment: attempt });
  return attempt;
}

let inFlight: Promise<PayOutcome> | null = null;

/** One payment at a time per page: a second call while one is in flight gets the first one's answer. */
export function pay(user: User, slabId: number, amount: number, instrument: Instrument): Promise<PayOutcome> {
  inFlight ??= runPayment(user, slabId, amount, instrument).finally(() => {
    inFlight = null;
  });
  return inFlight;
}

async function runPayment(user: User, slabId: number, amount: number, instrument: Instrument): Promise<PayOutcome> {
  const attempt = currentAttempt(slabId);
  // The spec's pixel currency is USD: the rupee amount is converted at the operator's rate (src/money/money-settings.ts).
  trackEvent('paymentInfo', { value: pixelUsdValue(amount), currency: 'USD' });
  try {
    let orderId = attempt.orderId;
    if (orderId === undefined) {
      orderId = (await saveOrder({ userId: user.id, membershipPlanSlabId: slabId })).orderId;
      patchApplication({ payment: { ...attempt, orderId } });
    }
    const method =
      instrument.method === 'card'
        ? { paymentMethod: 'card' as const, cardNumber: instrument.cardNumber }
        : instrument.method === 'upi'
          ? { paymentMethod: 'upi' as const, upiId: instrument.upiId }
          : {};
    const result = await payNow({ orderId, userId: user.id, amount, idempotencyKey: attempt.key, ...method });
    if (result.redirectUrl) return { kind: 'redirect', url: result.redirectUrl };
    if (result.manualPayment && result.status === 'PROCESSING') return { kind: 'manual', instructions: result.manualPayment };
    if (result.status && !/^(SUCCEEDED|SUCCESS|PAID|ACTIVATED|CAPTURED)$/i.test(result.status)) {
      return { kind: 'failed', message: 'Your payment is still being confirmed. Please try again in a moment: you will not be charged twice.' };
    }
    return await finishPaid(user, orderId, amount);
  } catch (err) {
    // A cancelled order cannot be paid: the next attempt starts a fresh order and key.
    const code = err instanceof ApiError ? err.code : null;
    if (code === 'ORDER_CANCELLED') patchApplication({ payment: null });
    const amountChanged = code === 'AMOUNT_CHANGED';
    return { kind: 'failed', message: errorText(err) ?? 'Your payment did not go through. Please try again.', amountChanged };
  }
}

async function finishPaid(user: User, orderId: number, amount: number): Promise<PayOutcome> {
  let fresh = await getUser(user.id);
  // The server activates with the payment; an order left paid but not active is finished here.
  if (fresh.status.code !== 'ACTIVE') {
    await activateOrder(orderId);
    fresh = await getUser(user.id);
  }
  updateUser(fresh);
  patchApplication({ payment: null });
  trackEvent('purchase', { value: pixelUsdValue(amount), currency: 'USD' });
  return { kind: 'paid', user: fresh };
}

/**
 * Back from the gateway's page (or any later visit with an attempt saved): the
 * attempt's order is read, which settles it on the server from the gateway's
 * books; paid finishes as pay() does. Anything else leaves the attempt (and its
 * key) for the member to pay or retry; nothing is ever charged from here.
 */
export async function resumePayment(user: User): Promise<PayOutcome | null> {
  const orderId = readApplication().payment?.orderId;
  if (orderId === undefined) return null;
  try {
    const order = await getOrder(orderId);
    if (order.status.name !== 'PAID' && order.status.name !== 'ACTIVATED') return null;
    return await finishPaid(user, orderId, order.totalAmount ?? order.amount ?? order.membershipPlanSlab.amount);
  } catch {
    return null;
  }
}
