import { apiUrl } from '../../src/api/http';
import type { Product } from '../../src/api/shapes/product';

/** A card's picture box (the grid reserves it: width and height given, so nothing moves). */
export const CARD_IMAGE = { width: 400, height: 500 } as const;

/** The picture a card shows, as <img> attributes; null when the bag has none yet. */
export function cardImage(product: Product): { src: string } | null {
  const image = product.images?.[0];
  return image ? { src: apiUrl(image) } : null;
}

/** How many cards share the grid's first row: the pictures that load at once, with high priority. */
export function firstRowOf(grid: Element | null, fallback = 2): number {
  if (!grid) return fallback;
  const columns = getComputedStyle(grid).gridTemplateColumns.split(' ').filter(Boolean).length;
  return columns > 0 ? columns : fallback;
}

/**
 * The first cards' pictures, fetched with high priority as soon as the bags are
 * known (issue 11: the first row must not wait for the widget's code to render it).
 * The <img> elements that follow reuse these downloads.
 */
export function preloadCardImages(products: Product[], count = 2): void {
  for (const product of products.slice(0, count)) {
    const image = cardImage(product);
    if (!image || document.head.querySelector(`link[rel="preload"][href="${CSS.escape(image.src)}"]`)) continue;
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'image';
    link.href = image.src;
    link.fetchPriority = 'high';
    document.head.append(link);
  }
}
