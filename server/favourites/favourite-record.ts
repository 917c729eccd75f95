import type { Queryable } from '../db/database';
import type { Favourite } from '../../src/api/shapes/favourite';

interface FavouriteRow {
  product_id: number;
  user_id: number;
  created_at: Date | string;
}

const toJson = (row: FavouriteRow): Favourite => ({
  productId: row.product_id,
  userId: row.user_id,
  createdAt: new Date(row.created_at).toISOString(),
});

/** The member's favourites, newest first. */
export async function listFavourites(db: Queryable, userId: number): Promise<Favourite[]> {
  const rows = await db.query<FavouriteRow>(
    `select f.product_id, f.user_id, f.created_at from favourites f join products p on p.id = f.product_id and p.active
     where f.user_id = $1 order by f.created_at desc, f.id desc`,
    [userId],
  );
  return rows.rows.map(toJson);
}

export async function findFavourite(db: Queryable, userId: number, productId: number): Promise<Favourite | undefined> {
  const rows = await db.query<FavouriteRow>('select product_id, user_id, created_at from favourites where user_id = $1 and product_id = $2', [
    userId,
    productId,
  ]);
  return rows.rows[0] && toJson(rows.rows[0]);
}

export async function countFavourites(db: Queryable, userId: number): Promise<number> {
  return (await db.query<{ n: number }>('select count(*)::int as n from favourites where user_id = $1', [userId])).rows[0].n;
}

/** Of `productIds`, the ones that are bags in the collection. */
export async function activeProductIds(db: Queryable, productIds: number[]): Promise<Set<number>> {
  if (productIds.length === 0) return new Set();
  const rows = await db.query<{ id: number }>('select id from products where id = any($1::int[]) and active', [productIds]);
  return new Set(rows.rows.map((r) => r.id));
}

/** Adds the favourites that are not there yet; `productIds` oldest first, so the last one reads as the newest. */
export async function insertFavourites(db: Queryable, userId: number, productIds: number[]): Promise<void> {
  if (productIds.length === 0) return;
  await db.query(
    `insert into favourites (user_id, product_id)
     select $1, t.product_id from unnest($2::int[]) with ordinality as t(product_id, n) order by t.n
     on conflict (user_id, product_id) do nothing`,
    [userId, productIds],
  );
}

export async function deleteFavourite(db: Queryable, userId: number, productId: number): Promise<void> {
  await db.query('delete from favourites where user_id = $1 and product_id = $2', [userId, productId]);
}

/** Locks the member's row: their favourites are counted and added one request at a time (the cap holds on every instance). */
export async function lockMember(db: Queryable, userId: number): Promise<void> {
  await db.query('select id from users where id = $1 for no key update', [userId]);
}
