import type { Queryable } from '../db/database';

// Uploaded bag photos and their resized copies (product_photo_variants, migration 380).

export interface PhotoSourceRow {
  id: number;
  path: string;
  type: string;
  width: number | null;
  height: number | null;
}

/** A bag photo with its stored size: catalogue pictures are public, retired bags' too. */
export async function findPhotoSource(db: Queryable, photoId: number): Promise<PhotoSourceRow | undefined> {
  return (await db.query<PhotoSourceRow>('select id, path, type, width, height from product_photos where id = $1', [photoId])).rows[0];
}

export interface PhotoVariantRow {
  width: number;
  height: number;
  type: string;
  bytes: Uint8Array;
}

export async function findPhotoVariant(db: Queryable, photoId: number, width: number): Promise<PhotoVariantRow | undefined> {
  const row = (
    await db.query<PhotoVariantRow>('select width, height, type, bytes from product_photo_variants where photo_id = $1 and width = $2', [photoId, width])
  ).rows[0];
  return row && { ...row, bytes: new Uint8Array(row.bytes) };
}

/**
 * Keeps a resized copy unless another request (on any instance) kept one first: the first insert wins.
 * False when there was one already, or the photo was removed meanwhile.
 */
export async function insertPhotoVariant(db: Queryable, photoId: number, variant: PhotoVariantRow): Promise<boolean> {
  const result = await db.query(
    `insert into product_photo_variants (photo_id, width, height, type, bytes)
     select $1, $2, $3, $4, $5 where exists (select 1 from product_photos where id = $1)
     on conflict (photo_id, width) do nothing returning photo_id`,
    [photoId, variant.width, variant.height, variant.type, Buffer.from(variant.bytes)],
  );
  return result.rows.length > 0;
}
