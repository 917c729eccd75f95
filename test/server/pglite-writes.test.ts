import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../server/db/migrate';
import { mayWrite, openPglite } from '../../server/db/pglite-database';

// The embedded database counts only statements that may write (server/http/catalogue-cache.ts skips its version
// read while the count stands still): a read must not cost a version read, a write must never be missed.
describe('PGlite: completed writes', () => {
  let db: Awaited<ReturnType<typeof openPglite>>;
  // A data folder (the built template unpacked natively) opens faster than an in-memory database loading it.
  const dataDir = mkdtempSync(join(tmpdir(), 'tote-pglite-writes-'));
  beforeAll(async () => {
    db = await openPglite(dataDir);
    await migrate(db);
  }, 60_000);
  afterAll(async () => {
    await db?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('a SELECT does not count; an insert, a transaction and a SELECT … INTO do', async () => {
    const before = db.completedWrites!();
    await db.query('select count(*) from products');
    await db.query('  SELECT version from catalogue_version');
    expect(db.completedWrites!()).toBe(before);
    await db.query("insert into seed_runs (name, version) values ('pglite-writes-test', 1)");
    expect(db.completedWrites!()).toBe(before + 1);
    await db.transaction((tx) => tx.query('select 1'));
    expect(db.completedWrites!()).toBeGreaterThan(before + 1);
    expect(mayWrite('select * into scratch from products')).toBe(true);
    expect(mayWrite('with gone as (delete from seed_runs returning *) select * from gone')).toBe(true);
  });

  it('the schema has no function a SELECT could call to write, other than the trigger helper (review this when one is added)', async () => {
    const { rows } = await db.query<{ name: string }>(
      `select p.proname as name from pg_proc p join pg_namespace n on n.oid = p.pronamespace
       where n.nspname = 'public' and p.prorettype <> 'trigger'::regtype
         -- A stable or immutable function cannot write: PostgreSQL refuses a data-modifying statement in one
         -- (migration 320's booking_count_list and booking_count_day only name a booking's list and day).
         and p.provolatile = 'v'
         -- pg_trgm's own functions (migration 180, the member search's index) read text and write nothing.
         and not exists (select 1 from pg_depend d join pg_extension e on e.oid = d.refobjid
                         where d.classid = 'pg_proc'::regclass and d.objid = p.oid and d.deptype = 'e' and e.extname = 'pg_trgm')
       order by 1`,
    );
    // refresh_product_attributes writes, but only the attribute tables' triggers call it (migration 041).
    expect(rows.map((r) => r.name)).toEqual(['refresh_product_attributes']);
  });
});
