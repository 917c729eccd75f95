import { apiUrl } from '../../src/api/http';
import type { Product } from '../../src/api/shapes/product';
import { pictureSrcset } from '../../src/ui/picture-img';

/** The grid's columns: 160-200 px on phones, about 260 px beside the filters on a desktop. */
export const CARD_SIZES = '(min-width: 1100px) 260px, (min-width: 760px) 30vw, 50vw';

/** The cards whose pictures are fetched first: the first row on a phone. */
export const FIRST_CARDS = 2;

/**
 * The first cards' pictures, fetched with high priority as soon as the bags are
 * known (the first row must not wait for the widget's code to render it).
 * The <img> elements that follow (same srcset and sizes) reuse these downloads.
 */
export function preloadCardImages(products: Product[], count = FIRST_CARDS): void {
  for (const product of products.slice(0, count)) {
    const picture = product.pictures?.[0];
    if (!picture) continue;
    const href = apiUrl(picture.src);
    if (document.head.querySelector(`link[rel="preload"][href="${CSS.escape(href)}"]`)) continue;
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'image';
    link.href = href;
    link.imageSrcset = pictureSrcset(picture);
    link.imageSizes = CARD_SIZES;
    link.fetchPriority = 'high';
    document.head.append(link);
  }
}
