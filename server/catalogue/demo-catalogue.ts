/**
 * The demo catalogue: 42 bags from seven fictional houses, spread over the six
 * bag types, twelve colours, four sizes, occasions and materials. Generated
 * from fixed tables (no randomness), so every start seeds the same bags and
 * the pictures (server/pictures/bag-art.ts) are drawn from these values.
 */

export const ATTRIBUTES = [
  { code: 'BRAND', name: 'Brand' },
  { code: 'CATEGORY', name: 'Style' },
  { code: 'COLOUR', name: 'Colour' },
  { code: 'SIZE', name: 'Size' },
  { code: 'OCCASION', name: 'Occasion' },
  { code: 'MATERIAL', name: 'Material' },
] as const;

export type AttributeCode = (typeof ATTRIBUTES)[number]['code'];

export const BRANDS = ['Maison Verne', 'Atelier Oro', 'Calloway & Finch', 'Lune Paris', 'Sable Row', 'Vittoria Bruni', 'Harlow Kent'] as const;

/** Bag types: a CATEGORY code, its name, and the shape bag-art.ts draws. */
export const CATEGORIES = [
  { code: 'TOTE', name: 'Tote' },
  { code: 'CLUTCH', name: 'Clutch' },
  { code: 'HOBO', name: 'Hobo' },
  { code: 'CROSSBODY', name: 'Crossbody' },
  { code: 'BUCKET', name: 'Bucket' },
  { code: 'SATCHEL', name: 'Satchel' },
] as const;

export type BagType = (typeof CATEGORIES)[number]['code'];

export const COLOURS: readonly { name: string; hex: string }[] = [
  { name: 'Black', hex: '#1f1b18' },
  { name: 'Tan', hex: '#b07a4a' },
  { name: 'Cognac', hex: '#8a4b24' },
  { name: 'Ivory', hex: '#ece3cf' },
  { name: 'Burgundy', hex: '#6d1f2c' },
  { name: 'Forest Green', hex: '#2f4a3a' },
  { name: 'Navy', hex: '#22304f' },
  { name: 'Blush', hex: '#e0aea3' },
  { name: 'Stone Grey', hex: '#8c8983' },
  { name: 'Scarlet', hex: '#a8302b' },
  { name: 'Gold', hex: '#c9a24b' },
  { name: 'Camel', hex: '#c19a6b' },
];

export const SIZES = ['Mini', 'Small', 'Medium', 'Large'] as const;
export const OCCASIONS = ['Everyday', 'Work', 'Evening', 'Weekend', 'Travel', 'Wedding'] as const;
export const MATERIALS = ['Calf Leather', 'Pebbled Leather', 'Suede', 'Canvas', 'Satin', 'Patent Leather', 'Quilted Lambskin', 'Raffia'] as const;

/** Sizes each type comes in (a clutch is never Large, a tote never Mini). */
const TYPE_SIZES: Record<BagType, readonly (typeof SIZES)[number][]> = {
  TOTE: ['Medium', 'Large', 'Small'],
  CLUTCH: ['Mini', 'Small', 'Medium'],
  HOBO: ['Medium', 'Large', 'Small'],
  CROSSBODY: ['Small', 'Mini', 'Medium'],
  BUCKET: ['Small', 'Medium', 'Mini'],
  SATCHEL: ['Medium', 'Small', 'Large'],
};

const TYPE_OCCASIONS: Record<BagType, readonly (typeof OCCASIONS)[number][]> = {
  TOTE: ['Work', 'Travel', 'Everyday'],
  CLUTCH: ['Evening', 'Wedding'],
  HOBO: ['Everyday', 'Weekend'],
  CROSSBODY: ['Weekend', 'Everyday', 'Travel'],
  BUCKET: ['Weekend', 'Everyday'],
  SATCHEL: ['Work', 'Everyday'],
};

const TYPE_MATERIALS: Record<BagType, readonly (typeof MATERIALS)[number][]> = {
  TOTE: ['Pebbled Leather', 'Canvas', 'Calf Leather', 'Raffia'],
  CLUTCH: ['Satin', 'Patent Leather', 'Quilted Lambskin', 'Suede'],
  HOBO: ['Suede', 'Pebbled Leather', 'Calf Leather'],
  CROSSBODY: ['Quilted Lambskin', 'Calf Leather', 'Patent Leather'],
  BUCKET: ['Suede', 'Calf Leather', 'Raffia', 'Canvas'],
  SATCHEL: ['Calf Leather', 'Pebbled Leather', 'Quilted Lambskin'],
};

const OCCASION_PHRASES: Record<(typeof OCCASIONS)[number], string> = {
  Everyday: 'every day',
  Work: 'the office',
  Evening: 'evenings out',
  Weekend: 'weekends',
  Travel: 'travel',
  Wedding: 'weddings',
};

const MODEL_NAMES = [
  'Alma',
  'Celeste',
  'Rivoli',
  'Margaux',
  'Odette',
  'Sienna',
  'Juno',
  'Elodie',
  'Palais',
  'Aurelia',
  'Bastille',
  'Lyra',
  'Vesper',
  'Isola',
  'Capri',
  'Noor',
  'Florin',
  'Amara',
  'Solene',
  'Tivoli',
  'Mirela',
] as const;

const TYPE_LINES: Record<BagType, string> = {
  TOTE: 'Roomy enough for a laptop, a scarf and the day’s errands, with an open top and two sturdy handles.',
  CLUTCH: 'A slim evening piece with a magnetic flap that holds a phone, a lipstick and cards.',
  HOBO: 'A relaxed, slouchy shape that sits softly under the arm on its single shoulder strap.',
  CROSSBODY: 'Hands-free on a long adjustable strap, with a flap that closes on a turn-lock.',
  BUCKET: 'A drawstring bucket that cinches closed, with a shoulder strap and a flat base.',
  SATCHEL: 'Structured, with a top handle, a front flap and a detachable strap for the commute.',
};

const BRAND_BASE_PRICE: Record<(typeof BRANDS)[number], number> = {
  'Maison Verne': 2_05_000,
  'Atelier Oro': 2_65_000,
  'Calloway & Finch': 1_40_000,
  'Lune Paris': 2_35_000,
  'Sable Row': 1_15_000,
  'Vittoria Bruni': 3_05_000,
  'Harlow Kent': 1_62_000,
};

const SIZE_FACTOR: Record<(typeof SIZES)[number], number> = { Mini: 0.7, Small: 0.85, Medium: 1, Large: 1.2 };

export interface DemoBag {
  title: string;
  url: string;
  brand: string;
  category: BagType;
  colour: string;
  colourHex: string;
  size: (typeof SIZES)[number];
  occasion: (typeof OCCASIONS)[number];
  material: (typeof MATERIALS)[number];
  retailPrice: number;
  description: string;
}

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export const DEMO_BAG_COUNT = 42;

/** The 42 demo bags; bag i takes every table at its own stride so combinations vary. */
export function demoBags(): DemoBag[] {
  const bags: DemoBag[] = [];
  for (let i = 0; i < DEMO_BAG_COUNT; i++) {
    const type = CATEGORIES[i % CATEGORIES.length];
    const brand = BRANDS[(i * 3 + Math.floor(i / 6)) % BRANDS.length];
    const colour = COLOURS[(i * 5 + Math.floor(i / 12)) % COLOURS.length];
    const size = TYPE_SIZES[type.code][Math.floor(i / 6) % TYPE_SIZES[type.code].length];
    const occasion = TYPE_OCCASIONS[type.code][Math.floor(i / 6) % TYPE_OCCASIONS[type.code].length];
    const material = TYPE_MATERIALS[type.code][Math.floor(i / 6) % TYPE_MATERIALS[type.code].length];
    const model = MODEL_NAMES[i % MODEL_NAMES.length];
    const title = `${model} ${size === 'Medium' ? '' : `${size} `}${type.name}`;
    const price =
      Math.round(
        (BRAND_BASE_PRICE[brand] * SIZE_FACTOR[size] * (material === 'Quilted Lambskin' ? 1.25 : material === 'Canvas' || material === 'Raffia' ? 0.8 : 1)) /
          500,
      ) * 500;
    bags.push({
      title,
      url: slugify(`${brand} ${title} ${colour.name}`),
      brand,
      category: type.code,
      colour: colour.name,
      colourHex: colour.hex,
      size,
      occasion,
      material,
      retailPrice: price,
      description: `The ${title} by ${brand} in ${colour.name.toLowerCase()} ${material.toLowerCase()}. ${TYPE_LINES[type.code]} A ${size.toLowerCase()} bag made for ${OCCASION_PHRASES[occasion]}.`,
    });
  }
  return bags;
}

/** The predefined lists of POST /api/predefined/list-by-type. */
export const PREDEFINED: readonly { type: string; code: string; name: string }[] = [
  { type: 'SORT', code: 'NEWEST', name: 'Newest first' },
  { type: 'SORT', code: 'AVAILABLE_FIRST', name: 'Available first' },
  { type: 'SORT', code: 'PRICE_LOW', name: 'Retail price: low to high' },
  { type: 'SORT', code: 'PRICE_HIGH', name: 'Retail price: high to low' },
  { type: 'SORT', code: 'TITLE', name: 'Name: A to Z' },
  { type: 'SORT', code: 'RATING', name: 'Rating: high to low' },
  ...CATEGORIES.map((c) => ({ type: 'CATEGORY', code: c.code, name: c.name })),
  { type: 'CONDITION', code: 'NEW_WITH_TAGS', name: 'New with tags' },
  { type: 'CONDITION', code: 'EXCELLENT', name: 'Excellent: barely used' },
  { type: 'CONDITION', code: 'GOOD', name: 'Good: light signs of use' },
  { type: 'CONDITION', code: 'FAIR', name: 'Fair: visible wear' },
];
