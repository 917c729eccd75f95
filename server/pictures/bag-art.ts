import { bagStyle, type BagFacts, type BagStyle } from './bag-style';
import { circle, ellipse, escapeXml, METALS, metalGradient, n, rect, tone } from './paint';

// Longer than 250 lines on purpose: one drawing, its silhouettes and hardware sharing the same constants and light; split, each part would import all the others.

/**
 * A bag drawn as a studio photograph would show it: backdrop and floor, a soft
 * contact shadow, leather with light falling from the upper left, its grain,
 * edge paint, stitching and metal hardware. The silhouette, cut, proportions,
 * hardware, strap and colours all come from the bag's catalogue facts and a hash
 * of its slug, so no two bags of the catalogue look alike.
 *
 * Four views: the front, a three-quarter angle, a close-up of the hardware,
 * and the inside. Built to be rasterised once at build time
 * (scripts/render-pictures.ts), which supplies the leather grain as tiles;
 * without them the SVG has no filters and stays cheap enough to draw in a
 * browser (the fallback for bags without rendered pictures).
 */
export type BagView = 'front' | 'angle' | 'detail' | 'interior';
export const BAG_VIEWS: readonly BagView[] = ['front', 'angle', 'detail', 'interior'];

export const BAG_WIDTH = 480;
export const BAG_HEIGHT = 600;
const FLOOR = 505;
const CX = 240;
/** The interior view keeps the handles, which rise about this high above the floor. */
const INTERIOR_TOP = FLOOR - 300;

export interface BagArtOptions {
  /**
   * Leather grain: a seamless tile per material (a PNG data URI, see grainTileSvg),
   * which the build renders once. Without it the leather is smooth: cheap
   * enough to draw in a browser.
   */
  grain?: (material: string) => string | undefined;
}

/** Grain tiles are this many units square. */
export const GRAIN_TILE = 64;

/** How each material's grain looks: noise frequency, relief depth, octaves, darkness; null for none. */
const GRAINS: Record<string, [number, number, number, number] | null> = {
  'Pebbled Leather': [0.22, 1.3, 2, 0.85],
  'Calf Leather': [0.8, 0.55, 2, 0.75],
  'Quilted Lambskin': [0.9, 0.5, 1, 0.6],
  Suede: [2.4, 0.4, 1, 0.5],
};

/**
 * A seamless tile of a material's grain (an SVG to rasterise at `pixels` square):
 * relief lit from the upper left, kept only as shadows (black with alpha).
 */
export function grainTileSvg(material: string, pixels: number): string | null {
  const grain = GRAINS[material];
  if (!grain) return null;
  const [frequency, depth, octaves, strength] = grain;
  const scale = pixels / GRAIN_TILE;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${pixels}" height="${pixels}" viewBox="0 0 ${GRAIN_TILE} ${GRAIN_TILE}"><filter id="g" x="0" y="0" width="${GRAIN_TILE}" height="${GRAIN_TILE}" filterUnits="userSpaceOnUse" color-interpolation-filters="sRGB"><feTurbulence type="fractalNoise" baseFrequency="${frequency}" numOctaves="${octaves}" seed="7" stitchTiles="stitch"/><feDiffuseLighting surfaceScale="${n(depth * scale)}" diffuseConstant="1" lighting-color="#fff"><feDistantLight azimuth="225" elevation="48"/></feDiffuseLighting><feColorMatrix type="matrix" values="0 0 0 0 0  0 0 0 0 0  0 0 0 0 0  -${strength} 0 0 0 ${n(strength * 0.82)}"/></filter><rect width="${GRAIN_TILE}" height="${GRAIN_TILE}" filter="url(#g)"/></svg>`;
}

interface Handle {
  d: string;
  width: number;
  kind: 'rolled' | 'strap' | 'chain';
  /** Drawn behind the body (the back handle of a tote). */
  behind?: boolean;
}

interface Panel {
  d: string;
  /** Lighter (> 0) or darker (< 0) than the body. */
  shade: number;
  stitch?: string;
  /** Casts a shadow on what is below it (a flap). */
  lifted?: boolean;
}

interface Parts {
  body: string;
  box: { x: number; y: number; w: number; h: number };
  panels: Panel[];
  stitches: string[];
  handles: Handle[];
  /** Raw SVG drawn over everything (hardware, drawstrings), in the metal gradient "m". */
  hardware: string[];
  /** Soft creases: [d, light?]. */
  creases: [string, boolean][];
  /** Where the close-up looks. */
  focus: [number, number];
  /** The highest point worth keeping in the frame (handle tops; long straps leave the frame). */
  top: number;
}

// ---- Hardware ------------------------------------------------------------------------------

const metalStroke = (style: BagStyle) => METALS[style.metal][2];

function turnlock(x: number, y: number, s: number, style: BagStyle): string {
  const dark = metalStroke(style);
  return [
    `<path d="${rect(x - 15 * s, y - 9 * s, 30 * s, 18 * s, 5 * s)}" fill="url(#m)" stroke="${dark}" stroke-width="${n(1.2 * s)}"/>`,
    `<path d="${rect(x - 11 * s, y - 5.5 * s, 22 * s, 11 * s, 3 * s)}" fill="none" stroke="${dark}" stroke-width="${n(0.8 * s)}" opacity=".6"/>`,
    `<path d="${ellipse(x, y, 4.5 * s, 9.5 * s)}" fill="url(#m)" stroke="${dark}" stroke-width="${n(1.1 * s)}"/>`,
    `<path d="${ellipse(x - 1.3 * s, y - 3.5 * s, 1.4 * s, 3 * s)}" fill="#fff" opacity=".7"/>`,
  ].join('');
}

function plate(x: number, y: number, s: number, style: BagStyle): string {
  const dark = metalStroke(style);
  return [
    `<path d="${rect(x - 24 * s, y - 7 * s, 48 * s, 14 * s, 3 * s)}" fill="url(#m)" stroke="${dark}" stroke-width="${n(1.1 * s)}"/>`,
    `<path d="M${n(x - 16 * s)} ${n(y)}H${n(x + 16 * s)}" stroke="${dark}" stroke-width="${n(1.6 * s)}" stroke-linecap="round" opacity=".55"/>`,
    `<path d="M${n(x - 21 * s)} ${n(y - 4.5 * s)}H${n(x + 8 * s)}" stroke="#fff" stroke-width="${n(1.2 * s)}" stroke-linecap="round" opacity=".6"/>`,
  ].join('');
}

function ring(x: number, y: number, r: number, style: BagStyle, width = 3.6): string {
  return `<path d="${circle(x, y, r)}" fill="none" stroke="${metalStroke(style)}" stroke-width="${n(width + 1.4)}"/><path d="${circle(x, y, r)}" fill="none" stroke="url(#m)" stroke-width="${n(width)}"/><path d="M${n(x - r * 0.7)} ${n(y - r * 0.7)}A${n(r)} ${n(r)} 0 0 1 ${n(x + r * 0.2)} ${n(y - r)}" fill="none" stroke="#fff" stroke-width="${n(width * 0.35)}" opacity=".7"/>`;
}

function buckle(x: number, y: number, s: number, style: BagStyle): string {
  const dark = metalStroke(style);
  return [
    `<path d="${rect(x - 11 * s, y - 9 * s, 22 * s, 18 * s, 3 * s)}" fill="none" stroke="${dark}" stroke-width="${n(4.6 * s)}"/>`,
    `<path d="${rect(x - 11 * s, y - 9 * s, 22 * s, 18 * s, 3 * s)}" fill="none" stroke="url(#m)" stroke-width="${n(3.2 * s)}"/>`,
    `<path d="M${n(x)} ${n(y - 9 * s)}V${n(y + 9 * s)}" stroke="url(#m)" stroke-width="${n(2.4 * s)}" stroke-linecap="round"/>`,
  ].join('');
}

function rivet(x: number, y: number, r: number, style: BagStyle): string {
  return `<path d="${circle(x, y, r)}" fill="url(#m)" stroke="${metalStroke(style)}" stroke-width=".8"/><path d="${circle(x - r * 0.3, y - r * 0.3, r * 0.35)}" fill="#fff" opacity=".65"/>`;
}

function crescent(x: number, y: number, s: number, style: BagStyle): string {
  // A moon-shaped plate: an outer arc and a flatter inner one.
  const [R, r] = [16 * s, 20 * s];
  const moon = `M${n(x)} ${n(y - R)}A${n(R)} ${n(R)} 0 1 0 ${n(x)} ${n(y + R)}A${n(r)} ${n(r)} 0 0 1 ${n(x)} ${n(y - R)}Z`;
  return `<path d="${moon}" fill="url(#m)" stroke="${metalStroke(style)}" stroke-width="${n(1.1 * s)}"/><path d="M${n(x - R * 0.55)} ${n(y - R * 0.62)}A${n(R * 0.8)} ${n(R * 0.8)} 0 0 0 ${n(x - R * 0.78)} ${n(y + R * 0.2)}" fill="none" stroke="#fff" stroke-width="${n(1.3 * s)}" opacity=".6" stroke-linecap="round"/>`;
}

function bar(x: number, y: number, s: number, style: BagStyle): string {
  const dark = metalStroke(style);
  return `<path d="${rect(x - 28 * s, y - 3.5 * s, 56 * s, 7 * s, 3.5 * s)}" fill="url(#m)" stroke="${dark}" stroke-width="${n(1 * s)}"/><path d="M${n(x - 24 * s)} ${n(y - 1.5 * s)}H${n(x + 10 * s)}" stroke="#fff" stroke-width="${n(1 * s)}" opacity=".6" stroke-linecap="round"/>`;
}

function padlock(x: number, y: number, s: number, style: BagStyle): string {
  const dark = metalStroke(style);
  return [
    `<path d="M${n(x - 7 * s)} ${n(y)}V${n(y - 7 * s)}A${n(7 * s)} ${n(7 * s)} 0 0 1 ${n(x + 7 * s)} ${n(y - 7 * s)}V${n(y)}" fill="none" stroke="${dark}" stroke-width="${n(4.2 * s)}"/>`,
    `<path d="M${n(x - 7 * s)} ${n(y)}V${n(y - 7 * s)}A${n(7 * s)} ${n(7 * s)} 0 0 1 ${n(x + 7 * s)} ${n(y - 7 * s)}V${n(y)}" fill="none" stroke="url(#m)" stroke-width="${n(2.8 * s)}"/>`,
    `<path d="${rect(x - 12 * s, y - 1 * s, 24 * s, 20 * s, 3 * s)}" fill="url(#m)" stroke="${dark}" stroke-width="${n(1.1 * s)}"/>`,
    `<path d="${circle(x, y + 8 * s, 2 * s)}" fill="${dark}"/><path d="M${n(x)} ${n(y + 9 * s)}V${n(y + 14 * s)}" stroke="${dark}" stroke-width="${n(1.5 * s)}"/>`,
  ].join('');
}

function zipper(d: string, style: BagStyle): string {
  return `<path d="${d}" fill="none" stroke="${tone(style.fill, -0.55)}" stroke-width="6" stroke-linecap="round"/><path d="${d}" fill="none" stroke="url(#m)" stroke-width="4" stroke-dasharray="1.6 1.6"/>`;
}

function zipPull(x: number, y: number, s: number, style: BagStyle): string {
  const dark = metalStroke(style);
  return `<path d="${rect(x - 3 * s, y - 2 * s, 6 * s, 8 * s, 2 * s)}" fill="url(#m)" stroke="${dark}" stroke-width=".8"/><path d="M${n(x - 4 * s)} ${n(y + 6 * s)}L${n(x - 6 * s)} ${n(y + 30 * s)}Q${n(x)} ${n(y + 34 * s)} ${n(x + 6 * s)} ${n(y + 30 * s)}L${n(x + 4 * s)} ${n(y + 6 * s)}Z" fill="${style.trim}" stroke="${style.edge}" stroke-width="1"/>`;
}

/** The house's signature detail on the front, at (x, y). */
function signature(x: number, y: number, s: number, style: BagStyle): string {
  switch (style.signature) {
    case 'plate':
      return plate(x, y, s, style);
    case 'ring':
      return ring(x, y, 9 * s, style, 3.4 * s);
    case 'buckle':
      return buckle(x, y, s, style);
    case 'crescent':
      return crescent(x, y, s, style);
    case 'bar':
      return bar(x, y, s, style);
    case 'turnlock':
      return turnlock(x, y, s, style);
    case 'rivets':
      return [-14, 0, 14].map((dx) => rivet(x + dx * s, y, 3 * s, style)).join('');
  }
}

/** Closures on flaps: the house's own, or a turn-lock when its signature is not a closure. */
function closure(x: number, y: number, s: number, style: BagStyle): string {
  if (style.signature === 'rivets' || style.signature === 'bar') return turnlock(x, y, s, style);
  if (style.signature === 'ring' || style.signature === 'crescent')
    return `${turnlock(x, y, s * 0.9, style)}${style.signature === 'crescent' ? crescent(x + 18 * s, y + 4 * s, s * 0.7, style) : ''}`;
  return signature(x, y, s, style);
}

// ---- Shapes --------------------------------------------------------------------------------

function tote(style: BagStyle): Parts {
  const W = 300 * style.scale * style.wide;
  const H = 238 * style.scale * style.tall;
  const top = FLOOR - H;
  const taper = [0.07, 0.03, -0.02][style.cut] * W;
  const [xl, xr, bl, br, r] = [CX - W / 2, CX + W / 2, CX - W / 2 + taper, CX + W / 2 - taper, 16 * style.scale];
  const body = `M${n(xl)} ${n(top)}L${n(xr)} ${n(top)}L${n(br)} ${n(FLOOR - r)}Q${n(br)} ${n(FLOOR)} ${n(br - r)} ${n(FLOOR)}L${n(bl + r)} ${n(FLOOR)}Q${n(bl)} ${n(FLOOR)} ${n(bl)} ${n(FLOOR - r)}Z`;
  const hem = 15 * style.scale;
  const slope = taper / H;
  const band = `M${n(xl)} ${n(top)}L${n(xr)} ${n(top)}L${n(xr - slope * hem)} ${n(top + hem)}L${n(xl + slope * hem)} ${n(top + hem)}Z`;
  const spread = W * (style.cut === 2 ? 0.2 : 0.17);
  const span = W * (style.cut === 1 ? 0.15 : 0.12);
  const lift = H * (style.cut === 1 ? 0.62 : 0.48) * (0.95 + style.rand() * 0.1);
  const handle = (cx: number, dy: number) =>
    `M${n(cx - span)} ${n(top + 6 + dy)}C${n(cx - span)} ${n(top - lift + dy)} ${n(cx + span)} ${n(top - lift + dy)} ${n(cx + span)} ${n(top + 6 + dy)}`;
  const tabs = [CX - spread - span, CX - spread + span, CX + spread - span, CX + spread + span];
  const hardware = tabs.map(
    (x) =>
      `<path d="${rect(x - 8 * style.scale, top + 2, 16 * style.scale, 22 * style.scale, 3)}" fill="${style.trim}" stroke="${style.edge}" stroke-width="1.2"/>${rivet(x, top + 15 * style.scale, 2.6 * style.scale, style)}`,
  );
  const mark = FLOOR - H * 0.55;
  if (style.signature !== 'rivets') hardware.push(signature(CX, mark, style.scale, style));
  const inset = 9 * style.scale;
  return {
    body,
    box: { x: xl, y: top, w: W, h: H },
    panels: [{ d: band, shade: style.material === 'Canvas' || style.material === 'Raffia' ? 0 : -0.06 }],
    stitches: [
      `M${n(xl + inset)} ${n(top + hem + 5)}L${n(xr - inset)} ${n(top + hem + 5)}`,
      `M${n(bl + inset + 2)} ${n(FLOOR - inset)}L${n(br - inset - 2)} ${n(FLOOR - inset)}`,
    ],
    handles: [
      { d: handle(CX - spread, -10), width: 10 * style.scale, kind: 'rolled', behind: true },
      { d: handle(CX + spread, -10), width: 10 * style.scale, kind: 'rolled', behind: true },
      { d: handle(CX - spread, 0), width: 11 * style.scale, kind: 'rolled' },
      { d: handle(CX + spread, 0), width: 11 * style.scale, kind: 'rolled' },
    ],
    hardware,
    creases: [
      [`M${n(xl + 22)} ${n(top + hem + 4)}L${n(bl + 20)} ${n(FLOOR - 6)}`, false],
      [`M${n(xr - 22)} ${n(top + hem + 4)}L${n(br - 20)} ${n(FLOOR - 6)}`, false],
    ],
    focus: [CX - spread, top + 10],
    top: top - lift * 0.75 - 12,
  };
}

function clutch(style: BagStyle): Parts {
  const W = 300 * style.scale * style.wide;
  const H = (style.cut === 2 ? 175 : 158) * style.scale * style.tall;
  const top = FLOOR - H;
  const [xl, xr] = [CX - W / 2, CX + W / 2];
  const s = style.scale;
  if (style.cut === 2) {
    // A frame clutch: a soft pouch under a metal frame with a kiss-lock.
    const frameY = top + 14 * s;
    const body = `M${n(xl + 14)} ${n(frameY)}Q${n(CX)} ${n(frameY - 26 * s)} ${n(xr - 14)} ${n(frameY)}C${n(xr + 8)} ${n(frameY + H * 0.45)} ${n(xr - 6)} ${n(FLOOR)} ${n(CX + W * 0.3)} ${n(FLOOR)}L${n(CX - W * 0.3)} ${n(FLOOR)}C${n(xl + 6)} ${n(FLOOR)} ${n(xl - 8)} ${n(frameY + H * 0.45)} ${n(xl + 14)} ${n(frameY)}Z`;
    const frame = `M${n(xl + 14)} ${n(frameY)}Q${n(CX)} ${n(frameY - 26 * s)} ${n(xr - 14)} ${n(frameY)}`;
    const chain = `M${n(xl + 18)} ${n(frameY)}C${n(xl - 40)} ${n(top - 150 * s)} ${n(xr + 40)} ${n(top - 150 * s)} ${n(xr - 18)} ${n(frameY)}`;
    return {
      body,
      box: { x: xl, y: top, w: W, h: H },
      panels: [],
      stitches: [],
      handles: style.rand() > 0.35 ? [{ d: chain, width: 5 * s, kind: 'chain', behind: true }] : [],
      hardware: [
        `<path d="${frame}" fill="none" stroke="${metalStroke(style)}" stroke-width="${n(9 * s)}" stroke-linecap="round"/><path d="${frame}" fill="none" stroke="url(#m)" stroke-width="${n(7 * s)}" stroke-linecap="round"/>`,
        `<path d="${circle(CX - 6 * s, frameY - 20 * s, 6 * s)}" fill="url(#m)" stroke="${metalStroke(style)}"/><path d="${circle(CX + 6 * s, frameY - 20 * s, 6 * s)}" fill="url(#m)" stroke="${metalStroke(style)}"/>`,
        `<path d="${circle(CX - 8 * s, frameY - 22 * s, 1.8 * s)}" fill="#fff" opacity=".7"/>`,
      ],
      creases: [
        [`M${n(CX - W * 0.25)} ${n(frameY + 14)}Q${n(CX - W * 0.2)} ${n(FLOOR - H * 0.35)} ${n(CX - W * 0.28)} ${n(FLOOR - 18)}`, false],
        [`M${n(CX + W * 0.18)} ${n(frameY + 10)}Q${n(CX + W * 0.24)} ${n(FLOOR - H * 0.4)} ${n(CX + W * 0.2)} ${n(FLOOR - 14)}`, true],
      ],
      focus: [CX, frameY - 10],
      top: top - 120 * s,
    };
  }
  const body = rect(xl, top, W, H, 10 * s);
  const inset = 8 * s;
  if (style.cut === 0) {
    // An envelope clutch: a V flap closing on the house's clasp.
    const tipY = top + H * 0.64;
    const flap = `M${n(xl)} ${n(top + 10 * s)}Q${n(xl)} ${n(top)} ${n(xl + 12 * s)} ${n(top)}L${n(xr - 12 * s)} ${n(top)}Q${n(xr)} ${n(top)} ${n(xr)} ${n(top + 10 * s)}L${n(CX + 14 * s)} ${n(tipY - 6 * s)}Q${n(CX)} ${n(tipY + 4 * s)} ${n(CX - 14 * s)} ${n(tipY - 6 * s)}Z`;
    const flapStitch = `M${n(xl + inset * 1.6)} ${n(top + inset)}L${n(CX)} ${n(tipY - inset * 1.2)}L${n(xr - inset * 1.6)} ${n(top + inset)}`;
    return {
      body,
      box: { x: xl, y: top, w: W, h: H },
      panels: [{ d: flap, shade: 0.05, stitch: flapStitch, lifted: true }],
      stitches: [rect(xl + inset, top + inset, W - 2 * inset, H - 2 * inset, 6 * s)],
      handles: [],
      hardware: [closure(CX, tipY - 6 * s, s, style)],
      creases: [],
      focus: [CX, tipY - 10 * s],
      top: top - 40,
    };
  }
  // A fold-over clutch: the top folds down over the front, with a bar across it.
  const foldY = top + H * 0.46;
  const flap = `M${n(xl)} ${n(top + 10 * s)}Q${n(xl)} ${n(top)} ${n(xl + 10 * s)} ${n(top)}L${n(xr - 10 * s)} ${n(top)}Q${n(xr)} ${n(top)} ${n(xr)} ${n(top + 10 * s)}L${n(xr)} ${n(foldY - 14 * s)}Q${n(xr)} ${n(foldY)} ${n(xr - 14 * s)} ${n(foldY)}L${n(xl + 14 * s)} ${n(foldY)}Q${n(xl)} ${n(foldY)} ${n(xl)} ${n(foldY - 14 * s)}Z`;
  return {
    body,
    box: { x: xl, y: top, w: W, h: H },
    panels: [{ d: flap, shade: 0.06, stitch: rect(xl + inset, top + inset, W - 2 * inset, foldY - top - 2 * inset, 8 * s), lifted: true }],
    stitches: [`M${n(xl + inset)} ${n(FLOOR - inset)}H${n(xr - inset)}`],
    handles: [],
    hardware: [style.signature === 'bar' || style.signature === 'plate' ? signature(CX, foldY - 22 * s, s, style) : bar(CX, foldY - 20 * s, s * 1.4, style)],
    creases: [],
    focus: [CX, foldY - 20 * s],
    top: top - 40,
  };
}

function hobo(style: BagStyle): Parts {
  const s = style.scale;
  const W = 300 * s * style.wide;
  const H = 206 * s * style.tall;
  const top = FLOOR - H;
  const [xl, xr] = [CX - W * 0.36, CX + W * 0.36];
  const dip = H * (0.2 + style.cut * 0.05);
  // Slouchy: narrow at the strap, full at the middle, a soft flat-ish base.
  const body = `M${n(xl)} ${n(top)}Q${n(CX)} ${n(top + dip * 2)} ${n(xr)} ${n(top)}C${n(CX + W * 0.56)} ${n(top + H * 0.45)} ${n(CX + W * 0.46)} ${n(FLOOR)} ${n(CX + W * 0.22)} ${n(FLOOR)}L${n(CX - W * 0.22)} ${n(FLOOR)}C${n(CX - W * 0.46)} ${n(FLOOR)} ${n(CX - W * 0.56)} ${n(top + H * 0.45)} ${n(xl)} ${n(top)}Z`;
  const strapTop = top - H * (0.55 + style.rand() * 0.2);
  const strap = `M${n(xl + 4)} ${n(top + 2)}C${n(xl + 20)} ${n(strapTop)} ${n(xr - 20)} ${n(strapTop)} ${n(xr - 4)} ${n(top + 2)}`;
  const hardware = [ring(xl + 2, top + 4, 8 * s, style), ring(xr - 2, top + 4, 8 * s, style)];
  const topLine = `M${n(xl + 14)} ${n(top + 9)}Q${n(CX)} ${n(top + dip * 2 + 8)} ${n(xr - 14)} ${n(top + 9)}`;
  if (style.cut === 1) hardware.unshift(zipper(topLine, style), zipPull(CX + W * 0.14, top + dip * 1.3 + 8, s, style));
  else hardware.push(signature(CX, top + dip + H * 0.3, s * 0.9, style));
  return {
    body,
    box: { x: CX - W * 0.5, y: top, w: W, h: H },
    panels: [],
    stitches: style.cut === 1 ? [] : [topLine],
    handles: [{ d: strap, width: (style.cut === 2 ? 24 : 16) * s, kind: 'strap' }],
    hardware,
    creases: [
      [`M${n(CX - W * 0.1)} ${n(top + dip + 12)}Q${n(CX - W * 0.2)} ${n(top + H * 0.6)} ${n(CX - W * 0.12)} ${n(FLOOR - 18)}`, false],
      [`M${n(CX + W * 0.05)} ${n(top + dip + 16)}Q${n(CX + W * 0.13)} ${n(top + H * 0.55)} ${n(CX + W * 0.07)} ${n(FLOOR - 20)}`, true],
      [`M${n(CX + W * 0.26)} ${n(top + dip * 0.6 + 12)}Q${n(CX + W * 0.34)} ${n(top + H * 0.5)} ${n(CX + W * 0.24)} ${n(FLOOR - 34)}`, false],
    ],
    focus: [xl + 10, top + 10],
    top: top + 2 - 0.75 * (top + 2 - strapTop) - 14,
  };
}

function crossbody(style: BagStyle): Parts {
  const s = style.scale;
  const W = 236 * s * style.wide;
  const H = 168 * s * style.tall;
  const top = FLOOR - H;
  const [xl, xr] = [CX - W / 2, CX + W / 2];
  const inset = 8 * s;
  const chain = style.material === 'Quilted Lambskin' || style.material === 'Patent Leather';
  const strapOut = (side: -1 | 1) => `M${n(CX + side * (W / 2 - 10))} ${n(top + 6)}L${n(CX + side * (W / 2 + 70))} -20`;
  const strapKind = { width: chain ? 5 : 9 * s, kind: chain ? ('chain' as const) : ('strap' as const), behind: true };
  const straps: Handle[] = style.draped
    ? [{ d: `M${n(xl + 10)} ${n(top + 6)}C${n(xl - 30)} ${n(top - H * 1.3)} ${n(xr + 30)} ${n(top - H * 1.3)} ${n(xr - 10)} ${n(top + 6)}`, ...strapKind }]
    : [
        { d: strapOut(-1), ...strapKind },
        { d: strapOut(1), ...strapKind },
      ];
  if (style.cut === 1) {
    // A camera bag: zip top, a front pocket, a tassel pull.
    const body = rect(xl, top, W, H, 20 * s);
    const zipLine = `M${n(xl + 18)} ${n(top + 12 * s)}H${n(xr - 18)}`;
    const pocket = `M${n(xl + 16)} ${n(top + H * 0.42)}H${n(xr - 16)}V${n(FLOOR - 16 * s)}Q${n(xr - 16)} ${n(FLOOR - 6)} ${n(xr - 26)} ${n(FLOOR - 6)}H${n(xl + 26)}Q${n(xl + 16)} ${n(FLOOR - 6)} ${n(xl + 16)} ${n(FLOOR - 16 * s)}Z`;
    return {
      body,
      box: { x: xl, y: top, w: W, h: H },
      panels: [{ d: pocket, shade: 0.04, stitch: `M${n(xl + 24)} ${n(top + H * 0.42 + 6)}H${n(xr - 24)}`, lifted: true }],
      stitches: [rect(xl + inset, top + inset, W - 2 * inset, H - 2 * inset, 14 * s)],
      handles: straps,
      hardware: [
        zipper(zipLine, style),
        zipPull(xr - 34, top + 12 * s, s * 1.1, style),
        signature(CX, top + H * 0.66, s * 0.85, style),
        ring(xl + 6, top + 10, 7 * s, style),
        ring(xr - 6, top + 10, 7 * s, style),
      ],
      creases: [],
      focus: [xr - 40, top + 24 * s],
      top: style.draped ? top - H : top - 120,
    };
  }
  const r = style.cut === 2 ? H * 0.5 : 14 * s;
  const body =
    style.cut === 2
      ? // A saddle shape: the lower corners sweep round.
        `M${n(xl + 10)} ${n(top)}H${n(xr - 10)}Q${n(xr)} ${n(top)} ${n(xr)} ${n(top + 10)}V${n(FLOOR - r)}A${n(W / 2)} ${n(r)} 0 0 1 ${n(xl)} ${n(FLOOR - r)}V${n(top + 10)}Q${n(xl)} ${n(top)} ${n(xl + 10)} ${n(top)}Z`
      : rect(xl, top, W, H, r);
  const flapBottom = top + H * (style.cut === 2 ? 0.68 : 0.62);
  const fr = 26 * s;
  const flap =
    style.cut === 2
      ? `M${n(xl - 2)} ${n(top + 10)}Q${n(xl - 2)} ${n(top - 2)} ${n(xl + 10)} ${n(top - 2)}H${n(xr - 10)}Q${n(xr + 2)} ${n(top - 2)} ${n(xr + 2)} ${n(top + 10)}V${n(flapBottom - 40 * s)}Q${n(CX)} ${n(flapBottom + 30 * s)} ${n(xl - 2)} ${n(flapBottom - 40 * s)}Z`
      : `M${n(xl - 2)} ${n(top + 10)}Q${n(xl - 2)} ${n(top - 2)} ${n(xl + 10)} ${n(top - 2)}H${n(xr - 10)}Q${n(xr + 2)} ${n(top - 2)} ${n(xr + 2)} ${n(top + 10)}V${n(flapBottom - fr)}Q${n(xr + 2)} ${n(flapBottom)} ${n(xr - fr)} ${n(flapBottom)}H${n(xl + fr)}Q${n(xl - 2)} ${n(flapBottom)} ${n(xl - 2)} ${n(flapBottom - fr)}Z`;
  const closeY = style.cut === 2 ? flapBottom - 4 * s : flapBottom - 16 * s;
  return {
    body,
    box: { x: xl, y: top, w: W, h: H },
    panels: [
      {
        d: flap,
        shade: 0.05,
        stitch: style.cut === 2 ? undefined : rect(xl + inset, top + inset, W - 2 * inset, flapBottom - top - 2 * inset, fr - inset),
        lifted: true,
      },
    ],
    stitches: [`M${n(xl + inset)} ${n(FLOOR - inset - (style.cut === 2 ? 30 : 0))}H${n(xr - inset)}`].filter(() => style.cut !== 2),
    handles: straps,
    hardware: [closure(CX, closeY, s, style), ring(xl + 4, top + 8, 7 * s, style), ring(xr - 4, top + 8, 7 * s, style)],
    creases: [],
    focus: [CX, closeY],
    top: style.draped ? top - H : top - 120,
  };
}

function bucket(style: BagStyle): Parts {
  const s = style.scale;
  const W = 222 * s * style.wide;
  const H = 250 * s * style.tall;
  const top = FLOOR - H;
  const flare = W * 0.07;
  const [xl, xr, bl, br] = [CX - W / 2, CX + W / 2, CX - W / 2 - flare, CX + W / 2 + flare];
  const r = 24 * s;
  // The cinched top edge ripples.
  const waves = 6;
  let rim = `M${n(xl)} ${n(top + 6)}`;
  for (let i = 0; i < waves; i++) {
    const x0 = xl + (W * i) / waves;
    const x1 = xl + (W * (i + 1)) / waves;
    rim += `Q${n((x0 + x1) / 2)} ${n(top - 6 + (i % 2) * 4)} ${n(x1)} ${n(top + 6)}`;
  }
  const body = `${rim}L${n(br)} ${n(FLOOR - r)}Q${n(br)} ${n(FLOOR)} ${n(br - r)} ${n(FLOOR)}H${n(bl + r)}Q${n(bl)} ${n(FLOOR)} ${n(bl)} ${n(FLOOR - r)}Z`;
  const holeY = top + 26 * s;
  const eyelets = [0.12, 0.31, 0.5, 0.69, 0.88].map((t) => xl + W * t + (t - 0.5) * flare * 0.3);
  const cordColour = style.material === 'Suede' ? tone(style.trim, -0.15) : style.trim;
  const cord = `M${n(eyelets[0])} ${n(holeY)}Q${n(CX)} ${n(holeY + 12)} ${n(eyelets[4])} ${n(holeY)}`;
  const tails =
    style.cut === 1
      ? `<path d="M${n(CX - 6)} ${n(holeY + 6)}q-10 40 -22 62M${n(CX + 4)} ${n(holeY + 6)}q8 44 20 66" fill="none" stroke="${style.edge}" stroke-width="${n(5.5 * s)}" stroke-linecap="round"/><path d="M${n(CX - 6)} ${n(holeY + 6)}q-10 40 -22 62M${n(CX + 4)} ${n(holeY + 6)}q8 44 20 66" fill="none" stroke="${cordColour}" stroke-width="${n(3.5 * s)}" stroke-linecap="round"/>`
      : `<path d="M${n(CX - 4)} ${n(holeY + 6)}l-10 46l20 0z" fill="${cordColour}" stroke="${style.edge}" stroke-width="1"/><path d="M${n(CX - 4)} ${n(holeY + 6)}l-10 46m6 0l4 -46m4 0l6 46" stroke="${tone(cordColour, -0.3)}" stroke-width="1" fill="none"/>`;
  const strapTop = top - H * (0.55 + style.rand() * 0.15);
  const strap = `M${n(xl + 4)} ${n(top + 40 * s)}C${n(xl - 10)} ${n(strapTop)} ${n(xr + 10)} ${n(strapTop)} ${n(xr - 4)} ${n(top + 40 * s)}`;
  return {
    body,
    box: { x: bl, y: top, w: W + 2 * flare, h: H },
    panels: [{ d: `${ellipse(CX, top + 4, W / 2 - 4, 9 * s)}`, shade: -0.45 }],
    stitches: [`M${n(bl + 12)} ${n(FLOOR - 14 * s)}H${n(br - 12)}`, `M${n(xl + 6)} ${n(top + 44 * s)}L${n(xr - 6)} ${n(top + 44 * s)}`],
    handles: [{ d: strap, width: 10 * s, kind: 'strap', behind: true }],
    hardware: [
      ...eyelets.map((x) => `<path d="${circle(x, holeY, 4.5 * s)}" fill="${tone(style.fill, -0.6)}" stroke="url(#m)" stroke-width="${n(2.4 * s)}"/>`),
      `<path d="${cord}" fill="none" stroke="${style.edge}" stroke-width="${n(5.5 * s)}" stroke-linecap="round"/><path d="${cord}" fill="none" stroke="${cordColour}" stroke-width="${n(3.5 * s)}" stroke-linecap="round"/>`,
      tails,
      ring(xl + 2, top + 40 * s, 7 * s, style),
      ring(xr - 2, top + 40 * s, 7 * s, style),
      style.signature === 'crescent' || style.signature === 'plate' || style.signature === 'bar' ? signature(CX, FLOOR - H * 0.32, s * 0.85, style) : '',
    ],
    creases: [
      [`M${n(xl + W * 0.2)} ${n(top + 20)}Q${n(xl + W * 0.16)} ${n(top + H * 0.5)} ${n(bl + W * 0.2)} ${n(FLOOR - 10)}`, false],
      [`M${n(xl + W * 0.62)} ${n(top + 24)}Q${n(xl + W * 0.7)} ${n(top + H * 0.45)} ${n(xl + W * 0.64)} ${n(FLOOR - 30)}`, true],
    ],
    focus: [eyelets[1], holeY + 10],
    top: top + 40 * s - 0.75 * (top + 40 * s - strapTop) - 12,
  };
}

function satchel(style: BagStyle): Parts {
  const s = style.scale;
  const W = 290 * s * style.wide;
  const H = 212 * s * style.tall;
  const top = FLOOR - H;
  const inset = 9 * s;
  const taper = style.cut === 0 ? W * 0.06 : 0;
  const [xl, xr] = [CX - W / 2 + taper, CX + W / 2 - taper];
  const [bl, br] = [CX - W / 2, CX + W / 2];
  const r = 12 * s;
  const body = `M${n(xl + r)} ${n(top)}H${n(xr - r)}Q${n(xr)} ${n(top)} ${n(xr + 1)} ${n(top + r)}L${n(br)} ${n(FLOOR - r)}Q${n(br)} ${n(FLOOR)} ${n(br - r)} ${n(FLOOR)}H${n(bl + r)}Q${n(bl)} ${n(FLOOR)} ${n(bl)} ${n(FLOOR - r)}L${n(xl - 1)} ${n(top + r)}Q${n(xl)} ${n(top)} ${n(xl + r)} ${n(top)}Z`;
  const lift = H * (0.42 + style.rand() * 0.1);
  const span = W * 0.16;
  const handle = `M${n(CX - span)} ${n(top + 4)}C${n(CX - span)} ${n(top - lift)} ${n(CX + span)} ${n(top - lift)} ${n(CX + span)} ${n(top + 4)}`;
  const handleTabs = [CX - span, CX + span].map(
    (x) =>
      `<path d="${rect(x - 9 * s, top - 2, 18 * s, 16 * s, 3)}" fill="${style.trim}" stroke="${style.edge}" stroke-width="1.2"/>${ring(x, top - 2, 5.5 * s, style, 2.6 * s)}`,
  );
  const feet = [bl + 24 * s, br - 24 * s].map(
    (x) => `<path d="${ellipse(x, FLOOR + 1, 6 * s, 3.2 * s)}" fill="url(#m)" stroke="${metalStroke(style)}" stroke-width=".8"/>`,
  );
  if (style.cut === 0) {
    // A trapezoid with a flap held by two straps and a padlock, in the manner of the classics.
    const flapY = top + H * 0.36;
    const flap = `M${n(xl - 3)} ${n(top + r)}Q${n(xl - 3)} ${n(top - 2)} ${n(xl + r)} ${n(top - 2)}H${n(xr - r)}Q${n(xr + 3)} ${n(top - 2)} ${n(xr + 3)} ${n(top + r)}L${n(xr + 8)} ${n(flapY)}H${n(xl - 8)}Z`;
    const sangles = [-1, 1].map((side) => `M${n(CX + side * W * 0.34)} ${n(top + 6)}L${n(CX + side * 10 * s)} ${n(flapY + 8)}`);
    return {
      body,
      box: { x: bl, y: top, w: W, h: H },
      panels: [
        { d: flap, shade: 0.05, stitch: `M${n(xl + inset)} ${n(flapY - inset)}H${n(xr - inset)}`, lifted: true },
        ...sangles.map((d) => ({ d: strapPath(d, 9 * s), shade: 0.08, lifted: true })),
      ],
      stitches: [`M${n(bl + inset)} ${n(FLOOR - inset)}H${n(br - inset)}`],
      handles: [{ d: handle, width: 12 * s, kind: 'rolled' }],
      hardware: [
        ...handleTabs,
        ...feet,
        turnlock(CX, flapY + 6 * s, s, style),
        style.signature === 'turnlock' || style.signature === 'rivets'
          ? padlock(CX + 6 * s, flapY + 30 * s, s, style)
          : signature(CX, flapY + 30 * s, s * 0.8, style),
      ],
      creases: [],
      focus: [CX, flapY + 10],
      top: top - lift * 0.75 - 14,
    };
  }
  if (style.cut === 1) {
    // A messenger: a deep flap with two buckled straps.
    const flapY = top + H * 0.74;
    const flap = `M${n(bl - 3)} ${n(top + r)}Q${n(bl - 3)} ${n(top - 2)} ${n(bl + r)} ${n(top - 2)}H${n(br - r)}Q${n(br + 3)} ${n(top - 2)} ${n(br + 3)} ${n(top + r)}V${n(flapY - 20 * s)}Q${n(br + 3)} ${n(flapY)} ${n(br - 20 * s)} ${n(flapY)}H${n(bl + 20 * s)}Q${n(bl - 3)} ${n(flapY)} ${n(bl - 3)} ${n(flapY - 20 * s)}Z`;
    const strapXs = [CX - W * 0.24, CX + W * 0.24];
    const bodyFixed = rect(bl, top, W, H, r);
    return {
      body: bodyFixed,
      box: { x: bl, y: top, w: W, h: H },
      panels: [
        { d: flap, shade: 0.05, stitch: rect(bl + inset, top + inset, W - 2 * inset, flapY - top - 2 * inset, 16 * s), lifted: true },
        ...strapXs.map((x) => ({ d: rect(x - 9 * s, top + H * 0.35, 18 * s, H * 0.6, 4 * s), shade: 0.09, lifted: true })),
      ],
      stitches: [],
      handles: [{ d: handle, width: 12 * s, kind: 'rolled' }],
      hardware: [
        ...handleTabs,
        ...feet,
        ...strapXs.map((x) => buckle(x, top + H * 0.62, s * 1.05, style)),
        style.signature === 'plate' || style.signature === 'bar' ? signature(CX, top + H * 0.3, s * 0.8, style) : '',
      ],
      creases: [],
      focus: [strapXs[0], top + H * 0.62],
      top: top - lift * 0.75 - 14,
    };
  }
  // A structured top handle with a push lock and a detachable strap clipped at the sides.
  const bodyFixed = `M${n(bl)} ${n(top + 30 * s)}Q${n(bl)} ${n(top)} ${n(bl + 30 * s)} ${n(top)}H${n(br - 30 * s)}Q${n(br)} ${n(top)} ${n(br)} ${n(top + 30 * s)}V${n(FLOOR - r)}Q${n(br)} ${n(FLOOR)} ${n(br - r)} ${n(FLOOR)}H${n(bl + r)}Q${n(bl)} ${n(FLOOR)} ${n(bl)} ${n(FLOOR - r)}Z`;
  const strap = (side: -1 | 1) => `M${n(CX + side * (W / 2 - 6))} ${n(top + 34 * s)}L${n(CX + side * (W / 2 + 50))} -20`;
  return {
    body: bodyFixed,
    box: { x: bl, y: top, w: W, h: H },
    panels: [
      {
        d: rect(CX - 34 * s, top + H * 0.2, 68 * s, 44 * s, 10 * s),
        shade: 0.06,
        stitch: rect(CX - 28 * s, top + H * 0.2 + 6 * s, 56 * s, 32 * s, 6 * s),
        lifted: true,
      },
    ],
    stitches: [rect(bl + inset, top + inset, W - 2 * inset, H - 2 * inset, 24 * s)],
    handles: [
      ...(style.draped
        ? []
        : [
            { d: strap(-1), width: 8 * s, kind: 'strap' as const, behind: true },
            { d: strap(1), width: 8 * s, kind: 'strap' as const, behind: true },
          ]),
      { d: handle, width: 12 * s, kind: 'rolled' },
    ],
    hardware: [
      ...handleTabs,
      ...feet,
      style.signature === 'plate' || style.signature === 'bar'
        ? signature(CX, top + H * 0.2 + 22 * s, s * 0.9, style)
        : turnlock(CX, top + H * 0.2 + 22 * s, s, style),
      ring(bl + 4, top + 34 * s, 7 * s, style),
      ring(br - 4, top + 34 * s, 7 * s, style),
    ],
    creases: [],
    focus: [CX, top + H * 0.2 + 20 * s],
    top: top - lift * 0.75 - 40,
  };
}

/** A flat strap of `width` along the straight segment `d` ("Mx y Lx y"), as a closed shape. */
function strapPath(d: string, width: number): string {
  const [x1, y1, x2, y2] = (d.match(/-?\d+(\.\d+)?/g) ?? []).map(Number);
  const len = Math.hypot(x2 - x1, y2 - y1) || 1;
  const [nx, ny] = [((y1 - y2) / len) * (width / 2), ((x2 - x1) / len) * (width / 2)];
  const tip = 6;
  const [ux, uy] = [((x2 - x1) / len) * tip, ((y2 - y1) / len) * tip];
  return `M${n(x1 + nx)} ${n(y1 + ny)}L${n(x2 + nx)} ${n(y2 + ny)}L${n(x2 + ux)} ${n(y2 + uy)}L${n(x2 - nx)} ${n(y2 - ny)}L${n(x1 - nx)} ${n(y1 - ny)}Z`;
}

const SHAPES: Record<string, (style: BagStyle) => Parts> = {
  TOTE: tote,
  CLUTCH: clutch,
  HOBO: hobo,
  CROSSBODY: crossbody,
  BUCKET: bucket,
  SATCHEL: satchel,
};

// ---- Materials -----------------------------------------------------------------------------

/** Patterns for the body's material; each entry of `surface` fills the body over its colour. */
function materialDefs(style: BagStyle, grainTile: string | undefined): { defs: string; surface: string[] } {
  const ink = style.dark ? '#ffffff' : '#000000';
  const defs: string[] = [];
  const surface: string[] = [];
  if (grainTile) {
    // Suede's nap shows light on dark suede; every other grain is relief in shadow.
    const invert = style.material === 'Suede' && style.dark ? ' filter="url(#invert)"' : '';
    if (invert) defs.push('<filter id="invert"><feColorMatrix type="matrix" values="0 0 0 0 1  0 0 0 0 1  0 0 0 0 1  0 0 0 .8 0"/></filter>');
    defs.push(
      `<pattern id="g" width="${GRAIN_TILE}" height="${GRAIN_TILE}" patternUnits="userSpaceOnUse"><image href="${grainTile}" width="${GRAIN_TILE}" height="${GRAIN_TILE}"${invert}/></pattern>`,
    );
    surface.push('url(#g)');
  }
  switch (style.material) {
    case 'Quilted Lambskin': {
      const q = 30 * style.scale;
      defs.push(
        `<radialGradient id="puff" cx=".4" cy=".35" r=".7"><stop offset="0" stop-color="#fff" stop-opacity=".22"/><stop offset=".6" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".28"/></radialGradient>`,
        `<pattern id="p" width="${n(q)}" height="${n(q)}" patternUnits="userSpaceOnUse" patternTransform="rotate(45 240 300)"><rect width="${n(q)}" height="${n(q)}" fill="url(#puff)"/><path d="M0 0H${n(q)}M0 0V${n(q)}" stroke="${tone(style.fill, style.dark ? 0.22 : -0.35)}" stroke-width="1.4" stroke-dasharray="3 2"/></pattern>`,
      );
      surface.push('url(#p)');
      break;
    }
    case 'Canvas': {
      // Woven canvas printed with a small tonal motif, in the manner of monogram canvases.
      const m = 26;
      const motif = tone(style.fill, style.dark ? 0.16 : -0.14);
      defs.push(
        `<pattern id="w" width="4" height="4" patternUnits="userSpaceOnUse"><path d="M0 1H4M0 3H4" stroke="${ink}" stroke-width=".7" opacity=".12"/><path d="M1 0V4M3 0V4" stroke="${ink}" stroke-width=".5" opacity=".08"/></pattern>`,
        `<pattern id="p" width="${m}" height="${m}" patternUnits="userSpaceOnUse"><path d="M${m / 2} 5l4 8l-4 8l-4 -8z" fill="${motif}"/><path d="${circle(0, 0, 3)}${circle(m, 0, 3)}${circle(0, m, 3)}${circle(m, m, 3)}" fill="${motif}"/></pattern>`,
      );
      surface.push('url(#w)', 'url(#p)');
      break;
    }
    case 'Raffia': {
      const c1 = tone(style.fill, 0.12);
      const c2 = tone(style.fill, -0.14);
      defs.push(
        `<pattern id="p" width="12" height="12" patternUnits="userSpaceOnUse"><rect width="12" height="12" fill="${c2}"/><rect x=".5" y=".8" width="5" height="4.4" rx="1.5" fill="${c1}"/><rect x="6.5" y="6.8" width="5" height="4.4" rx="1.5" fill="${c1}"/><rect x="6.8" y=".5" width="4.4" height="5" rx="1.5" fill="${style.fill}"/><rect x=".8" y="6.5" width="4.4" height="5" rx="1.5" fill="${style.fill}"/></pattern>`,
      );
      surface.push('url(#p)');
      break;
    }
    case 'Satin':
      defs.push(
        `<linearGradient id="p" x1="0" y1="0" x2="1" y2=".35"><stop offset="0" stop-color="#fff" stop-opacity="0"/><stop offset=".18" stop-color="#fff" stop-opacity=".28"/><stop offset=".3" stop-color="#fff" stop-opacity="0"/><stop offset=".52" stop-color="#000" stop-opacity=".12"/><stop offset=".66" stop-color="#fff" stop-opacity=".2"/><stop offset=".8" stop-color="#fff" stop-opacity="0"/></linearGradient>`,
      );
      surface.push('url(#p)');
      break;
    case 'Patent Leather':
      defs.push(
        `<linearGradient id="p" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#fff" stop-opacity="0"/><stop offset=".12" stop-color="#fff" stop-opacity=".5"/><stop offset=".17" stop-color="#fff" stop-opacity=".05"/><stop offset=".8" stop-color="#fff" stop-opacity="0"/><stop offset=".88" stop-color="#fff" stop-opacity=".28"/><stop offset=".92" stop-color="#fff" stop-opacity="0"/></linearGradient>`,
      );
      surface.push('url(#p)');
      break;
  }
  return { defs: defs.join(''), surface };
}

// ---- Drawing -------------------------------------------------------------------------------

/** How strongly the light shapes the body: glossy leathers show more contrast. */
function sheen(material: string): number {
  return material === 'Patent Leather' ? 1.3 : material === 'Suede' ? 0.6 : material === 'Satin' ? 1.1 : 1;
}

function leather(d: string, colour: string, style: BagStyle, surface: string[], clipId: string, extra = ''): string {
  const k = sheen(style.material);
  return [
    `<clipPath id="${clipId}"><path d="${d}"/></clipPath>`,
    `<path d="${d}" fill="${colour}"/>`,
    ...surface.map((fill) => `<path d="${d}" fill="${fill}"/>`),
    `<path d="${d}" fill="url(#lightH)" opacity="${n(Math.min(1, k))}"/>`,
    `<path d="${d}" fill="url(#lightV)" opacity="${n(Math.min(1, k))}"/>`,
    // The edges turn away from the light: a soft dark rim inside the outline (layered strokes, no blur).
    `<g clip-path="url(#${clipId})" fill="none" stroke="#000"><path d="${d}" stroke-width="22" opacity="${n(0.06 * k)}"/><path d="${d}" stroke-width="12" opacity="${n(0.07 * k)}"/><path d="${d}" stroke-width="5" opacity="${n(0.08 * k)}"/></g>`,
    extra,
    `<path d="${d}" fill="none" stroke="${style.edge}" stroke-width="2.2" stroke-linejoin="round"/>`,
  ].join('');
}

function stitch(d: string, style: BagStyle): string {
  return `<path d="${d}" fill="none" stroke="${style.thread}" stroke-width="1.3" stroke-dasharray="4.5 3" stroke-linecap="round" opacity=".85"/>`;
}

function drawHandle(h: Handle, style: BagStyle, back: boolean): string {
  const colour = back ? tone(style.trim, -0.3) : style.trim;
  if (h.kind === 'chain') {
    const [light, mid, dark] = METALS[style.metal];
    return [
      `<path d="${h.d}" fill="none" stroke="${dark}" stroke-width="${n(h.width + 3)}" stroke-dasharray="10 4" stroke-linecap="round"/>`,
      `<path d="${h.d}" fill="none" stroke="${mid}" stroke-width="${n(h.width + 1)}" stroke-dasharray="10 4" stroke-linecap="round"/>`,
      `<path d="${h.d}" fill="none" stroke="${light}" stroke-width="${n(h.width * 0.35)}" stroke-dasharray="6 8" stroke-dashoffset="-2" stroke-linecap="round"/>`,
      `<path d="${h.d}" fill="none" stroke="${dark}" stroke-width="${n(h.width * 0.6)}" stroke-dasharray="3 11" stroke-dashoffset="-9" stroke-linecap="round" opacity=".8"/>`,
    ].join('');
  }
  const w = h.width;
  return [
    back
      ? ''
      : `<g fill="none" stroke="#000" transform="translate(3 5)"><path d="${h.d}" stroke-width="${n(w + 6)}" opacity=".06"/><path d="${h.d}" stroke-width="${n(w + 1)}" opacity=".09"/></g>`,
    `<path d="${h.d}" fill="none" stroke="${style.edge}" stroke-width="${n(w + 2.4)}" stroke-linecap="round"/>`,
    `<path d="${h.d}" fill="none" stroke="${colour}" stroke-width="${n(w)}" stroke-linecap="round"/>`,
    h.kind === 'rolled'
      ? `<path d="${h.d}" fill="none" stroke="#fff" stroke-width="${n(w * 0.28)}" stroke-linecap="round" opacity="${back ? 0.08 : 0.26}" transform="translate(-1.2 -1.4)"/>`
      : `<path d="${h.d}" fill="none" stroke="${style.thread}" stroke-width="${n(w - 5)}" stroke-dasharray="3.5 2.5" opacity=".45"/><path d="${h.d}" fill="none" stroke="${colour}" stroke-width="${n(Math.max(1, w - 7))}"/>`,
  ].join('');
}

function backdrop(style: BagStyle): string {
  const [wallTop, wallBottom, floor] = style.backdrop;
  return [
    `<linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${wallTop}"/><stop offset="1" stop-color="${wallBottom}"/></linearGradient>`,
    // The wall curves into the floor (a studio sweep): no hard horizon line.
    `<linearGradient id="floor" gradientUnits="userSpaceOnUse" x1="0" y1="${FLOOR - 70}" x2="0" y2="${FLOOR + 140}"><stop offset="0" stop-color="${floor}" stop-opacity="0"/><stop offset=".35" stop-color="${floor}"/><stop offset="1" stop-color="${tone(floor, 0.2)}"/></linearGradient>`,
    `<radialGradient id="glow" cx=".32" cy=".3" r=".75"><stop offset="0" stop-color="#fff" stop-opacity=".55"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>`,
  ].join('');
}

/** The bag's shadow on the floor: a wide soft pool and a darker line where it touches. */
function contactShadow(width: number): string {
  return `<ellipse cx="${CX + 14}" cy="${FLOOR + 4}" rx="${n(width * 0.7)}" ry="22" fill="url(#pool)"/><ellipse cx="${CX + 4}" cy="${FLOOR + 1}" rx="${n(width * 0.52)}" ry="6" fill="url(#touch)"/>`;
}

const SHADOW_GRADIENTS =
  '<radialGradient id="pool"><stop offset="0" stop-color="#2b2018" stop-opacity=".3"/><stop offset=".6" stop-color="#2b2018" stop-opacity=".12"/><stop offset="1" stop-color="#2b2018" stop-opacity="0"/></radialGradient>' +
  '<radialGradient id="touch"><stop offset="0" stop-color="#1d150f" stop-opacity=".5"/><stop offset=".7" stop-color="#1d150f" stop-opacity=".25"/><stop offset="1" stop-color="#1d150f" stop-opacity="0"/></radialGradient>';

function scene(style: BagStyle, content: string, shadowWidth: number): string {
  return [
    `<rect x="-400" y="-400" width="1280" height="1400" fill="url(#wall)"/>`,
    `<rect x="-400" y="${FLOOR - 70}" width="1280" height="1000" fill="url(#floor)"/>`,
    `<rect x="-400" y="-400" width="1280" height="1400" fill="url(#glow)"/>`,
    contactShadow(shadowWidth),
    content,
  ].join('');
}

function frontBag(parts: Parts, style: BagStyle, surface: string[]): string {
  const panels = parts.panels
    .map((p, i) => {
      const colour = tone(style.fill, p.shade);
      const shadow = p.lifted
        ? `<g clip-path="url(#body)"><path d="${p.d}" fill="#000" opacity=".1" transform="translate(1 6)"/><path d="${p.d}" fill="#000" opacity=".14" transform="translate(1 3)"/></g>`
        : '';
      return `${shadow}${leather(p.d, colour, style, surface, `panel${i}`, p.stitch ? stitch(p.stitch, style) : '')}`;
    })
    .join('');
  const creases = parts.creases
    .map(
      ([d, light]) =>
        `<g fill="none" stroke="${light ? '#fff' : '#000'}" clip-path="url(#body)"><path d="${d}" stroke-width="9" opacity=".05"/><path d="${d}" stroke-width="4" opacity="${light ? 0.07 : 0.08}"/></g>`,
    )
    .join('');
  return [
    parts.handles
      .filter((h) => h.behind)
      .map((h) => drawHandle(h, style, true))
      .join(''),
    leather(parts.body, style.fill, style, surface, 'body', `${creases}${parts.stitches.map((d) => stitch(d, style)).join('')}`),
    panels,
    parts.handles
      .filter((h) => !h.behind)
      .map((h) => drawHandle(h, style, false))
      .join(''),
    parts.hardware.join(''),
  ].join('');
}

/** The three-quarter view: the front turned a little, its depth drawn as the side it reveals. */
function angleBag(parts: Parts, style: BagStyle, surface: string[], depth: number): string {
  const turn = `translate(${n(CX)} 0) scale(.86 1) translate(${n(-CX - depth * 0.25)} 0)`;
  const layers = 8;
  const side = Array.from({ length: layers }, (_, i) => {
    const t = 1 - i / layers;
    return `<path d="${parts.body}" fill="${tone(style.fill, -0.34 + 0.12 * (1 - t))}" transform="translate(${n(depth * t)} ${n(-depth * 0.28 * t)})"/>`;
  }).join('');
  const backHandles = parts.handles
    .filter((h) => h.behind || h.kind === 'rolled')
    .map((h) => `<g transform="translate(${n(depth)} ${n(-depth * 0.28)})">${drawHandle(h, style, true)}</g>`)
    .join('');
  const front = frontBag({ ...parts, handles: parts.handles.filter((h) => !h.behind) }, style, surface);
  return `<g transform="${turn}">${backHandles}<path d="${parts.body}" fill="none" stroke="${style.edge}" stroke-width="3" transform="translate(${n(depth)} ${n(-depth * 0.28)})"/>${side}${front}</g>`;
}

/** Handles in the inside view: two fall to the sides; a single one arches over the opening, behind it. */
function interiorHandles(parts: Parts, style: BagStyle, rx: number, ry: number, rimY: number): string {
  const handles = parts.handles.filter((h) => h.kind !== 'chain').slice(0, 2);
  if (handles.length === 1) {
    const d = `M${n(CX - rx * 0.62)} ${n(rimY - ry * 0.6)}C${n(CX - rx * 0.7)} ${n(rimY - ry * 3.2)} ${n(CX + rx * 0.7)} ${n(rimY - ry * 3.2)} ${n(CX + rx * 0.62)} ${n(rimY - ry * 0.6)}`;
    return drawHandle({ ...handles[0], d }, style, false);
  }
  return handles
    .map((h, i) => {
      const side = i === 0 ? -1 : 1;
      const d = `M${n(CX + side * rx * 0.55)} ${n(rimY - ry * 0.7)}C${n(CX + side * rx * 0.7)} ${n(rimY - ry * 2.4)} ${n(CX + side * rx * 1.25)} ${n(rimY - ry * 1.6)} ${n(CX + side * rx * 1.05)} ${n(rimY - ry * 0.2)}`;
      return drawHandle({ ...h, d }, style, false);
    })
    .join('');
}

/** The inside, seen from above the front: the lining, a slip pocket, a zip pocket and a leather tag. */
function interiorBag(parts: Parts, style: BagStyle, surface: string[]): string {
  const { x, w } = parts.box;
  const frontH = 118;
  const rimY = FLOOR - frontH;
  const rx = w * 0.5;
  const ry = Math.max(52, w * 0.27);
  const lining = style.lining;
  const front = `M${n(x)} ${n(rimY)}Q${n(CX)} ${n(rimY + ry * 0.35)} ${n(x + w)} ${n(rimY)}L${n(x + w - 10)} ${n(rimY + frontH - 16)}Q${n(x + w - 12)} ${n(rimY + frontH)} ${n(x + w - 30)} ${n(rimY + frontH)}H${n(x + 30)}Q${n(x + 12)} ${n(rimY + frontH)} ${n(x + 10)} ${n(rimY + frontH - 16)}Z`;
  const opening = ellipse(CX, rimY, rx, ry);
  const inner = ellipse(CX, rimY + 2, rx - 9, ry - 7);
  const pocketW = rx * 0.9;
  const pocket = `M${n(CX - pocketW / 2)} ${n(rimY - ry * 0.55)}H${n(CX + pocketW / 2)}L${n(CX + pocketW / 2 - 6)} ${n(rimY + 6)}H${n(CX - pocketW / 2 + 6)}Z`;
  const zipY = rimY - ry * 0.72;
  const tag = rect(CX + rx * 0.38, rimY - ry * 0.42, 30, 20, 4);
  return [
    `<radialGradient id="depth" cx=".5" cy=".35" r=".7"><stop offset="0" stop-color="#000" stop-opacity=".55"/><stop offset=".7" stop-color="#000" stop-opacity=".1"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>`,
    `<clipPath id="inside"><path d="${inner}"/></clipPath>`,
    interiorHandles(parts, style, rx, ry, rimY),
    leather(opening, style.fill, style, surface, 'rim'),
    `<path d="${inner}" fill="${lining}"/>`,
    `<g clip-path="url(#inside)">`,
    `<path d="${inner}" fill="url(#depth)"/>`,
    `<path d="M${n(CX - rx * 0.6)} ${n(zipY)}H${n(CX + rx * 0.6)}" stroke="${tone(lining, -0.45)}" stroke-width="5" stroke-linecap="round"/><path d="M${n(CX - rx * 0.6)} ${n(zipY)}H${n(CX + rx * 0.6)}" stroke="url(#m)" stroke-width="3" stroke-dasharray="1.5 1.5"/>`,
    `<path d="${pocket}" fill="${tone(lining, 0.1)}" stroke="${tone(lining, -0.3)}" stroke-width="1.2"/>`,
    `<path d="M${n(CX - pocketW / 2 + 6)} ${n(rimY - ry * 0.55 + 6)}H${n(CX + pocketW / 2 - 6)}" stroke="${tone(lining, -0.35)}" stroke-width="1.1" stroke-dasharray="3 2.5"/>`,
    `<path d="${tag}" fill="${tone(style.fill, -0.1)}" stroke="${style.edge}" stroke-width="1"/><path d="${circle(CX + rx * 0.38 + 15, rimY - ry * 0.42 + 10, 5)}" fill="none" stroke="${tone(style.fill, style.dark ? 0.3 : -0.35)}" stroke-width="1.2"/>`,
    `</g>`,
    `<path d="${inner}" fill="none" stroke="${tone(style.fill, -0.5)}" stroke-width="2"/>`,
    leather(
      front,
      tone(style.fill, 0.03),
      style,
      surface,
      'front',
      stitch(`M${n(x + 14)} ${n(rimY + 14)}Q${n(CX)} ${n(rimY + ry * 0.35 + 14)} ${n(x + w - 14)} ${n(rimY + 14)}`, style),
    ),
  ].join('');
}

/** The viewBox framing `parts` as a product photograph would: the bag fills the frame whatever its size. */
function frame(parts: Parts, view: BagView, depth: number): { x: number; y: number; w: number; h: number } {
  const { x, w } = parts.box;
  const needW = w + 40 + (view === 'angle' ? depth : 0);
  const needH = FLOOR + 24 - parts.top;
  const h = Math.min(BAG_HEIGHT * 1.05, Math.max(330, needH / 0.82, (needW / 0.84) * (BAG_HEIGHT / BAG_WIDTH)));
  const fw = h * (BAG_WIDTH / BAG_HEIGHT);
  const centre = x + w / 2 + (view === 'angle' ? depth * 0.2 : 0);
  const full = { x: centre - fw / 2, y: FLOOR + h * 0.12 - h, w: fw, h };
  if (view !== 'detail') return full;
  const [fx, fy] = parts.focus;
  const dh = full.h / 2.3;
  return { x: fx - (dh * 0.8) / 2, y: fy - dh / 2, w: dh * 0.8, h: dh };
}

/** How far the side shows in the three-quarter view: less for soft, rounded bags. */
function sideDepth(category: string, parts: Parts): number {
  const round = category === 'HOBO' || category === 'BUCKET';
  return Math.max(20, parts.box.w * (round ? 0.07 : 0.17));
}

function lighting(style: BagStyle, options: BagArtOptions): { defs: string; surface: string[] } {
  const { defs, surface } = materialDefs(style, options.grain?.(style.material));
  return {
    defs: [
      metalGradient('m', style.metal),
      `<linearGradient id="lightH" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#000" stop-opacity=".16"/><stop offset=".2" stop-color="#fff" stop-opacity=".1"/><stop offset=".34" stop-color="#fff" stop-opacity=".16"/><stop offset=".62" stop-color="#fff" stop-opacity="0"/><stop offset=".86" stop-color="#000" stop-opacity=".16"/><stop offset="1" stop-color="#000" stop-opacity=".34"/></linearGradient>`,
      `<linearGradient id="lightV" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity=".1"/><stop offset=".55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".26"/></linearGradient>`,
      SHADOW_GRADIENTS,
      defs,
    ].join(''),
    surface,
  };
}

/** The picture of `bag` in `view`, as a standalone SVG document (4:5). */
export function bagSvg(bag: BagFacts, view: BagView = 'front', options: BagArtOptions = {}): string {
  const style = bagStyle(bag);
  const parts = (SHAPES[bag.category] ?? tote)(style);
  const { defs, surface } = lighting(style, options);
  const depth = sideDepth(bag.category, parts);
  const content =
    view === 'angle' ? angleBag(parts, style, surface, depth) : view === 'interior' ? interiorBag(parts, style, surface) : frontBag(parts, style, surface);
  const box = view === 'interior' ? frame({ ...parts, top: INTERIOR_TOP }, 'front', 0) : frame(parts, view, depth);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${n(box.x)} ${n(box.y)} ${n(box.w)} ${n(box.h)}" width="${BAG_WIDTH}" height="${BAG_HEIGHT}">`,
    `<title>${escapeXml(bag.title)}</title>`,
    `<defs>${backdrop(style)}${defs}</defs>`,
    scene(style, content, parts.box.w),
    '</svg>',
  ].join('');
}

/**
 * A bag to place in a larger scene (scenes.ts): its definitions and its drawing
 * with a contact shadow, standing at (0, 0) and about `height` tall. Ids are
 * prefixed so several bags can share one document.
 */
export function bagFigure(bag: BagFacts, prefix: string, height: number, options: BagArtOptions = {}): { defs: string; figure: string } {
  const style = { ...bagStyle(bag), draped: true };
  const parts = (SHAPES[bag.category] ?? tote)(style);
  const { defs, surface } = lighting(style, options);
  const k = height / (FLOOR - parts.top);
  const figure = [`<g transform="scale(${n(k)}) translate(${-CX} ${-FLOOR})">`, contactShadow(parts.box.w), frontBag(parts, style, surface), '</g>'].join('');
  const rename = (markup: string) => markup.replace(/id="([\w-]+)"/g, `id="${prefix}-$1"`).replace(/url\(#([\w-]+)\)/g, `url(#${prefix}-$1)`);
  return { defs: rename(defs), figure: rename(figure) };
}
