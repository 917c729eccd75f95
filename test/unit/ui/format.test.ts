// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDayMonth } from '../../../src/ui/day-month';
import { formatDay, formatMoney, planLabel } from '../../../src/ui/format';
import { formatMobile, formatMoment, orderNumber } from '../../../src/ui/format-details';

/**
 * A reader in time zone `tz`: Intl formats in it wherever no zone is given, as in their
 * browser. (Setting process.env.TZ would not do: a worker thread cannot change the zone.)
 */
function readerIn(tz: string): void {
  const RealDateTimeFormat = Intl.DateTimeFormat;
  function DateTimeFormat(locales?: string | string[], options?: Intl.DateTimeFormatOptions) {
    return new RealDateTimeFormat(locales, { timeZone: tz, ...options });
  }
  vi.stubGlobal('Intl', Object.assign(Object.create(Intl), { DateTimeFormat }));
}
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('formatDay', () => {
  // The account page once showed ISO days in local time and the booking page in UTC: an ISO
  // day is a calendar day, the same for every reader, east or west of Greenwich.
  it.each(['Pacific/Honolulu', 'America/New_York', 'UTC', 'Asia/Kolkata', 'Pacific/Kiritimati'])('an ISO day is the same calendar day in %s', (tz) => {
    readerIn(tz);
    expect(formatDay('2025-08-31')).toBe('31 Aug 2025');
    expect(formatDay('2025-01-01', 'long')).toBe('1 January 2025');
  });

  it("a timestamp is a moment: the reader's local day", () => {
    readerIn('Asia/Kolkata');
    expect(formatDay('2025-08-31T20:00:00Z')).toBe('1 Sept 2025');
    readerIn('America/New_York');
    expect(formatDay('2025-08-31T20:00:00Z')).toBe('31 Aug 2025');
    expect(formatMoment('2025-03-01T10:05:00Z')).toBe('1 Mar 2025, 5:05 am');
    expect(formatMoment('2025-03-01')).toBe('1 Mar 2025');
  });

  it('shows nothing for nothing and an unreadable value as it came', () => {
    expect(formatDay(null)).toBe('');
    expect(formatDay('soon')).toBe('soon');
  });
});

describe('formatMoney and planLabel', () => {
  it('Indian rupees with Indian digit grouping, paise only when there are some', () => {
    expect(formatMoney(469)).toBe('₹469');
    expect(formatMoney(36999)).toBe('₹36,999');
    expect(formatMoney(107999)).toBe('₹1,07,999');
    expect(formatMoney(12345678)).toBe('₹1,23,45,678');
    expect(formatMoney(5643.92)).toBe('₹5,643.92');
    expect(formatMoney(12.5)).toBe('₹12.50');
  });

  // The first Intl formatter of a page costs 90–160 ms on the phone profile: loading the module must not pay it.
  it('builds no formatter as the module loads, then one per kind of amount, kept', async () => {
    vi.resetModules();
    const RealNumberFormat = Intl.NumberFormat;
    const built = vi.fn(function NumberFormat(locales?: string | string[], options?: Intl.NumberFormatOptions) {
      return new RealNumberFormat(locales, options);
    });
    vi.stubGlobal('Intl', Object.assign(Object.create(Intl), { NumberFormat: built, DateTimeFormat: vi.fn() }));
    const fresh = await import('../../../src/ui/format');
    expect(built).not.toHaveBeenCalled();
    expect([fresh.formatMoney(107999), fresh.formatMoney(19999), fresh.formatMoney(3050.68), fresh.formatMoney(1.5)]).toEqual([
      '₹1,07,999',
      '₹19,999',
      '₹3,050.68',
      '₹1.50',
    ]);
    expect(built).toHaveBeenCalledTimes(2);
  });

  it("names a slab by plan and length: 'Signature, 6 months'", () => {
    expect(planLabel({ membershipPlanName: 'Signature', durationInMonths: 6 })).toBe('Signature, 6 months');
    expect(planLabel({ membershipPlanName: 'Classic', durationInMonths: 1 })).toBe('Classic, 1 month');
    expect(planLabel({ membershipPlanName: 'Couture', durationInMonths: null })).toBe('Couture');
  });
});

describe('formatMobile, orderNumber and formatDayMonth', () => {
  it('writes an Indian mobile number as people do, whatever prefix it was stored with', () => {
    for (const stored of ['9876543210', '+919876543210', '919876543210', '09876543210', '98765 43210']) expect(formatMobile(stored)).toBe('+91 98765 43210');
    // Not a mobile number: shown as it came, never mangled.
    expect(formatMobile('+44 20 7946 0958')).toBe('+44 20 7946 0958');
    expect(formatMobile(null)).toBe('');
  });

  it("names an order by its invoice serial once paid, else 'TOTE-' and its id in six digits", () => {
    expect(orderNumber({ orderId: 1 })).toBe('TOTE-000001');
    expect(orderNumber({ orderId: 1234567, invoiceNumber: null })).toBe('TOTE-1234567');
    expect(orderNumber({ orderId: 1, invoiceNumber: 'TOTE/2627/000123' })).toBe('TOTE/2627/000123');
  });

  it("a card's short day is the day before the month", () => {
    expect(formatDayMonth('2027-01-12')).toBe('12/01');
    expect(formatDayMonth('soon')).toBe('');
  });
});
