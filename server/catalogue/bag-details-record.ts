import type { ConditionGrade, Product } from '../../src/api/shapes/product';
import type { Queryable } from '../db/database';

// The bag page's facts (migration 150): its size, condition grade and what comes
// with it, kept on products; its last check-in, read from bookings.

/** The bag-page facts of migration 150, and its last check-in when the query read it. */
export interface BagDetailsRow {
  width_cm: string | number | null;
  height_cm: string | number | null;
  depth_cm: string | number | null;
  strap_drop_cm: string | number | null;
  condition_grade: string | null;
  in_the_box: string[] | null;
  /** [checked-in time, the operator's note] of the bag's latest check-in. */
  last_check_in?: [string, string | null] | string | null;
}

export const BAG_DETAILS_COLUMNS = 'p.width_cm, p.height_cm, p.depth_cm, p.strap_drop_cm, p.condition_grade, p.in_the_box';
export const LAST_CHECK_IN_COLUMN = `(select json_build_array(b.checked_in_at, b.return_note) from bookings b
    where b.product_id = p.id and b.checked_in_at is not null order by b.checked_in_at desc limit 1) as last_check_in`;

// Check-ins happen in India: the day is Mumbai's, whatever the server's zone.
const indianDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit', day: '2-digit' });
const cm = (value: string | number | null | undefined) => (value === null || value === undefined ? null : Number(value));

/** The answer's dimensions, condition and what is in the box: each only when the row has it. */
export function bagDetailsJson(row: Partial<BagDetailsRow>): Pick<Product, 'dimensions' | 'condition' | 'inTheBox'> {
  const [width, height, depth] = [cm(row.width_cm), cm(row.height_cm), cm(row.depth_cm)];
  const check = typeof row.last_check_in === 'string' ? (JSON.parse(row.last_check_in) as [string, string | null]) : row.last_check_in;
  return {
    ...(width && height && depth ? { dimensions: { widthCm: width, heightCm: height, depthCm: depth, strapDropCm: cm(row.strap_drop_cm) } } : {}),
    ...(row.condition_grade
      ? { condition: { grade: row.condition_grade, checkedInOn: check?.[0] ? indianDay.format(new Date(check[0])) : null, note: check?.[1] ?? null } }
      : {}),
    ...(row.in_the_box?.length ? { inTheBox: row.in_the_box } : {}),
  };
}

/** The bag page's facts as the back office's form leaves them (cleanBagDetails in bag-details.ts). */
export interface CleanBagDetails {
  widthCm: number | null;
  heightCm: number | null;
  depthCm: number | null;
  strapDropCm: number | null;
  conditionGrade: ConditionGrade | null;
  inTheBox: string[] | null;
}

/** The bag page's facts of one bag, as the back office's form left them. */
export async function setBagDetails(tx: Queryable, productId: number, details: CleanBagDetails): Promise<void> {
  await tx.query(
    `update products set width_cm = $2, height_cm = $3, depth_cm = $4, strap_drop_cm = $5, condition_grade = $6, in_the_box = $7::text[] where id = $1`,
    [productId, details.widthCm, details.heightCm, details.depthCm, details.strapDropCm, details.conditionGrade, details.inTheBox],
  );
}

/** A new condition grade for a bag, given at check-in. */
export async function setConditionGrade(tx: Queryable, productId: number, grade: ConditionGrade): Promise<void> {
  await tx.query('update products set condition_grade = $2, updated_at = now() where id = $1', [productId, grade]);
}
