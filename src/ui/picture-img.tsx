import { apiUrl } from '../api/http';
import type { Picture } from '../api/shapes/picture';

interface PictureImgProps {
  picture: Picture;
  /** How wide the picture is drawn, as for the `sizes` attribute: "(min-width: 900px) 280px, 50vw". */
  sizes: string;
  /** Empty for a picture that only repeats text beside it; the picture's own description otherwise. */
  alt?: string;
  className?: string;
  /** The first pictures of a page load at once and first; the rest when they come near the screen. */
  priority?: boolean;
}

/** `srcset` from a picture's files (each through apiUrl, for partner pages). */
export function pictureSrcset(picture: Picture): string {
  return picture.sources.map((s) => `${apiUrl(s.url)} ${s.width}w`).join(', ');
}

/**
 * A server picture in the width the screen needs: srcset and sizes, and width
 * and height so its box is reserved before it arrives.
 */
export function PictureImg({ picture, sizes, alt, className, priority = false }: PictureImgProps) {
  return (
    <img
      className={className}
      src={apiUrl(picture.src)}
      srcSet={pictureSrcset(picture)}
      sizes={sizes}
      width={picture.width}
      height={picture.height}
      alt={alt ?? picture.alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
    />
  );
}
