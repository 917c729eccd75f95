import { hash, isHex, luminance, type Metal, mix, pick, random, tone } from './paint';

/** What a bag's pictures are drawn from: its catalogue facts. */
export interface BagFacts {
  title: string;
  /** The product's slug: seeds the per-bag variation, so two bags never look alike. */
  url: string;
  brand: string | null;
  /** TOTE, CLUTCH, HOBO, CROSSBODY, BUCKET or SATCHEL. */
  category: string;
  colourHex: string;
  size: string | null;
  material: string | null;
}

export type Signature = 'plate' | 'ring' | 'buckle' | 'crescent' | 'bar' | 'turnlock' | 'rivets';

/** Each house has its hardware and one detail its bags share, as real houses do. */
const HOUSES: Record<string, { metal: Metal; signature: Signature; contrastStitch: boolean }> = {
  'Maison Verne': { metal: 'gold', signature: 'plate', contrastStitch: false },
  'Atelier Oro': { metal: 'gold', signature: 'ring', contrastStitch: false },
  'Calloway & Finch': { metal: 'silver', signature: 'buckle', contrastStitch: true },
  'Lune Paris': { metal: 'rose', signature: 'crescent', contrastStitch: false },
  'Sable Row': { metal: 'gunmetal', signature: 'bar', contrastStitch: false },
  'Vittoria Bruni': { metal: 'gold', signature: 'turnlock', contrastStitch: true },
  'Harlow Kent': { metal: 'brass', signature: 'rivets', contrastStitch: true },
};

const SIZE_SCALE: Record<string, number> = { Mini: 0.7, Small: 0.82, Medium: 0.92, Large: 1 };

/** Studio backdrops: wall top, wall bottom, floor. */
const BACKDROPS: readonly [string, string, string][] = [
  ['#f3ece2', '#e9dfd1', '#ddd0bf'],
  ['#efe9e4', '#e3d9d2', '#d6c8be'],
  ['#ebede6', '#dfe2d8', '#cfd3c6'],
  ['#f1e8e3', '#e6d6cf', '#d8c3b9'],
  ['#eceae6', '#dedbd5', '#cdc9c1'],
];

const LININGS = ['#c9b79c', '#6d1f2c', '#2f4a3a', '#e8dcc8', '#3a2a22', '#b89a6a', '#22304f'];

export interface BagStyle {
  fill: string;
  dark: boolean;
  metal: Metal;
  signature: Signature;
  thread: string;
  edge: string;
  /** Handles and trim: the body colour, or vachetta-like leather on canvas and raffia. */
  trim: string;
  lining: string;
  backdrop: [string, string, string];
  material: string;
  /** 0, 1 or 2: which of its type's cuts the bag has. */
  cut: number;
  scale: number;
  /** Proportion jitter: width and height factors near 1. */
  wide: number;
  tall: number;
  seed: number;
  rand: () => number;
  /** In a scene the long strap loops over the bag instead of leaving the frame. */
  draped: boolean;
}

export function bagStyle(bag: BagFacts): BagStyle {
  const seed = hash(bag.url || bag.title);
  const rand = random(seed);
  const fill = isHex(bag.colourHex) ? bag.colourHex.toLowerCase() : '#8a4b24';
  const lum = luminance(fill);
  const dark = lum < 0.3;
  const house = HOUSES[bag.brand ?? ''] ?? pick(Object.values(HOUSES), seed);
  const material = bag.material ?? 'Calf Leather';
  const woven = material === 'Canvas' || material === 'Raffia';
  const thread = house.contrastStitch ? (lum > 0.62 ? tone(fill, -0.45) : '#efe4cf') : dark ? tone(fill, 0.28) : tone(fill, -0.3);
  // A light bag stands on a slightly deeper backdrop so it does not melt into it.
  const backdrop = BACKDROPS[seed % BACKDROPS.length].map((c) => (lum > 0.7 ? tone(c, -0.06) : c)) as [string, string, string];
  return {
    fill,
    dark,
    metal: fill === '#c9a24b' && house.metal === 'gold' ? 'silver' : house.metal,
    signature: house.signature,
    thread,
    edge: dark ? tone(fill, -0.45) : mix(tone(fill, -0.5), '#2a1c14', 0.3),
    trim: woven ? (lum > 0.55 ? '#9a6a43' : '#c89668') : fill,
    lining: pick(
      LININGS.filter((l) => Math.abs(luminance(l) - lum) > 0.12),
      seed >>> 8,
    ),
    backdrop,
    material,
    cut: (seed >>> 4) % 3,
    scale: SIZE_SCALE[bag.size ?? 'Medium'] ?? 0.92,
    wide: 0.94 + rand() * 0.12,
    tall: 0.94 + rand() * 0.12,
    seed,
    rand,
    draped: false,
  };
}
