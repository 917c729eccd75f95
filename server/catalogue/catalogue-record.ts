import type { Queryable } from '../db/database';
import type { Attribute, AttributeValue, Predefined } from '../../src/api/shapes/catalogue';

/** The predefined master values of one type (SORT, CATEGORY, CONDITION), in their order. */
export async function listPredefined(db: Queryable, kind: string): Promise<Predefined[]> {
  const rows = await db.query<{ id: number; type: string; name: string; code: string }>(
    'select id, type, name, code from predefined_values where type = upper($1) order by sort_order, id',
    [kind],
  );
  return rows.rows;
}

export async function listAttributes(db: Queryable): Promise<Attribute[]> {
  const rows = await db.query<{ attributeId: number; name: string; code: string; sortOrder: number }>(
    'select id as "attributeId", name, code, sort_order as "sortOrder" from attributes order by sort_order, id',
  );
  return rows.rows;
}

/** Attribute values, of one attribute or all, with how many active bags carry each. */
export async function listAttributeValues(db: Queryable, attributeId: number | null): Promise<AttributeValue[]> {
  const rows = await db.query<{ attributeValueId: number; attributeId: number; value: string; attributeName: string; productCount: number }>(
    `select av.id as "attributeValueId", av.attribute_id as "attributeId", av.value, a.name as "attributeName",
       (select count(*)::int from product_attribute_values pav join products p on p.id = pav.product_id
        where pav.attribute_value_id = av.id and p.active) as "productCount"
     from attribute_values av join attributes a on a.id = av.attribute_id
     where $1::int is null or av.attribute_id = $1 order by a.sort_order, a.id, av.sort_order, av.id`,
    [attributeId],
  );
  return rows.rows;
}

/** The catalogue's version: every change to what a catalogue answer shows bumps it (migrations' triggers). */
export async function readCatalogueVersion(db: Queryable): Promise<string> {
  return (await db.query<{ v: string }>('select version::text as v from catalogue_version')).rows[0].v;
}
