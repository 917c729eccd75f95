import { unlink } from 'node:fs/promises';
import { join } from 'node:path';
import type { ServerContext } from '../context';
import { type StoredUpload, storeUpload, uploadsDir } from '../uploads/store-upload';
import type { Bagdrop } from '../../src/api/shapes/bagdrop';
import { insertBagdrop, type NewBagdropRecord } from './bagdrop-record';

/**
 * POST /api/bagdrop/save: stores the photos (checked by their bytes, kept in
 * the data folder, never served), then the bag drop. A refused photo or a failed
 * insert leaves no stray files behind.
 */
export async function saveBagdrop(ctx: ServerContext, bagdrop: NewBagdropRecord, files: File[]): Promise<Bagdrop> {
  const stored: StoredUpload[] = [];
  try {
    for (const [i, file] of files.entries()) stored.push(await storeUpload(ctx.config, file, 'image', `bagdrops/${bagdrop.userId}`, `Photo ${i + 1}`));
    const row = await ctx.db.transaction((tx) => insertBagdrop(tx, bagdrop, stored));
    return { bagdropId: row.id, status: row.status, photoCount: stored.length, createdAt: new Date(row.created_at).toISOString() };
  } catch (error) {
    await Promise.all(stored.map((photo) => unlink(join(uploadsDir(ctx.config), photo.path)).catch(() => {})));
    throw error;
  }
}
