import { statusWords } from '../api/shapes/status-words';
import { formatDay, ISO_DAY, LOCALE } from './format';

// The formatters of a member's records and the back office (./format.ts has what first screens show).

const MOMENT_STYLES = {
  medium: { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' },
  full: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', hour: 'numeric', minute: '2-digit' },
} as const;

/** A moment (order paid, parcel scanned, event start) in the reader's time zone; an ISO day stays a day. */
export function formatMoment(value: string | null | undefined, style: keyof typeof MOMENT_STYLES = 'medium'): string {
  if (!value) return '';
  if (ISO_DAY.test(value)) return formatDay(value);
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : new Intl.DateTimeFormat(LOCALE, MOMENT_STYLES[style]).format(date);
}

/** 'PAID' → 'Paid', 'ONHOLD' → 'On hold': the words of src/api/shapes/status-words.ts, the one list of them. */
export function statusWord(code: string | null | undefined): string {
  return statusWords(code);
}

/**
 * An Indian mobile number as people write it: '+91 98765 43210'. Ten digits, with
 * or without a +91, 91 or 0 in front; anything else is shown as it came.
 */
export function formatMobile(value: string | null | undefined): string {
  const raw = (value ?? '').trim();
  const digits = raw.replace(/[\s-]/g, '');
  const ten = /^(?:\+?91|0)?([6-9]\d{9})$/.exec(digits)?.[1];
  return ten ? `+91 ${ten.slice(0, 5)} ${ten.slice(5)}` : raw;
}

/**
 * The one name of an order members and operators read: its tax invoice's serial
 * once paid (TOTE/2627/000123), before that 'TOTE-000123' from its id; never a bare 'Order 1'.
 */
export function orderNumber(order: { orderId: number; invoiceNumber?: string | null }): string {
  return order.invoiceNumber || `TOTE-${String(order.orderId).padStart(6, '0')}`;
}
