import type { ServerContext } from '../context';
import { documentsOf } from '../uploads/document-store';
import { discardUploads, type StoredUpload, storeUpload } from '../uploads/store-upload';
import type { Bagdrop } from '../../src/api/shapes/bagdrop';
import { insertBagdrop, type NewBagdropRecord } from './bagdrop-record';

/**
 * POST /api/bagdrop/save: stores the photos (checked by their bytes, in the
 * document store, never served), then the bag drop. A refused photo or a failed
 * insert leaves no stray files behind.
 */
export async function saveBagdrop(ctx: ServerContext, bagdrop: NewBagdropRecord, files: File[]): Promise<Bagdrop> {
  const stored: StoredUpload[] = [];
  const documents = documentsOf(ctx);
  try {
    for (const [i, file] of files.entries()) stored.push(await storeUpload(documents, file, 'image', `bagdrops/${bagdrop.userId}`, `Photo ${i + 1}`));
    const row = await ctx.db.transaction((tx) => insertBagdrop(tx, bagdrop, stored));
    return { bagdropId: row.id, status: row.status, photoCount: stored.length, createdAt: new Date(row.created_at).toISOString() };
  } catch (error) {
    await discardUploads(documents, stored);
    throw error;
  }
}
