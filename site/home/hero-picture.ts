/**
 * The home page's hero picture: rendered at build time by
 * scripts/render-pictures.ts (drawing: heroSvg in server/pictures/scenes.ts)
 * into dist/site/media/home/hero-<width>.webp. Fixed names, so the page can
 * name them before any call; the server revalidates them by ETag.
 */
export const HERO = {
  name: 'home/hero',
  widths: [480, 800, 1200] as const,
  /** The largest file's size; the drawing is 5:4. */
  width: 1200,
  height: 960,
  alt: 'Three designer bags from the collection on a stone plinth in soft morning light: a cognac tote, a black quilted crossbody and an ivory clutch',
} as const;

export const heroSrc = (width: number) => `media/${HERO.name}-${width}.webp`;

/** The hero's column: half the page beside the text on a desktop, the full width on a phone. */
export const HERO_SIZES = '(min-width: 1200px) 580px, (min-width: 900px) 48vw, 100vw';

export const heroSrcset = () => HERO.widths.map((w) => `${heroSrc(w)} ${w}w`).join(', ');
