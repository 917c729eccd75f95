import type { Queryable } from '../db/database';

// The database document store's files (stored_files): the demo's and a small club's store, shared by every instance.

export async function insertStoredFile(db: Queryable, key: string, bytes: Uint8Array, contentType: string): Promise<void> {
  await db.query('insert into stored_files (key, content_type, bytes) values ($1, $2, $3)', [key, contentType, Buffer.from(bytes)]);
}

export async function findStoredFile(db: Queryable, key: string): Promise<{ bytes: Uint8Array; contentType: string } | null> {
  const row = (await db.query<{ bytes: Uint8Array; content_type: string }>('select bytes, content_type from stored_files where key = $1', [key])).rows[0];
  return row ? { bytes: new Uint8Array(row.bytes), contentType: row.content_type } : null;
}

export async function deleteStoredFile(db: Queryable, key: string): Promise<void> {
  await db.query('delete from stored_files where key = $1', [key]);
}

export interface StoredUpload {
  /** The document store's key; store this in the database, never serve it publicly. */
  path: string;
  type: string;
  bytes: number;
  originalName: string;
}
