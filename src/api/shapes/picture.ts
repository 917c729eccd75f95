import { array, Infer, number, string, type } from 'superstruct';

/** One file of a picture: its path (pass it through apiUrl() from ../http) and its width in pixels. */
export const PictureSourceShape = type({
  url: string(),
  width: number(),
});

/**
 * A picture in several widths, for `srcset` and `sizes`: bags (one per view),
 * newsletters and events. `width` and `height` are the largest file's, so
 * their ratio gives the box the picture needs before it arrives.
 */
export const PictureShape = type({
  /** What it shows: "front", "angle", "detail", "interior" for a bag; "cover" otherwise. */
  view: string(),
  /** A description for people who cannot see it. */
  alt: string(),
  width: number(),
  height: number(),
  /** A middle width, for a browser that ignores srcset. */
  src: string(),
  /** Narrowest first. */
  sources: array(PictureSourceShape),
});
export type Picture = Infer<typeof PictureShape>;
