// @vitest-environment node
import { validate, type Struct } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { NewBagdropShape } from '../../../src/api/shapes/requests/bagdrop';
import { PayNowRequestShape } from '../../../src/api/shapes/requests/payment';
import { AADHAAR_OTP_FORMAT, aadhaarOtpProblem } from '../../../src/validation/aadhaar';
import { BAGDROP_MESSAGES } from '../../../src/validation/bagdrop';
import { BANK_ACCOUNT_PATTERN, cardNumberProblem, IFSC_PATTERN, PAYMENT_MESSAGES, upiIdProblem } from '../../../src/validation/payment';
import { normalizeWaybill, waybillProblem } from '../../../src/validation/waybill';

// The rules both ends share (src/validation/), at their edges; and that the request shapes the server
// validates with answer in the form's own words.

/** The first failure's message when `body` is checked as the server checks it, or null. */
const refusal = <T, S>(body: unknown, shape: Struct<T, S>) => {
  const [error] = validate(body, shape, { coerce: true });
  return error ? { field: error.failures()[0].path.join('.'), message: error.failures()[0].message } : null;
};

describe('card number', () => {
  it.each(['4242 4242 4242 4242', '424242424242', '4'.repeat(19), ' 4000 0000 0000 0002 '])('takes %s (12 to 19 digits, spaces dropped)', (value) =>
    expect(cardNumberProblem(value)).toBeNull(),
  );
  it.each(['4'.repeat(11), '4'.repeat(20), '4242-4242-4242-4242', '4242 4242 4242 424x'])('refuses %s', (value) =>
    expect(cardNumberProblem(value)).toBe(PAYMENT_MESSAGES.cardInvalid),
  );
  it('is required', () => expect(cardNumberProblem('   ')).toBe(PAYMENT_MESSAGES.cardRequired));
});

describe('UPI id', () => {
  it.each(['ab@okaxis', `${'a'.repeat(64)}@okaxis`, 'neha.k-1_x@ybl', ' neha@okicici ', `neha@${'b'.repeat(64)}`])('takes %s', (value) =>
    expect(upiIdProblem(value)).toBeNull(),
  );
  it.each(['a@okaxis', `${'a'.repeat(65)}@okaxis`, 'neha@o', `neha@${'b'.repeat(65)}`, 'neha@ok1', 'neha okaxis', 'ne ha@okaxis'])('refuses %s', (value) =>
    expect(upiIdProblem(value)).toBe(PAYMENT_MESSAGES.upiInvalid),
  );
  it('is required', () => expect(upiIdProblem('')).toBe(PAYMENT_MESSAGES.upiRequired));
});

describe("the club's own bank details (TOTE_MANUAL_PAY_*)", () => {
  it.each([
    ['HDFC0000123', true],
    ['HDFC1000123', false],
    ['HDF00000123', false],
    ['HDFC000012', false],
  ])('IFSC %s: %s', (value, good) => expect(IFSC_PATTERN.test(value)).toBe(good));
  it.each([
    ['1'.repeat(9), true],
    ['1'.repeat(18), true],
    ['1'.repeat(8), false],
    ['1'.repeat(19), false],
  ])('account number %s: %s', (value, good) => expect(BANK_ACCOUNT_PATTERN.test(value)).toBe(good));
});

describe('waybill number', () => {
  it('drops spaces, then takes 6 to 20 letters and digits', () => {
    expect(waybillProblem(normalizeWaybill(' 5000 0000 008 '))).toBeNull();
    expect(waybillProblem('AB12CD')).toBeNull();
    expect(waybillProblem('A'.repeat(20))).toBeNull();
    expect(waybillProblem('AB12C')).toBe('invalid');
    expect(waybillProblem('A'.repeat(21))).toBe('invalid');
    expect(waybillProblem('AB-12CD')).toBe('invalid');
    expect(waybillProblem(normalizeWaybill('   '))).toBe('required');
  });
});

describe('Aadhaar OTP', () => {
  it.each(['123456', ' 654321 '])('takes %s', (value) => expect(aadhaarOtpProblem(value)).toBeNull());
  it.each(['', '12345', '1234567', '12 456', 'abcdef'])('refuses "%s"', (value) => expect(aadhaarOtpProblem(value)).toBe(AADHAAR_OTP_FORMAT));
});

describe('the request shapes use the same rules, in the same words', () => {
  const pay = { orderId: 1, idempotencyKey: 'attempt-0001' };
  it('payNow: a card or UPI id the form would refuse is refused under its field', () => {
    expect(refusal({ ...pay, paymentMethod: 'upi', upiId: `${'a'.repeat(65)}@okaxis` }, PayNowRequestShape)).toEqual({
      field: 'upiId',
      message: PAYMENT_MESSAGES.upiInvalid,
    });
    expect(refusal({ ...pay, paymentMethod: 'card', cardNumber: '4242 4242 424' }, PayNowRequestShape)).toEqual({
      field: 'cardNumber',
      message: PAYMENT_MESSAGES.cardInvalid,
    });
  });
  it('payNow: what the form sends passes, and a blank detail is left to the gateway', () => {
    expect(refusal({ ...pay, paymentMethod: 'card', cardNumber: '4242 4242 4242 4242' }, PayNowRequestShape)).toBeNull();
    expect(refusal({ ...pay, paymentMethod: 'upi', upiId: 'neha@okaxis' }, PayNowRequestShape)).toBeNull();
    expect(refusal({ ...pay, cardNumber: '', upiId: null }, PayNowRequestShape)).toBeNull();
  });
  it("bag drop: a blank brand gets the form's message", () => {
    expect(refusal({ userId: 1, brand: '  ' }, NewBagdropShape)).toEqual({ field: 'brand', message: BAGDROP_MESSAGES.brandRequired });
  });
});
