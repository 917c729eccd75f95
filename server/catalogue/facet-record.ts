import type { Queryable } from '../db/database';

/** A product selection (product-selection-record.ts): its WHERE over `products p` and parameters. */
interface Selection {
  where: string;
  params: unknown[];
  add(value: unknown): string;
}

/** The attribute of each of the given value ids that exists. */
export async function attributesOf(db: Queryable, valueIds: number[]): Promise<{ id: number; attribute_id: number }[]> {
  if (valueIds.length === 0) return [];
  return (await db.query<{ id: number; attribute_id: number }>('select id, attribute_id from attribute_values where id = any($1::int[])', [valueIds])).rows;
}

/** Per attribute value, how many bags of the selection carry it: of one attribute only, or of all but some. */
export async function valueCounts(db: Queryable, selection: Selection, scope: { only: number } | { not: number[] }): Promise<{ id: number; n: number }[]> {
  const where = 'only' in scope ? `av.attribute_id = ${selection.add(scope.only)}` : `not (av.attribute_id = any(${selection.add(scope.not)}::int[]))`;
  const rows = await db.query<{ id: number; n: number }>(
    `select av.id, count(*)::int as n from products p join attribute_values av on av.id = any(p.attribute_value_ids)
     where ${selection.where} and ${where} group by av.id`,
    selection.params,
  );
  return rows.rows;
}
