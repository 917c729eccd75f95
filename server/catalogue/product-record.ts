import { productPictures } from '../pictures/bag-pictures';
import type { Queryable } from '../db/database';
import { addDays, type IsoDate } from './iso-date';
import type { ProductSelection } from './product-selection-record';
import { BAG_DETAILS_COLUMNS, type BagDetailsRow, LAST_CHECK_IN_COLUMN } from './bag-details-record';
import { prepared } from '../db/prepared';
import { walkedPageSql } from './walked-page-record';

/** A products row with its picture data. */
export interface ProductRow {
  id: number;
  title: string;
  url: string;
  brand: string;
  description: string;
  category: string;
  retail_price: string | number;
  colour_hex: string;
  size: string | null;
  material: string | null;
  /** Photos an operator uploaded, in order (JSON); none means the bag's renders or drawings. */
  photos: UploadedPhoto[] | string | null;
}

export interface BookedRange {
  startDate: IsoDate;
  returnDate: IsoDate;
}

export interface Availability {
  available: boolean;
  /** Null while the bag is overdue: it is bookable again only once it is checked in. */
  nextAvailableDate: IsoDate | null;
  bookedRanges: BookedRange[];
  waitingCount: number;
}

/** The uploaded photos of `products p` as one JSON list (id, width, height), in their order. */
export const PHOTOS_COLUMN = `(select json_agg(json_build_object('id', ph.id, 'width', ph.width, 'height', ph.height) order by ph.sort_order, ph.id)
    from product_photos ph where ph.product_id = p.id) as photos`;

export interface UploadedPhoto {
  id: number;
  width: number | null;
  height: number | null;
}

/** The photos of a row (the drivers hand json back parsed or as text). */
export function photosOf(row: Pick<ProductRow, 'photos'>): UploadedPhoto[] {
  const value = typeof row.photos === 'string' ? (JSON.parse(row.photos) as UploadedPhoto[]) : row.photos;
  return value ?? [];
}

/** Columns of `products p`, plus the Size and Material values the drawing needs. */
export const PRODUCT_COLUMNS = `p.id, p.title, p.url, p.brand, p.description, p.category, p.retail_price, p.colour_hex,
  (select av.value from product_attribute_values pav join attribute_values av on av.id = pav.attribute_value_id
    join attributes a on a.id = av.attribute_id where pav.product_id = p.id and a.code = 'SIZE' limit 1) as size,
  (select av.value from product_attribute_values pav join attribute_values av on av.id = pav.attribute_value_id
    join attributes a on a.id = av.attribute_id where pav.product_id = p.id and a.code = 'MATERIAL' limit 1) as material,
  ${PHOTOS_COLUMN}`;

/**
 * The SQL truth of "out today" for `products p`, with today as parameter $n: a
 * booking that has started and is not checked in (BOOKED), overdue or not.
 * `offset 0` keeps it a per-bag probe (bookings_booked_product_start, migration 300)
 * run only on the bags a page reaches: as a join, the planner misjudges how few
 * bookings have started (it counts every past booking) and hashed them all for
 * every bag of the club, then sorted the whole catalogue for one page.
 */
export const outTodaySql = (param: string) =>
  `exists (select 1 from bookings b where b.product_id = p.id and b.status = 'BOOKED' and b.start_date <= ${param}::date offset 0)`;

export async function findProduct(db: Queryable, by: { id: number } | { url: string }): Promise<ProductRow | undefined> {
  const [where, value] = 'id' in by ? ['p.id = $1', by.id] : ['p.url = $1', by.url];
  return (await db.query<ProductRow>(`select ${PRODUCT_COLUMNS} from products p where p.active and ${where}`, [value])).rows[0];
}

/** The products of the given ids (active or not), for the bags of bookings and waiting-list entries. */
export async function findProductsByIds(db: Queryable, ids: readonly number[]): Promise<ProductRow[]> {
  if (ids.length === 0) return [];
  return (await db.query<ProductRow>(`select ${PRODUCT_COLUMNS} from products p where p.id = any($1::int[])`, [ids])).rows;
}

/** The first day from `today` on that no range covers (ranges sorted by start). */
export function nextFreeDay(ranges: readonly BookedRange[], today: IsoDate): IsoDate {
  let day = today;
  for (const range of ranges) {
    if (range.startDate > day) break;
    if (range.returnDate >= day) day = addDays(range.returnDate, 1);
  }
  return day;
}

/**
 * Bookings still ahead (ending today or later) and wait-list sizes of the given
 * products. A booking whose return date has passed but that is not checked in
 * yet (still BOOKED) keeps its bag out: it covers today, and the bag has no
 * next free day until an operator checks it in.
 */
export async function loadAvailability(db: Queryable, productIds: number[], today: IsoDate): Promise<Map<number, Availability>> {
  const result = new Map<number, Availability>();
  if (productIds.length === 0) return result;
  const bookings = await db.query<{ product_id: number; start_date: string; return_date: string; overdue: boolean }>(
    `select product_id, start_date::text as start_date, greatest(return_date, $2::date)::text as return_date, return_date < $2::date as overdue
     from bookings where product_id = any($1::int[]) and status = 'BOOKED'
     order by product_id, start_date`,
    [productIds, today],
  );
  const waiting = await db.query<{ product_id: number; n: number }>(
    'select product_id, count(*)::int as n from waiting_list where product_id = any($1::int[]) group by product_id',
    [productIds],
  );
  const ranges = new Map<number, BookedRange[]>();
  const overdue = new Set<number>();
  for (const row of bookings.rows) {
    const list = ranges.get(row.product_id) ?? [];
    list.push({ startDate: row.start_date, returnDate: row.return_date });
    ranges.set(row.product_id, list);
    if (row.overdue) overdue.add(row.product_id);
  }
  const waitingCounts = new Map(waiting.rows.map((r) => [r.product_id, r.n]));
  for (const id of productIds) {
    const booked = ranges.get(id) ?? [];
    const next = overdue.has(id) ? null : nextFreeDay(booked, today);
    result.set(id, { available: next === today, nextAvailableDate: next, bookedRanges: booked, waitingCount: waitingCounts.get(id) ?? 0 });
  }
  return result;
}

export interface ProductAttribute {
  attributeName: string;
  value: string;
  attributeValueId: number;
}

/** The attributes of the given products, as products.attributes keeps them (migration 041). */
export async function loadAttributes(db: Queryable, productIds: number[]): Promise<Map<number, ProductAttribute[]>> {
  if (productIds.length === 0) return new Map();
  const rows = await db.query<{ id: number; attributes: ProductAttribute[] }>('select id, attributes from products where id = any($1::int[])', [productIds]);
  return new Map(rows.rows.map((r) => [r.id, r.attributes]));
}

/** `pictures` (one per view or uploaded photo, several widths each) and `images` (one URL per picture, for older clients). */
export function productPictureFields(row: Pick<ProductRow, 'id' | 'url' | 'title' | 'photos'>) {
  const pictures = productPictures({ ...row, photos: photosOf(row) });
  return { images: pictures.map((p) => p.src), pictures };
}

/** What productJson (product-json.ts) reads of a product row. */
export type ProductJsonBase = Pick<ProductRow, 'id' | 'title' | 'url' | 'brand' | 'description' | 'category' | 'retail_price' | 'photos'> &
  Partial<BagDetailsRow>;

/** A product with everything its JSON needs, read in one statement (productJsonColumns). */
export type ProductJsonRow = ProductJsonBase & {
  attributes: ProductAttribute[];
  /** [start, return, overdue] of its bookings not checked in, by start; an overdue one's return is today. */
  booked: [IsoDate, IsoDate, boolean][];
  waiting: number;
  waitlisted?: boolean;
};

/**
 * Columns of `products p` for productJson: the row, its attributes (kept on the
 * row by migration 041's triggers), its bookings not yet ended and its waiting-list
 * size; `today` names the parameter holding today.
 */
function productJsonColumns(today: string, lastCheckIn = false, details = true): string {
  // A booking not checked in keeps its bag out: past its return date it covers today, and no day is free yet.
  return `p.id, p.title, p.url, p.brand, p.description, p.category, p.retail_price, p.attributes, ${PHOTOS_COLUMN}, ${details ? `${BAG_DETAILS_COLUMNS},` : ''}
    ${lastCheckIn ? `${LAST_CHECK_IN_COLUMN},` : ''}
    coalesce((select json_agg(json_build_array(b.start_date, greatest(b.return_date, ${today}::date), b.return_date < ${today}::date)
      order by b.start_date) from bookings b where b.product_id = p.id and b.status = 'BOOKED'), '[]') as booked,
    (select count(*)::int from waiting_list w where w.product_id = p.id) as waiting`;
}

/** productJsonColumns without the bag page's facts: a bag as a booking or list shows it (as productsJson answers it). */
export const bagJsonColumns = (today: string) => productJsonColumns(today, false, false);

/** One page of the products a selection (server/catalogue/product-selection-record.ts) picks, each with what its JSON needs. */
export async function listProductPage(db: Queryable, selection: ProductSelection, limit: number, offset: number): Promise<ProductJsonRow[]> {
  const columns = productJsonColumns(selection.today());
  // The text depends only on which criteria are given (values, page and size are parameters): one of a few, kept
  // prepared when its plan does not hinge on the values (no text to match).
  const walked = walkedPageSql(columns, selection, { outToday: outTodaySql, limit, offset });
  const text = walked ?? pickedPageSql(columns, selection, limit, offset);
  return (await db.query<ProductJsonRow>(selection.byIndex ? prepared(text) : text, selection.params)).rows;
}

/** The page picked first, so the per-bag subqueries run for its rows only, whatever the order. */
function pickedPageSql(columns: string, selection: ProductSelection, limit: number, offset: number): string {
  const { where, order } = selection;
  const [size, from] = [selection.add(limit), selection.add(offset)];
  return `select ${columns} from (select p.* from products p where ${where} order by ${order} limit ${size} offset ${from}) p order by ${order}`;
}

export async function countProducts(db: Queryable, selection: ProductSelection): Promise<number> {
  const sql = `select count(*)::int as n from products p where ${selection.where}`;
  return (await db.query<{ n: number }>(selection.byIndex ? prepared(sql) : sql, selection.params)).rows[0].n;
}

/** An active product by id or url with what its JSON needs (and its last check-in), with `waitlisted` when a user is given; undefined when there is none. */
export async function findProductFacts(
  db: Queryable,
  by: { id: number } | { url: string },
  today: IsoDate,
  userId?: number,
): Promise<ProductJsonRow | undefined> {
  const params: unknown[] = ['id' in by ? by.id : by.url, today];
  const waitlisted = userId === undefined ? '' : `, exists (select 1 from waiting_list w where w.product_id = p.id and w.user_id = $3) as waitlisted`;
  if (userId !== undefined) params.push(userId);
  const rows = await db.query<ProductJsonRow>(
    prepared(`select ${productJsonColumns('$2', true)}${waitlisted} from products p where p.active and ${'id' in by ? 'p.id = $1' : 'p.url = $1'}`),
    params,
  );
  return rows.rows[0];
}
