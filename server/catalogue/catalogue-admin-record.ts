import type { Queryable } from '../db/database';
import { ATTRIBUTES, type AttributeCode } from './demo-catalogue';
import { BAG_DETAILS_COLUMNS, type BagDetailsRow } from './bag-details-record';
import { PHOTOS_COLUMN, type ProductRow } from './product-record';

// What operators change in the catalogue: products, their attribute
// values and photos. Reads for the collection stay in product-record.ts.

export interface ProductFields {
  title: string;
  url: string;
  brand: string;
  description: string;
  category: string;
  retailPrice: number;
  colourHex: string;
}

/** The attribute values of a bag, by attribute code (BRAND, CATEGORY, COLOUR, SIZE, OCCASION, MATERIAL). */
export type AttributeChoice = Record<AttributeCode, string>;

export async function insertProduct(tx: Queryable, fields: ProductFields, at: Date): Promise<number> {
  const inserted = await tx.query<{ id: number }>(
    `insert into products (title, url, brand, description, category, retail_price, colour_hex, created_at, updated_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $8) returning id`,
    [fields.title, fields.url, fields.brand, fields.description, fields.category, fields.retailPrice, fields.colourHex, at.toISOString()],
  );
  return inserted.rows[0].id;
}

export async function updateProduct(tx: Queryable, id: number, fields: Omit<ProductFields, 'url'>): Promise<void> {
  await tx.query(
    `update products set title = $2, brand = $3, description = $4, category = $5, retail_price = $6, colour_hex = $7, updated_at = now()
     where id = $1`,
    [id, fields.title, fields.brand, fields.description, fields.category, fields.retailPrice, fields.colourHex],
  );
}

export async function setProductActive(tx: Queryable, id: number, active: boolean, at: Date): Promise<void> {
  await tx.query('update products set active = $2, retired_at = $3, updated_at = now() where id = $1', [id, active, active ? null : at.toISOString()]);
}

/** Holds the bag's row until the transaction ends, so a booking or an edit of it waits for this change. */
export async function lockProduct(tx: Queryable, id: number): Promise<void> {
  await tx.query('select id from products where id = $1 for update', [id]);
}

/** Whether a product with this url exists (urls are unique, retired bags included). */
export async function urlTaken(db: Queryable, url: string): Promise<boolean> {
  return (await db.query('select 1 from products where url = $1', [url])).rows.length > 0;
}

/**
 * The bag's attribute values become `choice`: values not in the masters yet
 * (a new brand, colour…) are added, so the collection's filters offer them at once.
 */
export async function setProductAttributes(tx: Queryable, productId: number, choice: AttributeChoice): Promise<void> {
  const codes = ATTRIBUTES.map((a) => a.code);
  await tx.query(`insert into attributes (code, name, sort_order) select * from unnest($1::text[], $2::text[], $3::int[]) on conflict (code) do nothing`, [
    codes,
    ATTRIBUTES.map((a) => a.name),
    ATTRIBUTES.map((_, i) => i + 1),
  ]);
  const values = codes.map((code) => choice[code]);
  await tx.query(
    `insert into attribute_values (attribute_id, value, sort_order)
     select a.id, v.value, 1000 from unnest($1::text[], $2::text[]) as v(code, value) join attributes a on a.code = v.code
     on conflict (attribute_id, value) do nothing`,
    [codes, values],
  );
  await tx.query('delete from product_attribute_values where product_id = $1', [productId]);
  await tx.query(
    `insert into product_attribute_values (product_id, attribute_value_id)
     select $1, av.id from unnest($2::text[], $3::text[]) as v(code, value)
     join attributes a on a.code = v.code join attribute_values av on av.attribute_id = a.id and av.value = v.value
     on conflict do nothing`,
    [productId, codes, values],
  );
}

export interface AdminProductRow extends Omit<ProductRow, 'size' | 'material'>, Omit<BagDetailsRow, 'last_check_in'> {
  active: boolean;
  retired_at: Date | string | null;
  created_at: Date | string;
  updated_at: Date | string;
  attributes: Record<string, string> | string | null;
  open_bookings: number;
}

const SELECT = `select p.id, p.title, p.url, p.brand, p.description, p.category, p.retail_price, p.colour_hex, p.active, p.retired_at,
    p.created_at, p.updated_at, ${BAG_DETAILS_COLUMNS},
    (select json_object_agg(a.code, av.value) from product_attribute_values pav join attribute_values av on av.id = pav.attribute_value_id
      join attributes a on a.id = av.attribute_id where pav.product_id = p.id) as attributes,
    ${PHOTOS_COLUMN},
    (select count(*)::int from bookings b where b.product_id = p.id and b.status = 'BOOKED') as open_bookings
  from products p`;

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

/** Bags for the back office: every word of `search` in title or brand; active, retired or both; newest first. */
export async function listAdminProducts(
  db: Queryable,
  query: { search?: string | null; state?: 'active' | 'retired' | 'all' | null },
  page: { limit: number; offset: number },
) {
  const params: unknown[] = [];
  const where: string[] = [];
  const add = (value: unknown) => (params.push(value), `$${params.length}`);
  for (const word of (query.search ?? '').trim().split(/\s+/).filter(Boolean).slice(0, 6)) {
    const pattern = add(likePattern(word));
    where.push(`(p.title ilike ${pattern} or p.brand ilike ${pattern} or p.url ilike ${pattern})`);
  }
  if (query.state === 'active' || !query.state) where.push('p.active');
  if (query.state === 'retired') where.push('not p.active');
  const filter = where.length ? `where ${where.join(' and ')}` : '';
  const [rows, count] = await Promise.all([
    db.query<AdminProductRow>(`${SELECT} ${filter} order by p.created_at desc, p.id desc limit ${add(page.limit)} offset ${add(page.offset)}`, params),
    db.query<{ n: number }>(`select count(*)::int as n from products p ${filter}`, params.slice(0, params.length - 2)),
  ]);
  return { rows: rows.rows, total: count.rows[0].n };
}

export async function findAdminProduct(db: Queryable, id: number, lock = false): Promise<AdminProductRow | undefined> {
  if (lock) await db.query('select id from products where id = $1 for update', [id]);
  return (await db.query<AdminProductRow>(`${SELECT} where p.id = $1`, [id])).rows[0];
}

export interface PhotoRow {
  id: number;
  product_id: number;
  path: string;
  type: string;
  bytes: number;
}

export async function insertPhoto(
  tx: Queryable,
  productId: number,
  photo: { path: string; type: string; bytes: number; width: number | null; height: number | null },
): Promise<number> {
  const inserted = await tx.query<{ id: number }>(
    `insert into product_photos (product_id, path, type, bytes, width, height, sort_order)
     values ($1, $2, $3, $4, $5, $6, (select coalesce(max(sort_order), 0) + 1 from product_photos where product_id = $1)) returning id`,
    [productId, photo.path, photo.type, photo.bytes, photo.width, photo.height],
  );
  return inserted.rows[0].id;
}

export async function countPhotos(db: Queryable, productId: number): Promise<number> {
  return (await db.query<{ n: number }>('select count(*)::int as n from product_photos where product_id = $1', [productId])).rows[0].n;
}

/** A bag photo: catalogue pictures are public, retired bags' too (links in old notifications keep working). */
export async function findPhoto(db: Queryable, photoId: number): Promise<PhotoRow | undefined> {
  return (await db.query<PhotoRow>('select id, product_id, path, type, bytes from product_photos where id = $1', [photoId])).rows[0];
}

export async function deletePhoto(tx: Queryable, productId: number, photoId: number): Promise<PhotoRow | undefined> {
  return (
    await tx.query<PhotoRow>('delete from product_photos where id = $1 and product_id = $2 returning id, product_id, path, type, bytes', [photoId, productId])
  ).rows[0];
}
