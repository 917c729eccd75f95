import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepared } from '../../server/db/prepared';
import { listProductPage } from '../../server/catalogue/product-record';
import { type ProductCriteria, type ProductFilter, selectProducts } from '../../server/catalogue/product-selection-record';
import { onPglite, openTestDatabase, type TestDatabase } from './support/test-database';

// A statement marked prepared() is parsed and planned once per pooled connection and then reused; any other is
// sent unnamed each time, so text built per request never piles up prepared on the connections.

const MARKED = prepared('select $1::int + 1 as n');

describe.skipIf(onPglite())('prepared statements on PostgreSQL', () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await openTestDatabase();
  });
  afterAll(() => test.close());

  it('keeps a marked statement prepared on its connection, answers it alike every time, and prepares nothing else', async () => {
    // One transaction is one connection: what it has prepared is what pg_prepared_statements lists there.
    const seen = await test.db.transaction(async (tx) => {
      const answers = [];
      for (let i = 0; i < 7; i++) answers.push((await tx.query<{ n: number }>(MARKED, [i])).rows[0].n);
      await tx.query('select $1::int * 2 as n', [3]);
      const statements = await tx.query<{ statement: string }>('select statement from pg_prepared_statements where not from_sql');
      return { answers, statements: statements.rows.map((r) => r.statement) };
    });
    expect(seen.answers).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(seen.statements).toEqual([MARKED]);
  });

  it("keeps one text prepared for the catalogue's pages whatever their values and page, and none for a text search", async () => {
    const statements = await test.db.transaction(async (tx) => {
      const page = async (product: ProductCriteria, filter: ProductFilter, offset: number) =>
        listProductPage(tx, await selectProducts(tx, product, filter, '2026-11-27'), 12, offset);
      expect(await page({ available: true }, { attributeValueIds: [999_998] }, 0)).toEqual([]);
      expect(await page({ available: true }, { attributeValueIds: [999_999] }, 24)).toEqual([]);
      await page({ title: 'Tote' }, { attributeValueIds: [999_999] }, 0);
      // The pool may hand this transaction the connection an earlier test prepared its own statement on.
      return (await tx.query<{ statement: string }>("select statement from pg_prepared_statements where not from_sql and statement like '%products%'")).rows;
    });
    expect(statements).toHaveLength(1);
    expect(statements[0].statement).toMatch(/attribute_value_ids/);
  });

  it('reuses the prepared statement outside transactions too, with the same answers', async () => {
    const answers = await Promise.all([41, 1, 99].map(async (n) => (await test.db.query<{ n: number }>(MARKED, [n])).rows[0].n));
    expect(answers).toEqual([42, 2, 100]);
  });
});
