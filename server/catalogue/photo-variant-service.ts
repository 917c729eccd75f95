import type { ServerContext } from '../context';
import { notFound } from '../domain-error';
import { documentsOf } from '../uploads/document-store';
import { findPhotoSource, findPhotoVariant, insertPhotoVariant, type PhotoVariantRow } from './photo-variant-record';
import { photoWidths, resizePhoto } from '../pictures/photo-variants';

export const PHOTO_MESSAGES = {
  noPhoto: 'No such picture.',
  width: (widths: number[]) =>
    widths.length
      ? `This photo is offered ${widths.length === 1 ? 'in one width' : 'in the widths'} ${widths.join(', ')} px.`
      : 'This photo is offered only as uploaded.',
};

/** A photo file as served: `kept` when it is the stored WebP copy (cached for good), else the upload itself. */
export type PhotoFile = { bytes: Uint8Array; type: string; kept: boolean };

/** Resizes in flight on this instance, so a burst of first requests for one width resizes once here. */
const resizing = new Map<string, Promise<PhotoVariantRow | null>>();

/**
 * Photo `photoId` `width` pixels wide as WebP: the stored copy, or made now and stored (the first request of a
 * width for each photo pays for the resize; concurrent first requests on several instances each resize, one
 * insert wins, and every one serves the stored winner). A width the photo is not offered in is not found.
 * Without sharp, or for an old upload that cannot be decoded, the upload itself (not kept by caches for long).
 */
export async function photoFile(ctx: ServerContext, photoId: number, width: number): Promise<PhotoFile> {
  const photo = await findPhotoSource(ctx.db, photoId);
  if (!photo) throw notFound(PHOTO_MESSAGES.noPhoto);
  const widths = photoWidths(photo.width);
  if (!widths.includes(width)) throw notFound(PHOTO_MESSAGES.width(widths));
  const kept = await findPhotoVariant(ctx.db, photoId, width);
  if (kept) return { bytes: kept.bytes, type: kept.type, kept: true };

  const original = await documentsOf(ctx).get(photo.path);
  if (!original) throw notFound(PHOTO_MESSAGES.noPhoto);
  const key = `${photoId}:${width}`;
  let made = resizing.get(key);
  if (!made) {
    made = resizePhoto(original.bytes, width).then((resized) => (resized ? { ...resized, width, type: 'image/webp' } : null));
    resizing.set(key, made);
    void made.finally(() => resizing.delete(key)).catch(() => undefined);
  }
  const variant = await made;
  if (!variant) return { bytes: original.bytes, type: photo.type, kept: false };
  // Stored under the width asked for (an upload narrower than 960 px is offered at its own width, never enlarged).
  if (!(await insertPhotoVariant(ctx.db, photoId, variant))) {
    const winner = await findPhotoVariant(ctx.db, photoId, width);
    if (!winner) throw notFound(PHOTO_MESSAGES.noPhoto);
    return { bytes: winner.bytes, type: winner.type, kept: true };
  }
  return { bytes: variant.bytes, type: variant.type, kept: true };
}
