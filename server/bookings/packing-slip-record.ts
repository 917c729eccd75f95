import type { Queryable } from '../db/database';

/** What the catalogue says comes with the bag (dust bag, box, card…), as the packing slip lists it. */
export async function bagInTheBox(db: Queryable, productId: number): Promise<string[]> {
  const rows = await db.query<{ in_the_box: string[] | null }>('select in_the_box from products where id = $1', [productId]);
  return rows.rows[0]?.in_the_box ?? [];
}
