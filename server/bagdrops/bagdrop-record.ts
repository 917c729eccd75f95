import type { Queryable } from '../db/database';
import type { StoredUpload } from '../uploads/store-upload';

export interface NewBagdropRecord {
  userId: number;
  brand: string;
  title: string | null;
  colour: string | null;
  condition: string | null;
  purchaseYear: number | null;
  description: string | null;
}

/** The bag drop and its photos; the row as saved. */
export async function insertBagdrop(tx: Queryable, bagdrop: NewBagdropRecord, photos: StoredUpload[]) {
  const inserted = await tx.query<{ id: number; status: string; created_at: Date | string }>(
    `insert into bagdrops (user_id, brand, title, colour, condition, purchase_year, description)
     values ($1, $2, $3, $4, $5, $6, $7) returning id, status, created_at`,
    [bagdrop.userId, bagdrop.brand, bagdrop.title, bagdrop.colour, bagdrop.condition, bagdrop.purchaseYear, bagdrop.description],
  );
  for (const photo of photos) {
    await tx.query('insert into bagdrop_photos (bagdrop_id, path, type, bytes, original_name) values ($1, $2, $3, $4, $5)', [
      inserted.rows[0].id,
      photo.path,
      photo.type,
      photo.bytes,
      photo.originalName,
    ]);
  }
  return inserted.rows[0];
}
