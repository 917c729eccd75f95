import type { Queryable } from '../db/database';
import { PREDEFINED } from '../catalogue/demo-catalogue';
import type { StoredUpload } from '../uploads/stored-file-record';
import { BAG_OFFER_STATUSES } from '../../src/api/shapes/operator';

// Bag drops: members offer them (POST /api/bagdrop/save), operators review them.

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

export const BAGDROP_STATUSES = BAG_OFFER_STATUSES;
export type BagdropStatus = (typeof BAGDROP_STATUSES)[number];

export interface BagdropRow {
  id: number;
  user_id: number;
  username: string;
  first_name: string;
  last_name: string;
  brand: string;
  title: string | null;
  colour: string | null;
  condition: string | null;
  purchase_year: number | null;
  description: string | null;
  status: BagdropStatus;
  created_at: Date | string;
  decided_at: Date | string | null;
  decline_reason: string | null;
  product_id: number | null;
  product_url: string | null;
  photo_ids: number[] | null;
}

const SELECT = `select d.id, d.user_id, u.username, u.first_name, u.last_name, d.brand, d.title, d.colour, d.condition, d.purchase_year,
    d.description, d.status, d.created_at, d.decided_at, d.decline_reason, d.product_id, p.url as product_url,
    (select array_agg(ph.id order by ph.id) from bagdrop_photos ph where ph.bagdrop_id = d.id) as photo_ids
  from bagdrops d join users u on u.id = d.user_id left join products p on p.id = d.product_id`;

/** Bag drops of one status (waiting ones oldest first, decided ones newest first). */
export async function listBagdrops(db: Queryable, status: BagdropStatus, page: { limit: number; offset: number }): Promise<BagdropRow[]> {
  const order = status === 'SUBMITTED' ? 'd.created_at, d.id' : 'd.decided_at desc nulls last, d.id desc';
  return (await db.query<BagdropRow>(`${SELECT} where d.status = $1 order by ${order} limit $2 offset $3`, [status, page.limit, page.offset])).rows;
}

export async function findBagdrop(db: Queryable, id: number, lock = false): Promise<BagdropRow | undefined> {
  if (lock) await db.query('select id from bagdrops where id = $1 for update', [id]);
  return (await db.query<BagdropRow>(`${SELECT} where d.id = $1`, [id])).rows[0];
}

export async function recordBagdropDecision(
  tx: Queryable,
  id: number,
  decision: { status: 'ACCEPTED' | 'DECLINED'; by: number | null; at: Date; reason?: string | null; productId?: number | null },
): Promise<void> {
  await tx.query('update bagdrops set status = $2, decided_at = $3, decided_by = $4, decline_reason = $5, product_id = $6 where id = $1', [
    id,
    decision.status,
    decision.at.toISOString(),
    decision.by,
    decision.reason ?? null,
    decision.productId ?? null,
  ]);
}

export interface BagdropPhotoRow {
  id: number;
  bagdrop_id: number;
  path: string;
  type: string;
  bytes: number;
  original_name: string;
}

export async function findBagdropPhotos(db: Queryable, ids: { photoId: number } | { bagdropId: number }): Promise<BagdropPhotoRow[]> {
  const [where, value] = 'photoId' in ids ? ['id = $1', ids.photoId] : ['bagdrop_id = $1', ids.bagdropId];
  return (await db.query<BagdropPhotoRow>(`select id, bagdrop_id, path, type, bytes, original_name from bagdrop_photos where ${where} order by id`, [value]))
    .rows;
}

const CONDITION_NAMES = new Map(PREDEFINED.filter((p) => p.type === 'CONDITION').map((p) => [p.code, p.name]));

/** A bag drop as the back office reads it (src/api/shapes/operator.ts BagdropShape). */
export function bagdropJson(row: BagdropRow) {
  return {
    bagdropId: row.id,
    status: row.status,
    member: { userId: row.user_id, name: `${row.first_name} ${row.last_name}`, mobile: row.username },
    brand: row.brand,
    title: row.title,
    colour: row.colour,
    condition: row.condition,
    conditionName: row.condition ? (CONDITION_NAMES.get(row.condition) ?? row.condition) : null,
    purchaseYear: row.purchase_year,
    description: row.description,
    createdAt: new Date(row.created_at).toISOString(),
    decidedAt: row.decided_at === null ? null : new Date(row.decided_at).toISOString(),
    declineReason: row.decline_reason,
    productId: row.product_id,
    productUrl: row.product_url,
    photos: (row.photo_ids ?? []).map((photoId) => ({ photoId, url: `/api/operator/bagdrop-photos/${photoId}` })),
  };
}
