import type { Queryable } from '../db/database';
import { prepared } from '../db/prepared';
import { addDays, type IsoDate } from '../catalogue/iso-date';
import type { UploadedPhoto } from '../catalogue/product-record';
import type { FULFILMENT_SORTS } from '../../src/api/shapes/requests/operator';
import { boardCounts, unshippedCount } from './fulfilment-counts-record';

type FulfilmentSort = (typeof FULFILMENT_SORTS)[number];

/** The club sends a bag this many days before its booking starts (the demo courier assumes the same). */
import { DEFAULT_SHIPPING_LEAD_DAYS } from '../config';

/** Days before the start a bag is dispatched, unless TOTE_SHIPPING_LEAD_DAYS says otherwise (config.shippingLeadDays). */
export const SHIP_DAYS_BEFORE = DEFAULT_SHIPPING_LEAD_DAYS;

export type ReturnCondition = 'GOOD' | 'NEEDS_CLEANING' | 'DAMAGED';
export const RETURN_CONDITIONS: readonly ReturnCondition[] = ['GOOD', 'NEEDS_CLEANING', 'DAMAGED'];

export interface FulfilmentRow {
  id: number;
  status: string;
  start_date: IsoDate;
  /** The day the member booked (UTC, as `today` is). */
  booked_on?: IsoDate | null;
  return_date: IsoDate;
  returned_on: IsoDate | null;
  wb_no: string | null;
  tracking_url: string | null;
  /** The courier's last short status and when it was asked (migration 270). */
  courier_status?: string | null;
  courier_checked_at?: Date | string | null;
  shipped_at: Date | string | null;
  delivered_at: Date | string | null;
  checked_in_at: Date | string | null;
  /** When our courier collected it for its return (migration 250). */
  return_picked_up_at?: Date | string | null;
  return_condition: ReturnCondition | null;
  return_note: string | null;
  user_id: number;
  username: string;
  first_name: string;
  last_name: string;
  product_id: number;
  title: string;
  brand: string;
  url: string;
  photos: UploadedPhoto[] | string | null;
  address_line1: string | null;
  address_line2: string | null;
  city: string | null;
  state: string | null;
  zipcode: string | null;
}

// The bag's first photo alone, as a one-photo list (fulfilmentJson shows only the first picture): on a board of 220
// bookings every bag's photos were gathered for one.
const FIRST_PHOTO = `(select json_agg(json_build_object('id', ph.id, 'width', ph.width, 'height', ph.height))
    from (select ph.id, ph.width, ph.height from product_photos ph where ph.product_id = p.id order by ph.sort_order, ph.id limit 1) ph) as photos`;

// The delivery address is the one of the member's accepted application; the profile's city/state/zipcode otherwise.
export const SELECT = `select b.id, b.status, b.start_date::text as start_date, b.return_date::text as return_date, b.returned_on::text as returned_on,
    (b.created_at at time zone 'UTC')::date::text as booked_on, b.wb_no, b.tracking_url, b.courier_status, b.courier_checked_at, b.shipped_at, b.delivered_at, b.checked_in_at, b.return_picked_up_at, b.return_condition, b.return_note,
    u.id as user_id, u.username, u.first_name, u.last_name, p.id as product_id, p.title, p.brand, p.url,
    ${FIRST_PHOTO},
    a.address_line1, a.address_line2, coalesce(a.city, u.city) as city, coalesce(a.state, u.state) as state, coalesce(a.zipcode, u.zipcode) as zipcode
  from bookings b join users u on u.id = b.user_id join products p on p.id = b.product_id
  left join lateral (select x.address_line1, x.address_line2, x.city, x.state, x.zipcode from applications x where x.user_id = u.id and x.decision is distinct from 'DECLINED'
    order by x.submitted_at desc limit 1) a on true`;

export async function findFulfilment(db: Queryable, bookingId: number, lock = false): Promise<FulfilmentRow | undefined> {
  if (lock) await db.query('select id from bookings where id = $1 for update', [bookingId]);
  return (await db.query<FulfilmentRow>(`${SELECT} where b.id = $1`, [bookingId])).rows[0];
}

/** Every booking of one member, latest start first (the back office's member page). */
export async function listMemberFulfilments(db: Queryable, userId: number): Promise<FulfilmentRow[]> {
  return (await db.query<FulfilmentRow>(`${SELECT} where b.user_id = $1 order by b.start_date desc, b.id desc limit 200`, [userId])).rows;
}

/**
 * Upcoming bookings not yet shipped, starting from `from` to `to` (inclusive), by start day: the weeks ahead
 * (bookings_to_ship_by_day), a page at a time, with how many there are in all (a row per day of booking_list_counts).
 * The page's bookings are picked from the index first and only they are joined to members, bags and
 * addresses: joined first, a month's range (about 50,000 bookings on a large club) was joined whole and sorted.
 */
export async function upcomingFulfilmentRows(db: Queryable, range: { from: IsoDate; to: IsoDate }, page: { limit: number; offset: number }) {
  const where = `b.status = 'BOOKED' and b.shipped_at is null and b.start_date between $1::date and $2::date`;
  const pageIds = `select b.id from bookings b where ${where} order by b.start_date, b.id limit $3 offset $4`;
  const [rows, count] = await Promise.all([
    db.query<FulfilmentRow>(prepared(`${SELECT} where b.id = any(array(${pageIds})) order by b.start_date, b.id`), [
      range.from,
      range.to,
      page.limit,
      page.offset,
    ]),
    unshippedCount(db, range),
  ]);
  return { total: count, rows: rows.rows };
}

// The board's sections: what each holds (bookings not checked in; $day is today, or for toShip the last start day to ship by) and its order.
// Their counts come from booking_list_counts, whose lists (migration 320) hold the same bookings: change both together.
export const SECTIONS = {
  toShip: ["b.status = 'BOOKED' and b.shipped_at is null and b.start_date <= $day::date", 'b.start_date, b.id'],
  inTransit: ["b.status = 'BOOKED' and b.shipped_at is not null and b.delivered_at is null and b.return_date > $day::date", 'b.return_date, b.id'],
  out: ["b.status = 'BOOKED' and b.shipped_at is not null and b.delivered_at is not null and b.return_date > $day::date", 'b.return_date, b.id'],
  dueToday: ["b.status = 'BOOKED' and b.shipped_at is not null and b.return_date = $day::date", 'b.return_date, b.id'],
  overdue: ["b.status = 'BOOKED' and b.shipped_at is not null and b.return_date < $day::date", 'b.return_date, b.id'],
} as const;
export type Section = keyof typeof SECTIONS;
/**
 * Bookings a board list shows at a time (when the call names no `size`; the page asks for the same): a screen's
 * worth an operator works through, the rest a page away. 50 each made the board's answer 220 bookings (160 kB)
 * whose reading, shaping and sending set its time on a large club.
 */
export const BOARD_PAGE_SIZE = 20;
const SECTION_NAMES = Object.keys(SECTIONS) as Section[];

// The orders the board can be read in (FULFILMENT_SORTS): SQL comes from this fixed map, never from the request.
const BOARD_ORDERS: Record<FulfilmentSort, string> = {
  bag: 'lower(p.title)',
  member: "lower(u.first_name || ' ' || u.last_name)",
  start: 'b.start_date',
  return: 'b.return_date',
};
export interface BoardOrder {
  sort?: FulfilmentSort | null;
  dir?: 'asc' | 'desc' | null;
}

/** The named order (ties by booking, the same way), or `fallback`, the list's own order, when none is named. */
export function boardOrder(order: BoardOrder, fallback: string): string {
  if (!order.sort || !(order.sort in BOARD_ORDERS)) return fallback;
  const dir = order.dir === 'desc' ? 'desc' : 'asc';
  return `${BOARD_ORDERS[order.sort]} ${dir}, b.id ${dir}`;
}

/**
 * A page of one board list ($2 rows from $3). In an order of the booking's own columns the page's bookings
 * are picked from the list's index first and only they are joined to members, bags and addresses: joined
 * first, every booking out or due back (thousands on a large club) was joined and sorted for a page of 50.
 * An order by bag or member needs the join to sort.
 */
function sectionPageSql(where: string, order: string): string {
  if (/\b[pu]\./.test(order)) return `${SELECT} where ${where} order by ${order} limit $2 offset $3`;
  return `${SELECT} where b.id = any(array(select b.id from bookings b where ${where} order by ${order} limit $2 offset $3)) order by ${order}`;
}

const CHECKED_IN = `select b.id from bookings b where b.status = 'RETURNED' and b.checked_in_at is not null order by b.checked_in_at desc, b.id desc limit 20`;

/**
 * Every list's page ($3 rows from $4; $1 today, $2 the last start day to ship by) and the last checked in, in
 * one statement, each row with its list: each page's booking ids are picked from the list's index in its
 * order (kept by `with ordinality`), and only those bookings are joined. Six statements for the same rows
 * cost about twice the database's time on a large club (a plan and a round trip each).
 */
function boardPagesSql(order: (name: Section) => string): string {
  const ids = (list: string, pick: string) => `select '${list}' as list, t.id, t.n from unnest(array(${pick})) with ordinality t(id, n)`;
  const arms = SECTION_NAMES.map((name) =>
    ids(
      name,
      `select b.id from bookings b where ${SECTIONS[name][0].replace('$day', name === 'toShip' ? '$2' : '$1')} order by ${order(name)} limit $3 offset $4`,
    ),
  );
  arms.push(ids('checkedIn', CHECKED_IN));
  // The ids as an array, as each list's own statement has them: the planner then reads each booking by its key.
  return `with page as (${arms.join(' union all ')})
    select page.list, f.* from (${SELECT} where b.id = any(array(select id from page))) f join page on page.id = f.id order by page.list, page.n`;
}

/**
 * The fulfilment board of `today`: bags to send (their dispatch day has come),
 * on their way, out with members, due back today, overdue (each booking in one
 * list), a page of each (`page`: the same page of every list), how many each
 * holds, and the last checked in. Each list is read from its partial index in
 * its order (migrations 072, 180, 301, 321), so a page reads about the rows it shows;
 * the counts are the lists' days in booking_list_counts (migration 320). Both statements are kept prepared (one
 * text per order the board can be read in): planning the pages took about a third of the database's time a call.
 */
export async function fulfilmentBoardRows(
  db: Queryable,
  today: IsoDate,
  leadDays = SHIP_DAYS_BEFORE,
  page = { limit: BOARD_PAGE_SIZE, offset: 0 },
  order: BoardOrder = {},
) {
  const params = [today, addDays(today, leadDays)];
  const where = (name: Section, day: string) => SECTIONS[name][0].replace('$day', day);
  const orderOf = (name: Section) => boardOrder(order, SECTIONS[name][1]);
  if (!SECTION_NAMES.some((name) => /\b[pu]\./.test(orderOf(name)))) {
    const [counts, rows] = await Promise.all([
      boardCounts(db, today, params[1]),
      db.query<FulfilmentRow & { list: Section | 'checkedIn' }>(prepared(boardPagesSql(orderOf)), [...params, page.limit, page.offset]),
    ]);
    const listed = (list: Section | 'checkedIn'): FulfilmentRow[] => rows.rows.filter((row) => row.list === list);
    const sections = Object.fromEntries(SECTION_NAMES.map((name) => [name, listed(name)])) as Record<Section, FulfilmentRow[]>;
    return { sections, checkedIn: listed('checkedIn'), counts: counts satisfies Record<Section, number> };
  }
  // An order by bag or member: each list joined and sorted by a statement of its own.
  const [counts, checkedIn, ...lists] = await Promise.all([
    boardCounts(db, today, params[1]),
    db.query<FulfilmentRow>(`${SELECT} where b.id = any(array(${CHECKED_IN})) order by b.checked_in_at desc, b.id desc`),
    ...SECTION_NAMES.map((name) =>
      db.query<FulfilmentRow>(sectionPageSql(where(name, '$1'), orderOf(name)), [name === 'toShip' ? params[1] : params[0], page.limit, page.offset]),
    ),
  ]);
  const sections = Object.fromEntries(SECTION_NAMES.map((name, i) => [name, lists[i].rows])) as Record<Section, FulfilmentRow[]>;
  return { sections, checkedIn: checkedIn.rows, counts: counts satisfies Record<Section, number> };
}

/** Bookings not checked in whose return date has passed, of these bags: each bag is out until it is checked in. */
export async function overdueProductIds(db: Queryable, productIds: number[], today: IsoDate): Promise<Set<number>> {
  if (productIds.length === 0) return new Set();
  const rows = await db.query<{ product_id: number }>(
    "select distinct product_id from bookings where product_id = any($1::int[]) and status = 'BOOKED' and return_date < $2::date",
    [productIds, today],
  );
  return new Set(rows.rows.map((r) => r.product_id));
}

export async function markShipped(tx: Queryable, bookingId: number, wbNo: string, at: Date, trackingUrl: string | null = null): Promise<void> {
  await tx.query('update bookings set wb_no = $2, shipped_at = $3, tracking_url = $4, updated_at = now() where id = $1', [
    bookingId,
    wbNo,
    at.toISOString(),
    trackingUrl,
  ]);
}

export async function markDelivered(tx: Queryable, bookingId: number, at: Date): Promise<void> {
  await tx.query('update bookings set delivered_at = $2, updated_at = now() where id = $1', [bookingId, at.toISOString()]);
}

export async function markCheckedIn(tx: Queryable, bookingId: number, check: { condition: ReturnCondition; note: string | null; today: IsoDate; at: Date }) {
  await tx.query(
    `update bookings set status = 'RETURNED', returned_on = $2::date, checked_in_at = $3, return_condition = $4, return_note = $5, updated_at = now()
     where id = $1`,
    [bookingId, check.today, check.at.toISOString(), check.condition, check.note],
  );
}
