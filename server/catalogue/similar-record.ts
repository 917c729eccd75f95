import type { Queryable } from '../db/database';
import { PRODUCT_COLUMNS, type ProductRow } from './product-record';

/** How much a shared value counts towards "more like this": the style most, then the house, then size and colour. */
export const SIMILARITY_WEIGHTS = { CATEGORY: 3, BRAND: 2, SIZE: 1, COLOUR: 1 } as const;

/**
 * The active bags most like `productId` by the attribute values they share,
 * weighted by SIMILARITY_WEIGHTS; ties go to the newest. None share anything:
 * none are offered (a bag page is better without a random row).
 */
export async function findSimilarProducts(db: Queryable, productId: number, limit: number): Promise<ProductRow[]> {
  const codes = Object.keys(SIMILARITY_WEIGHTS);
  const weights = Object.values(SIMILARITY_WEIGHTS);
  const rows = await db.query<ProductRow>(
    `select ${PRODUCT_COLUMNS} from products p join (
       select other.product_id, sum(w.weight) as score
       from product_attribute_values mine
       join attribute_values av on av.id = mine.attribute_value_id
       join attributes a on a.id = av.attribute_id
       join unnest($2::text[], $3::int[]) as w(code, weight) on w.code = a.code
       join product_attribute_values other on other.attribute_value_id = mine.attribute_value_id and other.product_id <> mine.product_id
       where mine.product_id = $1
       group by other.product_id
     ) s on s.product_id = p.id
     where p.active
     order by s.score desc, p.created_at desc, p.id desc
     limit $4`,
    [productId, codes, weights, limit],
  );
  return rows.rows;
}
