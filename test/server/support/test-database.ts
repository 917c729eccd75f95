import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import type { DatabaseSettings } from '../../../server/config';
import { type Database, openDatabase } from '../../../server/db/database';
import { migrate } from '../../../server/db/migrate';
import { openPostgres } from '../../../server/db/postgres-database';

export const TEMPLATE_DATABASE = 'tote_template';

/** True in the PGlite smoke run (the `server-pglite` project sets TOTE_TEST_DB=pglite). */
export const onPglite = () => process.env.TOTE_TEST_DB === 'pglite';

async function admin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: inject('postgresAdminUrl') });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

export interface TestDatabase {
  db: Database;
  /** postgres://… of this database (null on PGlite): for servers in other processes. */
  url: string | null;
  /** Closes the connections and drops the database. */
  close(): Promise<void>;
}

/**
 * A migrated database of the test file's own: a copy of the template on the
 * test cluster (test/server/support/global-setup.ts), or an in-memory PGlite
 * in the smoke run. `empty` skips the template on PostgreSQL: a bare
 * database, for tests of migrating and seeding from nothing (a PGlite folder
 * always starts from the migrated template).
 */
export async function openTestDatabase(options: { empty?: boolean; settings?: DatabaseSettings } = {}): Promise<TestDatabase> {
  if (onPglite()) {
    // A folder of its own (the migrated template unpacked natively) opens faster than an in-memory database.
    const dataDir = mkdtempSync(join(tmpdir(), 'tote-pglite-test-'));
    const db = await openDatabase({ dataDir });
    await migrate(db);
    return {
      db,
      url: null,
      async close() {
        await db.close();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const name = `tote_t_${process.pid}_${randomBytes(4).toString('hex')}`;
  await admin((c) => c.query(`create database ${name}${options.empty ? '' : ` template ${TEMPLATE_DATABASE}`}`));
  const url = inject('postgresAdminUrl').replace(/\/[^/]*$/, `/${name}`);
  const db = openPostgres(url, { settings: options.settings });
  return {
    db,
    url,
    async close() {
      await db.close();
      await admin((c) => c.query(`drop database if exists ${name} with (force)`));
    },
  };
}
