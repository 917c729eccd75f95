// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { dimensionsText, fits, listInWords, strapDropLine, thingsThatFit, whatFitsLine } from '../../../widgets/booking/bag-fit';

const bag = (widthCm: number, heightCm: number, depthCm: number) => ({ widthCm, heightCm, depthCm });

describe('what fits in a bag', () => {
  it('a thing fits when each of its sides, largest first, is within the bag less its walls, whichever way the bag is measured', () => {
    expect(fits(bag(18, 10, 3), [16.5, 8, 1])).toBe(true);
    expect(fits(bag(3, 18, 10), [16.5, 8, 1])).toBe(true);
    // Walls and lining take a tenth of each side, 1.5 cm at most: a 17.5 cm pocket leaves 16 cm.
    expect(fits(bag(17.5, 10, 3), [16.5, 8, 1])).toBe(false);
    expect(fits(bag(30, 20, 4), [16, 7, 5])).toBe(false);
  });

  it('a medium tote takes a laptop and an A4 folder; a mini clutch a cardholder but no phone', () => {
    const tote = thingsThatFit(bag(38, 30, 15));
    expect(tote).toContain('a 13-inch laptop');
    expect(tote).toContain('an A4 folder');
    const mini = thingsThatFit(bag(16.8, 9, 3));
    expect(mini).toContain('a cardholder');
    expect(mini).not.toContain('a phone');
    expect(whatFitsLine(bag(16.8, 9, 3))).toBe('Fits keys, a lipstick and a cardholder.');
  });

  it('names the five largest things that fit, and says smaller things fit too', () => {
    expect(whatFitsLine(bag(38, 30, 15))).toBe('Fits a paperback, a water bottle, an 11-inch tablet, a 13-inch laptop and an A4 folder, and smaller things.');
    expect(whatFitsLine(bag(5, 5, 2))).toBe('Room for a lipstick and a card or two.');
  });

  it('says how the strap wears by its drop, and a bag without one is carried', () => {
    expect(strapDropLine(null)).toBe('No strap: carried in the hand.');
    expect(strapDropLine(12)).toMatch(/handle/);
    expect(strapDropLine(24)).toMatch(/shoulder/);
    expect(strapDropLine(55)).toMatch(/across the body/);
  });

  it('writes the size as W × H × D in cm and lists in words', () => {
    expect(dimensionsText(bag(38, 30, 12.5))).toBe('38 × 30 × 12.5 cm');
    expect(listInWords(['a'])).toBe('a');
    expect(listInWords(['a', 'b', 'c'])).toBe('a, b and c');
  });
});
