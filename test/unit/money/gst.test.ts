// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { gstHeads, splitInclusive, stateCode } from '../../../src/money/gst';
import { pixelUsdValue } from '../../../src/money/money-settings';

describe('GST inside a rupee price', () => {
  it('splits an inclusive price into taxable value and GST that add up to it to the paisa', () => {
    expect(splitInclusive(36999, 18)).toEqual({ taxable: 31355.08, tax: 5643.92 });
    expect(splitInclusive(11999, 18)).toEqual({ taxable: 10168.64, tax: 1830.36 });
    expect(splitInclusive(1000, 0)).toEqual({ taxable: 1000, tax: 0 });
    for (const price of [1, 99.99, 107999, 123456.78]) {
      const { taxable, tax } = splitInclusive(price, 18);
      expect(Math.round(taxable * 100) + Math.round(tax * 100)).toBe(Math.round(price * 100));
    }
  });

  it('CGST and SGST halves within the state (the odd paisa to SGST), IGST across states', () => {
    expect(gstHeads(5643.92, true)).toEqual({ cgst: 2821.96, sgst: 2821.96, igst: 0 });
    expect(gstHeads(1830.37, true)).toEqual({ cgst: 915.18, sgst: 915.19, igst: 0 });
    expect(gstHeads(1830.37, false)).toEqual({ cgst: 0, sgst: 0, igst: 1830.37 });
  });

  it('knows a state as members type it, and says so when it does not', () => {
    expect(stateCode('Maharashtra')).toBe('27');
    expect(stateCode('  tamil   nadu ')).toBe('33');
    expect(stateCode('Orissa')).toBe('21');
    expect(stateCode('New Delhi')).toBe('07');
    expect(stateCode('Atlantis')).toBeNull();
    expect(stateCode(null)).toBeNull();
  });
});

describe('the purchase pixel', () => {
  it("reports a rupee amount in the spec's US dollars at the operator's rate, to the cent", () => {
    expect(pixelUsdValue(36999, 0.012)).toBe(443.99);
    expect(pixelUsdValue(11999, 0.0118)).toBe(141.59);
  });
});
