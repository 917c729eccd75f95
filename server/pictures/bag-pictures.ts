import type { Picture } from '../../src/api/shapes/picture';
import { BAG_HEIGHT, BAG_VIEWS, BAG_WIDTH, type BagView } from './bag-art';
import { currentPictureSet } from './picture-set';
import { photoPicture } from './photo-variants';

const VIEW_WORDS: Record<BagView, string> = {
  front: 'from the front',
  angle: 'from the side, at an angle',
  detail: 'close up on its hardware and stitching',
  interior: 'open, showing its lining and pockets',
};

/** "Alma Tote, from the front". */
export function bagPictureAlt(title: string, view: string): string {
  return `${title}, ${VIEW_WORDS[view as BagView] ?? view}`;
}

/**
 * The pictures of a bag, front first: its uploaded photos; else the WebP files rendered at build time
 * for a bag of the catalogue the build knows, otherwise its drawing, served as
 * SVG by GET /api/product/image/{id}-{view}.svg (a bag added after the build).
 */
export function productPictures(product: {
  id: number;
  url: string;
  title: string;
  photos?: readonly { id: number; width: number | null; height: number | null }[];
}): Picture[] {
  // Photos an operator uploaded show the bag itself: they come first and alone.
  if (product.photos?.length) {
    return product.photos.map((photo, i) => photoPicture(photo, `${product.title}, photo ${i + 1}`, { width: BAG_WIDTH, height: BAG_HEIGHT }));
  }
  const rendered = currentPictureSet().bags[product.url];
  if (rendered?.length) return rendered.map((p) => ({ ...p, alt: bagPictureAlt(product.title, p.view) }));
  return BAG_VIEWS.map((view) => {
    const url = `/api/product/image/${product.id}-${view}.svg`;
    return { view, alt: bagPictureAlt(product.title, view), width: BAG_WIDTH, height: BAG_HEIGHT, src: url, sources: [{ url, width: BAG_WIDTH }] };
  });
}
