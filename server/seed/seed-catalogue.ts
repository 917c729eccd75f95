import type { Database } from '../db/database';
import { demoBagDetails } from '../catalogue/demo-bag-details';
import {
  ATTRIBUTES,
  BRANDS,
  CATEGORIES,
  COLOURS,
  DEMO_BAG_COUNT,
  type DemoBag,
  demoBags,
  MATERIALS,
  OCCASIONS,
  PREDEFINED,
  SIZES,
} from '../catalogue/demo-catalogue';

/** `($1, $2), ($3, $4)…` for rows of `width` parameters, and the flattened parameters. */
function valuesList(rows: unknown[][]): [string, unknown[]] {
  const params: unknown[] = [];
  const groups = rows.map((row) => `(${row.map((value) => (params.push(value), `$${params.length}`)).join(', ')})`);
  return [groups.join(', '), params];
}

/**
 * Reference data every club needs: the attribute masters (brand, category,
 * colour, size, occasion, material) with their values, and the predefined
 * lists (conditions and the like). Idempotent.
 */
export async function seedCatalogueMasters(db: Database): Promise<void> {
  const attributeValues: Record<string, readonly string[]> = {
    BRAND: BRANDS,
    CATEGORY: CATEGORIES.map((c) => c.name),
    COLOUR: COLOURS.map((c) => c.name),
    SIZE: SIZES,
    OCCASION: OCCASIONS,
    MATERIAL: MATERIALS,
  };

  await db.transaction(async (tx) => {
    let [sql, params] = valuesList(ATTRIBUTES.map((a, i) => [a.code, a.name, i + 1]));
    await tx.query(`insert into attributes (code, name, sort_order) values ${sql} on conflict (code) do nothing`, params);

    [sql, params] = valuesList(Object.entries(attributeValues).flatMap(([code, values]) => values.map((value, i) => [code, value, i + 1])));
    await tx.query(
      `insert into attribute_values (attribute_id, value, sort_order)
       select a.id, v.value, v.sort_order::int from (values ${sql}) as v(code, value, sort_order) join attributes a on a.code = v.code
       on conflict (attribute_id, value) do nothing`,
      params,
    );

    [sql, params] = valuesList(PREDEFINED.map((p, i) => [p.type, p.code, p.name, i + 1]));
    await tx.query(`insert into predefined_values (type, code, name, sort_order) values ${sql} on conflict (type, code) do nothing`, params);
  });
}

/**
 * The masters and the 42 demo bags (server/catalogue/demo-catalogue.ts): demo
 * data, seeded in demo mode or by `npm run admin -- seed-demo`. Idempotent and
 * quick: a handful of multi-row inserts the first time, one count afterwards.
 */
export async function seedCatalogue(db: Database): Promise<void> {
  await seedCatalogueMasters(db);
  const seeded = await db.query<{ n: number }>('select count(*)::int as n from products');
  const bags = demoBags();
  if (seeded.rows[0].n >= DEMO_BAG_COUNT) return fillDemoDetails(db, bags);
  await db.transaction(async (tx) => {
    let sql: string;
    let params: unknown[];

    // Older bags first, so "Newest first" shows the end of the list on top; created_at spaces them a day apart.
    [sql, params] = valuesList(bags.map((b, i) => [b.title, b.url, b.brand, b.description, b.category, b.retailPrice, b.colourHex, DEMO_BAG_COUNT - i]));
    await tx.query(
      `insert into products (title, url, brand, description, category, retail_price, colour_hex, created_at)
       select v.title, v.url, v.brand, v.description, v.category, v.price::numeric, v.hex, now() - make_interval(days => v.age::int)
       from (values ${sql}) as v(title, url, brand, description, category, price, hex, age)
       on conflict (url) do nothing`,
      params,
    );

    const category = new Map<string, string>(CATEGORIES.map((c) => [c.code, c.name]));
    [sql, params] = valuesList(
      bags.flatMap((b) => [
        [b.url, 'BRAND', b.brand],
        [b.url, 'CATEGORY', category.get(b.category) ?? b.category],
        [b.url, 'COLOUR', b.colour],
        [b.url, 'SIZE', b.size],
        [b.url, 'OCCASION', b.occasion],
        [b.url, 'MATERIAL', b.material],
      ]),
    );
    await tx.query(
      `insert into product_attribute_values (product_id, attribute_value_id)
       select p.id, av.id from (values ${sql}) as v(url, code, value)
       join products p on p.url = v.url join attributes a on a.code = v.code join attribute_values av on av.attribute_id = a.id and av.value = v.value
       on conflict do nothing`,
      params,
    );
  });
  await fillDemoDetails(db, bags);
}

/** The bag-page facts of the demo bags that have none yet (seeded before migration 150, or just now): one statement, none once filled. */
async function fillDemoDetails(db: Database, bags: DemoBag[]): Promise<void> {
  const [sql, params] = valuesList(
    bags.map((b, i) => {
      const d = demoBagDetails(b, i);
      return [b.url, d.widthCm, d.heightCm, d.depthCm, d.strapDropCm, d.conditionGrade, d.inTheBox.join('|')];
    }),
  );
  await db.query(
    `update products p set width_cm = v.w::numeric, height_cm = v.h::numeric, depth_cm = v.d::numeric, strap_drop_cm = v.drop::numeric,
       condition_grade = v.grade, in_the_box = string_to_array(v.box, '|')
     from (values ${sql}) as v(url, w, h, d, drop, grade, box) where p.url = v.url and p.width_cm is null and p.condition_grade is null`,
    params,
  );
}
