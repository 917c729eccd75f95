import type { BagType } from './demo-catalogue';

/**
 * Draws a bag as SVG from its catalogue data: the shape from its type, the
 * fill from its colour, a texture from its material, the scale from its size.
 * Deterministic and self-contained (no scripts, no links, no external
 * references), so the collection needs no photos fetched from anywhere.
 * Only numbers and validated #rrggbb colours reach the markup; the one text,
 * the title, is XML-escaped.
 */
export interface BagDrawing {
  title: string;
  category: string;
  colourHex: string;
  size: string;
  material: string;
}

export type BagView = 'front' | 'detail';

const SCALE: Record<string, number> = { Mini: 0.72, Small: 0.84, Medium: 0.94, Large: 1 };

interface Shape {
  body: string;
  /** Drawn over the body in the darker shade (flaps, bands, openings). */
  shade: string[];
  /** Handles and straps: stroked paths [d, width]. */
  straps: [string, number][];
  /** Clasps, rings, buckles: filled in the hardware colour. */
  hardware: string[];
  /** The point the detail view zooms in on. */
  focus: [number, number];
}

const rect = (x: number, y: number, w: number, h: number, r: number) =>
  `M${x + r} ${y}H${x + w - r}Q${x + w} ${y} ${x + w} ${y + r}V${y + h - r}Q${x + w} ${y + h} ${x + w - r} ${y + h}H${x + r}Q${x} ${y + h} ${x} ${y + h - r}V${y + r}Q${x} ${y} ${x + r} ${y}Z`;
const circle = (cx: number, cy: number, r: number) => `M${cx - r} ${cy}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0Z`;

const SHAPES: Record<BagType, Shape> = {
  TOTE: {
    body: 'M100 200H380L362 400H118Z',
    shade: ['M100 200H380L378.4 218H101.6Z'],
    straps: [
      ['M165 204C165 92 228 92 228 204', 13],
      ['M252 204C252 92 315 92 315 204', 13],
    ],
    hardware: [rect(158, 204, 14, 14, 3), rect(221, 204, 14, 14, 3), rect(245, 204, 14, 14, 3), rect(308, 204, 14, 14, 3)],
    focus: [240, 190],
  },
  CLUTCH: {
    body: rect(90, 250, 300, 150, 18),
    shade: ['M90 268Q90 250 108 250H372Q390 250 390 268L240 346Z'],
    straps: [],
    hardware: [circle(240, 338, 10)],
    focus: [240, 320],
  },
  HOBO: {
    body: 'M112 232Q98 402 240 406Q382 402 368 232Q240 276 112 232Z',
    shade: ['M112 232Q240 276 368 232L366 250Q240 292 114 250Z'],
    straps: [['M132 240C146 84 334 84 348 240', 18]],
    hardware: [circle(132, 240, 11), circle(348, 240, 11)],
    focus: [240, 200],
  },
  CROSSBODY: {
    body: rect(150, 262, 180, 138, 16),
    shade: ['M150 278Q150 262 166 262H314Q330 262 330 278V330Q240 352 150 330Z'],
    straps: [
      ['M160 266L92 36', 6],
      ['M320 266L388 36', 6],
    ],
    hardware: [rect(226, 322, 28, 18, 5), circle(160, 266, 7), circle(320, 266, 7)],
    focus: [240, 320],
  },
  BUCKET: {
    body: 'M148 222H332L358 398Q240 414 122 398Z',
    shade: ['M148 222A92 18 0 0 0 332 222A92 18 0 0 0 148 222Z'],
    straps: [
      ['M152 226C156 104 324 104 328 226', 12],
      ['M170 240Q240 266 310 240', 4],
    ],
    hardware: [circle(170, 240, 7), circle(310, 240, 7), rect(232, 250, 16, 30, 6)],
    focus: [240, 240],
  },
  SATCHEL: {
    body: rect(110, 210, 260, 190, 14),
    shade: ['M110 224Q110 210 124 210H356Q370 210 370 224V300H110Z', rect(163, 262, 24, 80, 4), rect(293, 262, 24, 80, 4)],
    straps: [['M200 212C200 148 280 148 280 212', 14]],
    hardware: [rect(159, 296, 32, 22, 4), rect(289, 296, 32, 22, 4)],
    focus: [240, 270],
  },
};

function channel(hex: string, i: number): number {
  return parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16);
}

/** `hex` moved towards black (amount < 0) or white (amount > 0). */
function tone(hex: string, amount: number): string {
  const target = amount < 0 ? 0 : 255;
  const parts = [0, 1, 2].map((i) => {
    const c = channel(hex, i);
    return Math.round(c + (target - c) * Math.abs(amount))
      .toString(16)
      .padStart(2, '0');
  });
  return `#${parts.join('')}`;
}

function luminance(hex: string): number {
  return (0.299 * channel(hex, 0) + 0.587 * channel(hex, 1) + 0.114 * channel(hex, 2)) / 255;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

function texture(material: string, ink: string): string {
  switch (material) {
    case 'Quilted Lambskin':
      return `<pattern id="t" width="28" height="28" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><path d="M0 0H28M0 0V28" stroke="${ink}" stroke-width="1.6" opacity=".35"/></pattern>`;
    case 'Canvas':
    case 'Raffia':
      return `<pattern id="t" width="6" height="6" patternUnits="userSpaceOnUse"><path d="M0 3H6M3 0V6" stroke="${ink}" stroke-width=".8" opacity=".22"/></pattern>`;
    case 'Pebbled Leather':
      return `<pattern id="t" width="10" height="10" patternUnits="userSpaceOnUse"><circle cx="3" cy="3" r="1.3" fill="${ink}" opacity=".18"/><circle cx="8" cy="7" r="1" fill="${ink}" opacity=".14"/></pattern>`;
    case 'Patent Leather':
    case 'Satin':
      return `<linearGradient id="t" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff" stop-opacity=".38"/><stop offset=".45" stop-color="#fff" stop-opacity="0"/></linearGradient>`;
    default:
      return '';
  }
}

export function bagSvg(bag: BagDrawing, view: BagView = 'front'): string {
  const shape = SHAPES[bag.category as BagType] ?? SHAPES.TOTE;
  const fill = /^#[0-9a-f]{6}$/i.test(bag.colourHex) ? bag.colourHex.toLowerCase() : '#6b4f3a';
  const dark = luminance(fill) < 0.25;
  const shade = dark ? tone(fill, 0.14) : tone(fill, -0.16);
  const outline = dark ? tone(fill, 0.3) : tone(fill, -0.38);
  const stitch = dark ? tone(fill, 0.4) : tone(fill, -0.28);
  const metal = luminance(fill) > 0.55 && fill.startsWith('#c') ? '#b9bdc3' : '#c9a24b';
  const scale = SCALE[bag.size] ?? 0.94;
  const pattern = texture(bag.material, dark ? '#ffffff' : '#000000');
  const [fx, fy] = shape.focus;
  const viewBox = view === 'detail' ? `${fx - 110} ${fy - 110} 220 220` : '0 0 480 480';

  const straps = shape.straps
    .map(([d, w]) => `<path d="${d}" fill="none" stroke="${outline}" stroke-width="${w + 3}" stroke-linecap="round"/><path d="${d}" fill="none" stroke="${shade}" stroke-width="${w}" stroke-linecap="round"/>`)
    .join('');
  const shades = shape.shade.map((d) => `<path d="${d}" fill="${shade}" stroke="${outline}" stroke-width="2"/>`).join('');
  const hardware = shape.hardware.map((d) => `<path d="${d}" fill="${metal}" stroke="${tone(metal, -0.35)}" stroke-width="1.5"/>`).join('');

  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox}" width="480" height="480" role="img">`,
    `<title>${escapeXml(bag.title)}</title>`,
    pattern ? `<defs>${pattern}</defs>` : '',
    '<rect x="-200" y="-200" width="880" height="880" fill="#f4efe7"/>',
    '<ellipse cx="240" cy="410" rx="170" ry="14" fill="#2b2420" opacity=".12"/>',
    `<g transform="translate(240 404) scale(${scale}) translate(-240 -404)">`,
    straps,
    `<path d="${shape.body}" fill="${fill}" stroke="${outline}" stroke-width="2.5" stroke-linejoin="round"/>`,
    pattern ? `<path d="${shape.body}" fill="url(#t)"/>` : '',
    `<path d="${shape.body}" fill="none" stroke="${stitch}" stroke-width="1.2" stroke-dasharray="4 4" transform="translate(240 300) scale(.94) translate(-240 -300)" opacity=".7"/>`,
    shades,
    hardware,
    '</g></svg>',
  ].join('');
}
