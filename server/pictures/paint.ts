/**
 * Colour and SVG helpers shared by the picture renderers (bag-art.ts, scenes.ts).
 * Only numbers and validated #rrggbb colours ever reach the markup.
 */

export type Rgb = [number, number, number];

const HEX = /^#[0-9a-f]{6}$/i;

export function isHex(value: string): boolean {
  return HEX.test(value);
}

export function rgb(hex: string): Rgb {
  return [0, 1, 2].map((i) => parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16)) as Rgb;
}

export function hex([r, g, b]: Rgb): string {
  return `#${[r, g, b]
    .map((c) =>
      Math.max(0, Math.min(255, Math.round(c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** `a` moved a fraction `t` of the way to `b`. */
export function mix(a: string, b: string, t: number): string {
  const [x, y] = [rgb(a), rgb(b)];
  return hex([0, 1, 2].map((i) => x[i] + (y[i] - x[i]) * t) as Rgb);
}

/** `colour` moved towards white (amount > 0) or black (amount < 0). */
export function tone(colour: string, amount: number): string {
  return mix(colour, amount < 0 ? '#000000' : '#ffffff', Math.abs(amount));
}

export function luminance(colour: string): number {
  const [r, g, b] = rgb(colour);
  return (0.299 * r + 0.587 * g + 0.114 * b) / 255;
}

/** A number for SVG: at most two decimals, no trailing zeros. */
export function n(value: number): string {
  return String(Math.round(value * 100) / 100);
}

export function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** A deterministic 32-bit hash of a text (FNV-1a), for per-picture variation. */
export function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** A small deterministic random source: the same seed gives the same numbers. */
export function random(seed: number): () => number {
  let s = seed || 1;
  return () => {
    s = (Math.imul(s ^ (s >>> 15), 0x2c1b3c6d) + 0x6d2b79f5) | 0;
    s ^= s + Math.imul(s ^ (s >>> 7), 61);
    return ((s ^ (s >>> 14)) >>> 0) / 4294967296;
  };
}

export function pick<T>(list: readonly T[], value: number): T {
  return list[Math.abs(Math.floor(value)) % list.length];
}

export const rect = (x: number, y: number, w: number, h: number, r: number) =>
  `M${n(x + r)} ${n(y)}H${n(x + w - r)}Q${n(x + w)} ${n(y)} ${n(x + w)} ${n(y + r)}V${n(y + h - r)}Q${n(x + w)} ${n(y + h)} ${n(x + w - r)} ${n(y + h)}H${n(x + r)}Q${n(x)} ${n(y + h)} ${n(x)} ${n(y + h - r)}V${n(y + r)}Q${n(x)} ${n(y)} ${n(x + r)} ${n(y)}Z`;

export const circle = (cx: number, cy: number, r: number) => `M${n(cx - r)} ${n(cy)}a${n(r)} ${n(r)} 0 1 0 ${n(2 * r)} 0a${n(r)} ${n(r)} 0 1 0 ${n(-2 * r)} 0Z`;

export const ellipse = (cx: number, cy: number, rx: number, ry: number) =>
  `M${n(cx - rx)} ${n(cy)}a${n(rx)} ${n(ry)} 0 1 0 ${n(2 * rx)} 0a${n(rx)} ${n(ry)} 0 1 0 ${n(-2 * rx)} 0Z`;

/** Hardware finishes: light, mid and dark stops of a metal. */
export const METALS = {
  gold: ['#fbeebd', '#d4ae55', '#8c6a22'],
  silver: ['#fbfcfd', '#bfc4ca', '#6b7178'],
  gunmetal: ['#b7bcc2', '#5d636a', '#26292d'],
  rose: ['#fbe1d5', '#cf977f', '#8a5444'],
  brass: ['#f1dca2', '#b48a3c', '#6e4f1b'],
} as const;

export type Metal = keyof typeof METALS;

/** A diagonal metal gradient with a bright band: `<linearGradient id=…>`. */
export function metalGradient(id: string, metal: Metal): string {
  const [light, mid, dark] = METALS[metal];
  return `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${mid}"/><stop offset=".32" stop-color="${light}"/><stop offset=".55" stop-color="${mid}"/><stop offset="1" stop-color="${dark}"/></linearGradient>`;
}

/** A soft shadow filter (Gaussian blur), for contact shadows and props. */
export function blurFilter(id: string, deviation: number): string {
  return `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${n(deviation)}"/></filter>`;
}
