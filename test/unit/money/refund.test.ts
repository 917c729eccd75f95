import { describe, expect, it } from 'vitest';
import { splitRefund } from '../../../src/money/refund';

// ₹11,999 at 18% GST inclusive: ₹10,168.64 taxable and ₹1,830.36 GST.
const order = { taxableMinor: 1_016_864, taxMinor: 183_036, refundedTaxableMinor: 0, refundedTaxMinor: 0 };

describe('splitting a refund into taxable value and GST', () => {
  it('reverses the GST in proportion to the invoice’s, to the nearest paisa', () => {
    // 1,00,000 paise × 1,83,036 / 11,99,900 = 15,254.27 → 15,254.
    expect(splitRefund(order, 100_000)).toEqual({ taxableMinor: 84_746, taxMinor: 15_254 });
  });

  it('gives back exactly what is left of each when the refund completes the order, so the notes add up to the invoice', () => {
    const after = { ...order, refundedTaxableMinor: 84_746, refundedTaxMinor: 15_254 };
    expect(splitRefund(after, 1_099_900)).toEqual({ taxableMinor: 1_016_864 - 84_746, taxMinor: 183_036 - 15_254 });
  });

  it('refuses nothing, fractions of a paisa and more than is left', () => {
    expect(splitRefund(order, 0)).toBeNull();
    expect(splitRefund(order, 10.5)).toBeNull();
    expect(splitRefund(order, 1_199_901)).toBeNull();
  });
});
