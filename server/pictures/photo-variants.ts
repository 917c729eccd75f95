import type { Picture } from '../../src/api/shapes/picture';
import { invalidInput } from '../domain-error';
import { log } from '../log/logger';

/**
 * Uploaded bag photos in the widths and format of the pictures rendered at build time
 * (scripts/render-pictures.ts): WebP at 320, 640 and 960 px, never wider than the upload, so a phone
 * downloads about 15 kB for a card instead of a 100 kB JPEG. Made with sharp (libvips), loaded on
 * first use: should its native binary be missing, the server still starts and serves each photo as
 * uploaded (see photoFile in server/catalogue/photo-variant-service.ts).
 */
export const PHOTO_WIDTHS = [320, 640, 960] as const;
/** The demo pictures' encoder settings, so both kinds of picture weigh about the same. */
const WEBP = { quality: 74, effort: 4 } as const;
/** Larger than any phone's photo (50 Mpx); a bigger image is refused rather than decoded. */
const MAX_PIXELS = 50_000_000;

type SharpModule = typeof import('sharp').default;
let loading: Promise<SharpModule | null> | undefined;

/** sharp, or null when its binary cannot be loaded on this machine (logged once). */
export function loadSharp(): Promise<SharpModule | null> {
  loading ??= import('sharp').then(
    (module) => {
      const sharp = module.default;
      // No cache of decoded images between requests: each photo is resized once and then read from the database.
      sharp.cache(false);
      return sharp;
    },
    (error: unknown) => {
      log.warn({ err: String(error) }, 'sharp could not be loaded: uploaded bag photos are served as uploaded, not resized');
      return null;
    },
  );
  return loading;
}

/** The widths a photo `width` pixels wide is offered in, narrowest first: the standard ones below it and itself up to the largest. */
export function photoWidths(width: number | null): number[] {
  if (!width || width < 1) return [];
  const largest = Math.min(width, PHOTO_WIDTHS[PHOTO_WIDTHS.length - 1]);
  return [...PHOTO_WIDTHS.filter((w) => w < largest), largest];
}

export const photoVariantUrl = (photoId: number, width: number) => `/api/product/photo/${photoId}/${width}.webp`;

/** An uploaded photo as a Picture: its WebP widths, or the file as uploaded when its width is not known. */
export function photoPicture(
  photo: { id: number; width: number | null; height: number | null },
  alt: string,
  fallback: { width: number; height: number },
): Picture {
  const widths = photoWidths(photo.width);
  if (!widths.length || !photo.height) {
    const url = `/api/product/photo/${photo.id}`;
    const width = photo.width ?? fallback.width;
    return { view: 'photo', alt, width, height: photo.height ?? fallback.height, src: url, sources: [{ url, width }] };
  }
  const largest = widths[widths.length - 1];
  const sources = widths.map((width) => ({ url: photoVariantUrl(photo.id, width), width }));
  return {
    view: 'photo',
    alt,
    width: largest,
    height: Math.round((photo.height * largest) / photo.width!),
    src: sources[Math.min(1, sources.length - 1)].url,
    sources,
  };
}

/**
 * Decodes an upload in full (a truncated or corrupt file is refused here, at upload, with a 400) and
 * returns its size as shown, EXIF orientation applied; null when sharp is not available.
 */
export async function checkPhoto(bytes: Uint8Array, label: string): Promise<{ width: number; height: number } | null> {
  const sharp = await loadSharp();
  if (!sharp) return null;
  try {
    const image = sharp(bytes, { failOn: 'warning', limitInputPixels: MAX_PIXELS, autoOrient: true });
    const { info } = await image.resize(64).raw().toBuffer({ resolveWithObject: true });
    const meta = await sharp(bytes, { limitInputPixels: MAX_PIXELS }).metadata();
    return meta.autoOrient ?? { width: info.width, height: info.height };
  } catch {
    throw invalidInput(`${label}: this image cannot be read (it may be damaged or cut short). Save it again as JPEG, PNG or WebP and upload it.`);
  }
}

/**
 * The photo `width` pixels wide as WebP: turned upright by its EXIF orientation, its metadata (camera,
 * place, time) left out. Null without sharp or when the file cannot be decoded (an upload from before
 * uploads were decoded).
 */
export async function resizePhoto(bytes: Uint8Array, width: number): Promise<{ bytes: Uint8Array; width: number; height: number } | null> {
  const sharp = await loadSharp();
  if (!sharp) return null;
  try {
    const { data, info } = await sharp(bytes, { failOn: 'none', limitInputPixels: MAX_PIXELS, autoOrient: true })
      .resize({ width, withoutEnlargement: true })
      .webp(WEBP)
      .toBuffer({ resolveWithObject: true });
    return { bytes: new Uint8Array(data), width: info.width, height: info.height };
  } catch (error) {
    log.warn({ err: String(error) }, 'an uploaded photo could not be resized; served as uploaded');
    return null;
  }
}
