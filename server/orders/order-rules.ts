import { splitInclusive } from '../../src/money/gst';
import { conflict } from '../domain-error';

// Spec point 4's statuses, and where paying fits: a DRAFT user applies, PENDING
// and ONHOLD wait for the operator, APPROVED pays for the first membership,
// DEACTIVE and EXPIRE pay to renew, ACTIVE has nothing to pay.

export const PAYING_STATUSES = ['APPROVED', 'DEACTIVE', 'EXPIRE'] as const;
export const RENEWING_STATUSES = ['DEACTIVE', 'EXPIRE'] as const;

export const ORDER_MESSAGES = {
  draft: 'Please submit the membership application form first.',
  underReview: 'Your application is still under review. You can pay once it is approved.',
  active: 'Your membership is already active.',
  notPaid: 'This order has not been paid yet.',
  cancelled: 'This order was cancelled.',
  closed: 'This order is already paid.',
  paymentInProgress: 'A payment for this order is already in progress. Please wait a moment.',
  invoiceNotReady: 'The invoice is available once the order is paid.',
  retired: 'This plan is no longer offered. Please choose another plan.',
} as const;

/** Why a user of `status` may not pay, or null when they may. */
export function payRefusal(status: string): string | null {
  if ((PAYING_STATUSES as readonly string[]).includes(status)) return null;
  if (status === 'DRAFT') return ORDER_MESSAGES.draft;
  if (status === 'ACTIVE') return ORDER_MESSAGES.active;
  return ORDER_MESSAGES.underReview;
}

/** An order may be opened (chosen slab saved) by anyone past the application who is not ACTIVE. */
export function assertMayOrder(status: string): void {
  if (status === 'DRAFT') throw conflict(ORDER_MESSAGES.draft, 'PAYMENT_NOT_ALLOWED');
  if (status === 'ACTIVE') throw conflict(ORDER_MESSAGES.active, 'PAYMENT_NOT_ALLOWED');
}

export function assertMayPay(status: string): void {
  const refusal = payRefusal(status);
  if (refusal) throw conflict(refusal, 'PAYMENT_NOT_ALLOWED');
}

export function orderKind(status: string): 'NEW' | 'RENEWAL' {
  return (RENEWING_STATUSES as readonly string[]).includes(status) ? 'RENEWAL' : 'NEW';
}

/**
 * A slab's price is what the member pays, GST included; an order keeps it as
 * its taxable value (`amount`) and the GST inside it (`tax`), so the checkout's
 * tax line and the tax invoice read them as they are. amount + tax = price.
 */
export function priceParts(price: number, gstRatePercent: number): { amount: number; tax: number } {
  const { taxable, tax } = splitInclusive(price, gstRatePercent);
  return { amount: taxable, tax };
}
