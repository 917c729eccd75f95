import type { BagDimensions } from '../../src/api/shapes/product';

/**
 * What fits in a bag, from its outside size: a small rule table of everyday
 * things (their size in cm, lying flat), each fitting when its sides, largest
 * first, are within the bag's sides less the walls and lining.
 */
const THINGS: readonly { name: string; cm: [number, number, number] }[] = [
  { name: 'keys', cm: [8, 5, 2] },
  { name: 'a lipstick', cm: [8, 2, 2] },
  { name: 'a cardholder', cm: [11, 8, 1] },
  { name: 'a phone', cm: [16.5, 8, 1] },
  { name: 'sunglasses in their case', cm: [16, 7, 5] },
  { name: 'a long wallet', cm: [20, 10, 2.5] },
  { name: 'a paperback', cm: [20, 13, 2.5] },
  { name: 'a water bottle', cm: [22, 7, 7] },
  { name: 'an 11-inch tablet', cm: [25, 18, 1] },
  { name: 'a 13-inch laptop', cm: [31, 22, 2] },
  { name: 'an A4 folder', cm: [31.5, 23, 2] },
];

/** Centimetres lost to the walls and lining along each side: a tenth of it, at most 1.5 cm. */
const walls = (side: number) => Math.min(1.5, side / 10);

const largestFirst = (sides: readonly number[]) => [...sides].sort((a, b) => b - a);

export function fits(bag: BagDimensions, thing: readonly number[]): boolean {
  const room = largestFirst([bag.widthCm, bag.heightCm, bag.depthCm]).map((side) => side - walls(side));
  return largestFirst(thing).every((side, i) => side <= room[i]);
}

/** The things that fit, smallest first. */
export function thingsThatFit(bag: BagDimensions): string[] {
  return THINGS.filter((t) => fits(bag, t.cm)).map((t) => t.name);
}

/** "a, b and c" */
export function listInWords(items: readonly string[]): string {
  return items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** The "what fits" line under the size: the five largest things that fit, or what the bag is for when nothing does. */
export function whatFitsLine(bag: BagDimensions): string {
  const fitting = thingsThatFit(bag);
  if (fitting.length === 0) return 'Room for a lipstick and a card or two.';
  const shown = fitting.slice(-5);
  return `Fits ${listInWords(shown)}${fitting.length > shown.length ? ', and smaller things' : ''}.`;
}

/** How the bag wears, from the strap's drop (top of the strap to the bag's top edge). */
export function strapDropLine(dropCm: number | null | undefined): string {
  if (dropCm === null || dropCm === undefined) return 'No strap: carried in the hand.';
  if (dropCm < 15) return 'Carried by the handle, or in the crook of the arm.';
  if (dropCm < 30) return 'Sits on the shoulder, close under the arm.';
  if (dropCm < 45) return 'Sits on the shoulder, at the hip; room for it over a coat.';
  return 'Long enough to wear across the body.';
}

/** "38 × 30 × 15 cm": width, height, depth. */
export function dimensionsText(bag: BagDimensions): string {
  const cm = (n: number) => n.toLocaleString('en-IN', { maximumFractionDigits: 1 });
  return `${cm(bag.widthCm)} × ${cm(bag.heightCm)} × ${cm(bag.depthCm)} cm`;
}
