import type { Queryable } from '../db/database';

/** A product selection (product-selection-record.ts): its WHERE over `products p` and parameters. */
interface Selection {
  where: string;
  params: unknown[];
  add(value: unknown): string;
}

/**
 * Each attribute value's attribute, per database, as read so far. The club only ever adds attribute values (none
 * is moved to another attribute or deleted, and ids are never reused), so what was read once stays true on every
 * instance: a filtered list needs no statement of its own to group its values.
 */
const knownAttributes = new WeakMap<Queryable, Map<number, number>>();
const MAX_KNOWN = 10_000;

/** The attribute of each of the given value ids that exists. */
export async function attributesOf(db: Queryable, valueIds: number[]): Promise<{ id: number; attribute_id: number }[]> {
  if (valueIds.length === 0) return [];
  let known = knownAttributes.get(db);
  if (!known) knownAttributes.set(db, (known = new Map()));
  const missing = valueIds.filter((id) => !known.has(id));
  if (missing.length > 0) {
    const rows = await db.query<{ id: number; attribute_id: number }>('select id, attribute_id from attribute_values where id = any($1::int[])', [missing]);
    if (known.size + rows.rows.length > MAX_KNOWN) known.clear();
    for (const row of rows.rows) known.set(row.id, row.attribute_id);
  }
  return valueIds.flatMap((id) => (known.has(id) ? [{ id, attribute_id: known.get(id)! }] : []));
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
