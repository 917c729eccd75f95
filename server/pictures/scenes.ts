import { bagFigure, type BagArtOptions } from './bag-art';
import type { BagFacts } from './bag-style';
import { blurFilter, circle, ellipse, escapeXml, metalGradient, n, rect, tone } from './paint';

// Longer than 250 lines on purpose: drawing code, each scene a list of shapes placed by hand; pieces of a picture read best together.

/**
 * Still lifes for the home page's hero, the club's newsletters and its events,
 * drawn with the bags of bag-art.ts among a few props (plinths, a niche, a
 * table, a box, flowers, string lights) in the same studio light. Rendered at
 * build time by scripts/render-pictures.ts.
 */

interface Placed {
  bag: BagFacts;
  /** Where the bag stands (its floor point) and how tall it is drawn, in scene units. */
  x: number;
  y: number;
  height: number;
}

const bag = (url: string, category: string, colourHex: string, material: string, brand: string, size = 'Medium'): BagFacts => ({
  title: url,
  url,
  brand,
  category,
  colourHex,
  size,
  material,
});

function document(
  art: BagArtOptions,
  width: number,
  height: number,
  title: string,
  defs: string[],
  body: string[],
  bags: Placed[],
  crop?: [number, number, number],
): string {
  const figures = bags.map((p, i) => ({ placed: p, ...bagFigure(p.bag, `b${i}`, p.height, art) }));
  // `crop`: x, y and width of the part to show, at the document's proportions.
  const viewBox = crop ? `${crop[0]} ${crop[1]} ${crop[2]} ${n((crop[2] * height) / width)}` : `0 0 ${width} ${height}`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox}" width="${width}" height="${height}">`,
    `<title>${escapeXml(title)}</title>`,
    `<defs>${blurFilter('soft', 3)}${blurFilter('blur8', 8)}${SHAFT}${defs.join('')}${figures.map((f) => f.defs).join('')}</defs>`,
    ...body.map((part) =>
      part === '@bags' ? figures.map((f) => `<g transform="translate(${n(f.placed.x)} ${n(f.placed.y)})">${f.figure}</g>`).join('') : part,
    ),
    '</svg>',
  ].join('');
}

// ---- Props ----------------------------------------------------------------------------------

function wall(width: number, height: number, top: string, bottom: string): string {
  return `<linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>`;
}

function room(width: number, height: number, floorY: number, floor: string): string[] {
  return [
    `<rect width="${width}" height="${height}" fill="url(#wall)"/>`,
    `<rect y="${floorY}" width="${width}" height="${height - floorY}" fill="${floor}"/>`,
    `<rect y="${floorY - 3}" width="${width}" height="8" fill="#000" opacity=".08" filter="url(#soft)"/>`,
  ];
}

const SHAFT = `<linearGradient id="shaft" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#fff" stop-opacity="0"/><stop offset=".5" stop-color="#fff" stop-opacity=".2"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></linearGradient>`;

/** Morning light through a window: soft diagonal shafts (gradients, not blur: cheap to render). */
function windowLight(x: number, width: number, height: number, angle = 24): string {
  const slant = height * Math.tan((angle * Math.PI) / 180);
  return [0, 1, 2]
    .map((i) => `<path d="M${n(x + i * width * 0.42)} 0h${n(width * 0.34)}l${n(slant)} ${height}h${n(-width * 0.34)}z" fill="url(#shaft)"/>`)
    .join('');
}

function arch(x: number, y: number, w: number, h: number, colour: string): string {
  const r = w / 2;
  const d = `M${n(x)} ${n(y + h)}V${n(y + r)}A${n(r)} ${n(r)} 0 0 1 ${n(x + w)} ${n(y + r)}V${n(y + h)}Z`;
  return [
    `<linearGradient id="archShade" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#000" stop-opacity=".16"/><stop offset=".12" stop-color="#000" stop-opacity="0"/><stop offset=".85" stop-color="#fff" stop-opacity=".08"/></linearGradient>`,
    `<path d="${d}" fill="${colour}"/>`,
    `<path d="${d}" fill="url(#archShade)"/>`,
    `<path d="${d}" fill="none" stroke="#000" stroke-width="10" opacity=".08" filter="url(#blur8)"/>`,
  ].join('');
}

function plinth(id: string, x: number, y: number, w: number, h: number, colour: string): string {
  const top = 14;
  return [
    `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${tone(colour, 0.06)}"/><stop offset=".7" stop-color="${colour}"/><stop offset="1" stop-color="${tone(colour, -0.14)}"/></linearGradient>`,
    `<ellipse cx="${n(x + w / 2 + 20)}" cy="${n(y + h)}" rx="${n(w * 0.62)}" ry="12" fill="#000" opacity=".18" filter="url(#blur8)"/>`,
    `<path d="M${n(x)} ${n(y)}h${n(w)}v${n(h)}h${n(-w)}z" fill="url(#${id})"/>`,
    `<path d="M${n(x)} ${n(y)}l${n(top * 0.7)} ${n(-top)}h${n(w - top * 0.7)}l${n(-top * 0.7)} ${n(top)}z" fill="${tone(colour, 0.16)}"/>`,
    `<path d="M${n(x + w)} ${n(y)}l${n(top * 0.7 - top * 0.7)} 0" stroke="${tone(colour, -0.2)}"/>`,
    // Travertine: faint horizontal veins.
    ...[0.3, 0.55, 0.8].map(
      (t) =>
        `<path d="M${n(x + 6)} ${n(y + h * t)}q${n(w * 0.3)} ${n(-3)} ${n(w - 12)} ${n(2)}" stroke="${tone(colour, -0.1)}" stroke-width="1.2" fill="none" opacity=".6"/>`,
    ),
  ].join('');
}

function tableTop(width: number, y: number, colour: string): string[] {
  return [
    `<linearGradient id="table" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${tone(colour, 0.08)}"/><stop offset="1" stop-color="${tone(colour, -0.08)}"/></linearGradient>`,
    `<rect y="${y}" width="${width}" height="1000" fill="url(#table)"/>`,
    `<rect y="${y}" width="${width}" height="3" fill="#fff" opacity=".35"/>`,
  ];
}

function cylinder(x: number, y: number, r: number, h: number, colour: string, lid?: string): string {
  const ry = r * 0.28;
  return [
    `<ellipse cx="${n(x + 6)}" cy="${n(y + 2)}" rx="${n(r * 1.15)}" ry="${n(ry * 1.2)}" fill="#000" opacity=".22" filter="url(#soft)"/>`,
    `<path d="M${n(x - r)} ${n(y - h)}V${n(y)}A${n(r)} ${n(ry)} 0 0 0 ${n(x + r)} ${n(y)}V${n(y - h)}Z" fill="${colour}"/>`,
    `<path d="M${n(x - r)} ${n(y - h)}V${n(y)}A${n(r)} ${n(ry)} 0 0 0 ${n(x + r)} ${n(y)}V${n(y - h)}Z" fill="url(#cyl)"/>`,
    `<path d="${ellipse(x, y - h, r, ry)}" fill="${lid ?? tone(colour, 0.12)}"/>`,
    `<path d="${ellipse(x, y - h, r * 0.7, ry * 0.6)}" fill="#fff" opacity=".12"/>`,
  ].join('');
}

const CYLINDER_LIGHT = `<linearGradient id="cyl" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#000" stop-opacity=".25"/><stop offset=".3" stop-color="#fff" stop-opacity=".25"/><stop offset=".5" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".35"/></linearGradient>`;

function cup(x: number, y: number): string {
  return [
    `<path d="${ellipse(x + 4, y + 4, 46, 11)}" fill="#000" opacity=".18" filter="url(#soft)"/>`,
    `<path d="${ellipse(x, y, 44, 10)}" fill="#f7f3ec" stroke="#ddd3c4"/>`,
    `<path d="M${n(x + 24)} ${n(y - 34)}c18 -4 20 18 2 20" fill="none" stroke="#efe8dc" stroke-width="6"/>`,
    cylinder(x, y - 4, 26, 34, '#f4efe6', '#6b4a33'),
  ].join('');
}

function vase(x: number, y: number, colour: string, flower: string): string {
  const stems = [-30, -12, 8, 26, 40].map(
    (dx, i) => `<path d="M${n(x)} ${n(y - 70)}q${n(dx * 0.4)} -60 ${n(dx)} ${n(-120 - (i % 2) * 30)}" stroke="#6f7d5c" stroke-width="2.4" fill="none"/>`,
  );
  const blooms = [-30, -12, 8, 26, 40].map((dx, i) => {
    const [bx, by] = [x + dx, y - 70 - 120 - (i % 2) * 30];
    return `<path d="${circle(bx, by, 12 + (i % 3) * 3)}" fill="${i % 2 ? tone(flower, 0.2) : flower}"/><path d="${circle(bx - 3, by - 3, 5)}" fill="#fff" opacity=".35"/>`;
  });
  const leaves = [-1, 1].map(
    (side) => `<path d="M${n(x)} ${n(y - 110)}q${n(side * 30)} -20 ${n(side * 44)} -4q${n(-side * 20)} 14 ${n(-side * 44)} 4z" fill="#7c8b66"/>`,
  );
  return [
    ...stems,
    ...leaves,
    ...blooms,
    `<path d="${ellipse(x + 8, y + 3, 40, 9)}" fill="#000" opacity=".2" filter="url(#soft)"/>`,
    `<path d="M${n(x - 22)} ${n(y - 74)}Q${n(x - 46)} ${n(y - 40)} ${n(x - 30)} ${n(y)}H${n(x + 30)}Q${n(x + 46)} ${n(y - 40)} ${n(x + 22)} ${n(y - 74)}Z" fill="${colour}"/>`,
    `<path d="M${n(x - 22)} ${n(y - 74)}Q${n(x - 46)} ${n(y - 40)} ${n(x - 30)} ${n(y)}H${n(x + 30)}Q${n(x + 46)} ${n(y - 40)} ${n(x + 22)} ${n(y - 74)}Z" fill="url(#cyl)"/>`,
  ].join('');
}

function cloth(x: number, y: number, w: number, colour: string): string {
  const h = w * 0.32;
  const d = `M${n(x)} ${n(y)}q${n(w * 0.1)} ${n(-h)} ${n(w * 0.45)} ${n(-h * 0.9)}q${n(w * 0.4)} ${n(-h * 0.2)} ${n(w * 0.55)} ${n(h * 0.5)}q${n(-w * 0.1)} ${n(h * 0.5)} ${n(-w * 0.5)} ${n(h * 0.45)}z`;
  return [
    `<path d="${d}" fill="#000" opacity=".16" transform="translate(6 6)" filter="url(#soft)"/>`,
    `<path d="${d}" fill="${colour}"/>`,
    `<path d="M${n(x + w * 0.2)} ${n(y - h * 0.3)}q${n(w * 0.2)} ${n(-h * 0.3)} ${n(w * 0.45)} ${n(-h * 0.2)}M${n(x + w * 0.3)} ${n(y - h * 0.05)}q${n(w * 0.25)} ${n(-h * 0.25)} ${n(w * 0.5)} ${n(-h * 0.05)}" stroke="${tone(colour, -0.12)}" stroke-width="3" fill="none" opacity=".8"/>`,
  ].join('');
}

function giftBox(x: number, y: number, w: number, h: number, colour: string, ribbon: string): string {
  const depth = w * 0.28;
  return [
    `<ellipse cx="${n(x + w / 2 + 20)}" cy="${n(y)}" rx="${n(w * 0.7)}" ry="16" fill="#000" opacity=".2" filter="url(#blur8)"/>`,
    // Inside back wall, tissue paper, front wall.
    `<path d="M${n(x + depth * 0.6)} ${n(y - h - depth * 0.5)}h${n(w)}v${n(h)}h${n(-w)}z" fill="${tone(colour, -0.25)}"/>`,
    `<path d="M${n(x + 10)} ${n(y - h + 4)}l${n(w * 0.2)} ${n(-h * 0.5)}l${n(w * 0.25)} ${n(h * 0.3)}l${n(w * 0.2)} ${n(-h * 0.45)}l${n(w * 0.3)} ${n(h * 0.55)}z" fill="#fbf8f2"/>`,
    `<path d="M${n(x + w * 0.3)} ${n(y - h + 2)}l${n(w * 0.15)} ${n(-h * 0.62)}l${n(w * 0.2)} ${n(h * 0.6)}z" fill="#efe7da"/>`,
    `<path d="M${n(x + w)} ${n(y)}l${n(depth * 0.6)} ${n(-depth * 0.5)}v${n(-h)}l${n(-depth * 0.6)} ${n(depth * 0.5)}z" fill="${tone(colour, -0.18)}"/>`,
    `<path d="M${n(x)} ${n(y)}h${n(w)}v${n(-h)}h${n(-w)}z" fill="${colour}"/>`,
    `<path d="M${n(x + w * 0.46)} ${n(y)}h${n(w * 0.08)}v${n(-h)}h${n(-w * 0.08)}z" fill="${ribbon}"/>`,
    `<path d="M${n(x)} ${n(y - h)}h${n(w)}" stroke="#fff" stroke-width="2" opacity=".4"/>`,
  ].join('');
}

function lid(x: number, y: number, w: number, colour: string, ribbon: string): string {
  return `<g transform="rotate(-14 ${n(x)} ${n(y)})"><path d="M${n(x)} ${n(y)}h${n(w)}v${n(-26)}h${n(-w)}z" fill="${tone(colour, 0.05)}"/><path d="M${n(x + w * 0.46)} ${n(y)}h${n(w * 0.08)}v-26h${n(-w * 0.08)}z" fill="${ribbon}"/><path d="M${n(x)} ${n(y - 26)}h${n(w)}" stroke="#fff" opacity=".35" stroke-width="2"/></g>`;
}

function stringLights(width: number, y: number, sag: number): string {
  const d = `M-20 ${n(y)}Q${n(width / 2)} ${n(y + sag * 2)} ${n(width + 20)} ${n(y)}`;
  const bulbs = Array.from({ length: 11 }, (_, i) => {
    const t = (i + 0.5) / 11;
    const bx = -20 + (width + 40) * t;
    const by = (1 - t) * (1 - t) * y + 2 * (1 - t) * t * (y + sag * 2) + t * t * y + 14;
    return `<path d="${circle(bx, by, 22)}" fill="url(#bulbGlow)"/><path d="${circle(bx, by, 5)}" fill="#fff6d8"/>`;
  });
  return [`<path d="${d}" stroke="#3b3129" stroke-width="2" fill="none"/>`, ...bulbs].join('');
}

const BULB_GLOW = `<radialGradient id="bulbGlow"><stop offset="0" stop-color="#ffe9a8" stop-opacity=".9"/><stop offset=".35" stop-color="#ffd97a" stop-opacity=".35"/><stop offset="1" stop-color="#ffd97a" stop-opacity="0"/></radialGradient>`;

function shelf(x: number, y: number, w: number, colour: string): string {
  return `<path d="M${n(x)} ${n(y)}h${n(w)}v10h${n(-w)}z" fill="${colour}"/><path d="M${n(x)} ${n(y)}h${n(w)}" stroke="#fff" opacity=".4" stroke-width="1.5"/><rect x="${n(x)}" y="${n(y + 10)}" width="${n(w)}" height="12" fill="#000" opacity=".16" filter="url(#soft)"/>`;
}

function tools(x: number, y: number): string {
  return [
    // A spool of waxed thread, an awl and two leather swatches.
    `<path d="${rect(x - 130, y - 22, 90, 44, 6)}" fill="#8a4b24" transform="rotate(-8 ${x - 85} ${y})"/>`,
    `<path d="${rect(x - 110, y - 10, 90, 44, 6)}" fill="#2f4a3a" transform="rotate(6 ${x - 65} ${y + 12})"/>`,
    cylinder(x + 40, y + 10, 20, 30, '#d9c7a4', '#b8a27c'),
    `<path d="M${n(x + 40)} ${n(y - 6)}c30 -20 60 -10 80 10" stroke="#d9c7a4" stroke-width="1.6" fill="none"/>`,
    `<path d="M${n(x + 90)} ${n(y + 20)}l90 -24" stroke="#6b4a33" stroke-width="10" stroke-linecap="round"/><path d="M${n(x + 180)} ${n(y - 4)}l40 -11" stroke="url(#steel)" stroke-width="3" stroke-linecap="round"/>`,
  ].join('');
}

// ---- Scenes ---------------------------------------------------------------------------------

const W16 = 800;
const H16 = 450;

export function heroSvg(art: BagArtOptions = {}): string {
  const [w, h] = [1000, 800];
  const floorY = 640;
  return document(
    art,
    w,
    h,
    'Three bags from the collection on a stone plinth',
    [wall(w, h, '#efe6da', '#e2d4c2'), CYLINDER_LIGHT],
    [
      ...room(w, h, floorY, '#d7c6b1'),
      arch(250, 90, 500, 560, '#e6d8c6'),
      windowLight(80, 260, h),
      plinth('pl1', 200, 520, 600, 130, '#e9dfd2'),
      '@bags',
      vase(860, floorY + 40, '#e8e1d6', '#e6b7a8'),
    ],
    [
      { bag: bag('hero-tote-cognac', 'TOTE', '#8a4b24', 'Calf Leather', 'Maison Verne', 'Large'), x: 370, y: 512, height: 340 },
      { bag: bag('hero-crossbody-noir', 'CROSSBODY', '#1f1b18', 'Quilted Lambskin', 'Vittoria Bruni', 'Small'), x: 590, y: 516, height: 250 },
      { bag: bag('hero-clutch-ivory', 'CLUTCH', '#ece3cf', 'Satin', 'Atelier Oro', 'Small'), x: 728, y: 520, height: 92 },
    ],
    [150, 150, 780],
  );
}

interface Scene {
  key: string;
  alt: string;
  width: number;
  height: number;
  widths: number[];
  svg: (art: BagArtOptions) => string;
}

const COVER = { width: 1200, height: 675, widths: [400, 800, 1200] };

export const SCENES: readonly Scene[] = [
  {
    key: 'newsletter/leather-care-between-rentals',
    alt: 'A tan leather satchel on the atelier table beside a folded polishing cloth and a tin of leather balm',
    ...COVER,
    svg: (art) =>
      document(
        art,
        W16,
        H16,
        'Leather care',
        [wall(W16, H16, '#efe8de', '#e4d9ca'), CYLINDER_LIGHT],
        [
          ...room(W16, H16, 330, '#cdb79c'),
          windowLight(520, 160, H16, -18),
          ...tableTop(W16, 330, '#c9b296'),
          cloth(470, 400, 210, '#f3ede2'),
          cylinder(640, 405, 38, 34, '#2f4a3a', '#c9a24b'),
          '@bags',
        ],
        [{ bag: bag('care-satchel', 'SATCHEL', '#b07a4a', 'Calf Leather', 'Harlow Kent'), x: 280, y: 395, height: 250 }],
      ),
  },
  {
    key: 'newsletter/new-arrivals-winter-edit',
    alt: 'Three new arrivals in deep winter colours on stepped stone plinths: an oxblood top-handle bag, a cognac suede hobo and an ivory clutch',
    ...COVER,
    svg: (art) =>
      document(
        art,
        W16,
        H16,
        'The winter edit',
        [wall(W16, H16, '#3b4a42', '#2c3832'), CYLINDER_LIGHT],
        [
          ...room(W16, H16, 360, '#26302b'),
          windowLight(80, 200, H16),
          plinth('p1', 120, 300, 200, 70, '#d9cdbd'),
          plinth('p2', 320, 250, 180, 120, '#e3d8ca'),
          plinth('p3', 500, 320, 190, 50, '#d4c7b6'),
          '@bags',
        ],
        [
          { bag: bag('winter-hobo', 'HOBO', '#8a4b24', 'Suede', 'Sable Row'), x: 220, y: 296, height: 200 },
          { bag: bag('winter-satchel', 'SATCHEL', '#6d1f2c', 'Calf Leather', 'Vittoria Bruni'), x: 410, y: 246, height: 190 },
          { bag: bag('winter-clutch', 'CLUTCH', '#ece3cf', 'Satin', 'Lune Paris', 'Small'), x: 595, y: 316, height: 90 },
        ],
      ),
  },
  {
    key: 'newsletter/recap-mumbai-trunk-show',
    alt: 'Bags from the collection displayed on warm-lit boutique shelves at the Mumbai trunk show',
    ...COVER,
    svg: (art) =>
      document(
        art,
        W16,
        H16,
        'Trunk show',
        [wall(W16, H16, '#e9dccb', '#d9c8b2'), CYLINDER_LIGHT, BULB_GLOW],
        [
          `<rect width="${W16}" height="${H16}" fill="url(#wall)"/>`,
          shelf(60, 200, 680, '#b8956c'),
          shelf(60, 390, 680, '#b8956c'),
          '@bags',
          stringLights(W16, 20, 26),
        ],
        [
          { bag: bag('show-1', 'BUCKET', '#2f4a3a', 'Suede', 'Calloway & Finch', 'Small'), x: 150, y: 200, height: 130 },
          { bag: bag('show-2', 'CROSSBODY', '#e0aea3', 'Quilted Lambskin', 'Lune Paris', 'Small'), x: 320, y: 200, height: 110 },
          { bag: bag('show-3', 'TOTE', '#22304f', 'Canvas', 'Maison Verne'), x: 490, y: 200, height: 140 },
          { bag: bag('show-4', 'CLUTCH', '#c9a24b', 'Satin', 'Atelier Oro'), x: 660, y: 200, height: 60 },
          { bag: bag('show-5', 'SATCHEL', '#1f1b18', 'Pebbled Leather', 'Sable Row'), x: 180, y: 390, height: 130 },
          { bag: bag('show-6', 'HOBO', '#c19a6b', 'Suede', 'Harlow Kent'), x: 400, y: 390, height: 130 },
          { bag: bag('show-7', 'BUCKET', '#a8302b', 'Calf Leather', 'Vittoria Bruni'), x: 610, y: 390, height: 140 },
        ],
      ),
  },
  {
    key: 'newsletter/how-booking-works',
    alt: 'A bag arriving in its box with tissue paper, beside a dust bag and a handwritten welcome card',
    ...COVER,
    svg: (art) =>
      document(
        art,
        W16,
        H16,
        'How booking works',
        [wall(W16, H16, '#f1ebe3', '#e6dccf'), CYLINDER_LIGHT],
        [
          ...room(W16, H16, 320, '#d8c9b5'),
          windowLight(560, 140, H16, -20),
          ...tableTop(W16, 320, '#d4c2aa'),
          giftBox(150, 410, 260, 120, '#efe8dc', '#7a4b2a'),
          lid(450, 420, 250, '#efe8dc', '#7a4b2a'),
          '@bags',
          `<g transform="rotate(-6 620 400)"><path d="${rect(560, 370, 130, 80, 3)}" fill="#fffdf8"/><path d="M575 392h90M575 408h70M575 424h80" stroke="#9a8a78" stroke-width="2" stroke-linecap="round"/></g>`,
        ],
        [{ bag: bag('box-crossbody', 'CROSSBODY', '#8a4b24', 'Calf Leather', 'Calloway & Finch', 'Small'), x: 270, y: 300, height: 120 }],
      ),
  },
  {
    key: 'newsletter/spotlight-the-art-of-the-clasp',
    alt: 'Close-up of a polished gold turn-lock clasp on a black leather flap',
    ...COVER,
    svg: (art) => {
      const leather = '#241f1c';
      return document(
        art,
        W16,
        H16,
        'The art of the clasp',
        [
          `<linearGradient id="flap" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${tone(leather, 0.18)}"/><stop offset=".5" stop-color="${leather}"/><stop offset="1" stop-color="${tone(leather, -0.5)}"/></linearGradient>`,
          metalGradient('gold', 'gold'),
          `<filter id="grain" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency=".5" numOctaves="2" seed="7"/><feDiffuseLighting surfaceScale="1" lighting-color="#fff"><feDistantLight azimuth="225" elevation="50"/></feDiffuseLighting><feColorMatrix type="matrix" values="0 0 0 0 1  0 0 0 0 1  0 0 0 0 1  .5 0 0 0 -.3"/></filter>`,
        ],
        [
          `<rect width="${W16}" height="${H16}" fill="${tone(leather, -0.2)}"/>`,
          `<path d="M-20 -20H820V250Q820 330 740 330H60Q-20 330 -20 250Z" fill="url(#flap)"/>`,
          `<path d="M-20 -20H820V250Q820 330 740 330H60Q-20 330 -20 250Z" fill="#000" filter="url(#grain)" opacity=".5"/>`,
          `<path d="M30 -20V245Q30 300 85 300H715Q770 300 770 245V-20" fill="none" stroke="#d9ccb8" stroke-width="2.6" stroke-dasharray="10 7" opacity=".75"/>`,
          `<path d="M-20 330H820" stroke="#000" stroke-width="14" opacity=".45" filter="url(#blur8)"/>`,
          `<path d="${rect(310, 250, 180, 120, 30)}" fill="#000" opacity=".5" filter="url(#blur8)" transform="translate(8 12)"/>`,
          `<path d="${rect(310, 250, 180, 120, 30)}" fill="url(#gold)" stroke="#8c6a22" stroke-width="3"/>`,
          `<path d="${rect(336, 272, 128, 76, 18)}" fill="none" stroke="#8c6a22" stroke-width="2.5" opacity=".6"/>`,
          `<path d="${ellipse(400, 310, 28, 58)}" fill="url(#gold)" stroke="#8c6a22" stroke-width="3"/>`,
          `<path d="${ellipse(392, 288, 8, 20)}" fill="#fff" opacity=".65"/>`,
        ],
        [],
      );
    },
  },
  {
    key: 'event/delhi-winter-trunk-show',
    alt: 'An evening trunk show: bags on stone plinths under strings of warm lights',
    ...COVER,
    svg: (art) =>
      document(
        art,
        W16,
        H16,
        'Winter trunk show',
        [wall(W16, H16, '#4a3a32', '#33281f'), CYLINDER_LIGHT, BULB_GLOW],
        [
          ...room(W16, H16, 370, '#2a211b'),
          stringLights(W16, 40, 30),
          stringLights(W16, 110, 24),
          plinth('p1', 130, 300, 170, 80, '#d8cbb9'),
          plinth('p2', 330, 270, 170, 110, '#e2d6c6'),
          plinth('p3', 530, 310, 150, 70, '#d2c4b1'),
          '@bags',
        ],
        [
          { bag: bag('trunk-tote', 'TOTE', '#6d1f2c', 'Pebbled Leather', 'Calloway & Finch'), x: 215, y: 296, height: 180 },
          { bag: bag('trunk-bucket', 'BUCKET', '#c19a6b', 'Suede', 'Lune Paris'), x: 415, y: 266, height: 170 },
          { bag: bag('trunk-clutch', 'CLUTCH', '#1f1b18', 'Patent Leather', 'Vittoria Bruni', 'Small'), x: 605, y: 306, height: 80 },
        ],
      ),
  },
  {
    key: 'event/mumbai-leather-care-workshop',
    alt: 'The atelier workbench: leather swatches, a spool of waxed thread, an awl and a satchel waiting for its care',
    ...COVER,
    svg: (art) =>
      document(
        art,
        W16,
        H16,
        'Leather care workshop',
        [wall(W16, H16, '#e7ddd0', '#d9cbb9'), CYLINDER_LIGHT, metalGradient('steel', 'silver')],
        [...room(W16, H16, 300, '#a9825c'), windowLight(40, 180, H16), ...tableTop(W16, 300, '#a47b55'), tools(480, 380), '@bags'],
        [{ bag: bag('workshop-satchel', 'SATCHEL', '#2f4a3a', 'Pebbled Leather', 'Maison Verne'), x: 220, y: 370, height: 230 }],
      ),
  },
  {
    key: 'event/bengaluru-styling-brunch',
    alt: 'A brunch table set with a coffee cup and a vase of garden roses beside a blush crossbody bag',
    ...COVER,
    svg: (art) =>
      document(
        art,
        W16,
        H16,
        'Styling brunch',
        [wall(W16, H16, '#eef0e8', '#dfe3d6'), CYLINDER_LIGHT],
        [
          ...room(W16, H16, 320, '#e9e2d5'),
          windowLight(300, 200, H16),
          ...tableTop(W16, 320, '#efe8dc'),
          vase(170, 360, '#dfe6dc', '#e6a7a0'),
          cup(600, 400),
          '@bags',
        ],
        [{ bag: bag('brunch-crossbody', 'CROSSBODY', '#e0aea3', 'Calf Leather', 'Lune Paris'), x: 390, y: 380, height: 220 }],
      ),
  },
];
