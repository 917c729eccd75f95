import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../project-root';
import type { Database, Queryable } from './database';

export const MIGRATIONS_DIR = join(PROJECT_ROOT, 'server/db/migrations/');

/** The migration files in the order they apply. */
export function migrationFiles(dir = MIGRATIONS_DIR): string[] {
  return readdirSync(dir)
    .filter((f) => /^\d{3}-[a-z0-9-]+\.sql$/.test(f))
    .sort();
}

/**
 * Applies server/db/migrations/NNN-name.sql in order, each once, each in its own
 * transaction, recording what ran in schema_migrations. Never edit a migration
 * that has shipped: add the next number. Several instances starting at once
 * take turns (an advisory lock): the first migrates, the others find it done.
 */
export function migrate(db: Database, dir = MIGRATIONS_DIR): Promise<string[]> {
  return db.withLock('tote:migrate', () => migrateNow(db, dir));
}

/** Migrations not applied yet (for /readyz): empty when the schema is current. */
export async function pendingMigrations(db: Queryable, dir = MIGRATIONS_DIR): Promise<string[]> {
  const table = await db.query<{ name: string | null }>("select to_regclass('schema_migrations')::text as name");
  if (!table.rows[0]?.name) return migrationFiles(dir);
  const done = new Set((await db.query<{ name: string }>('select name from schema_migrations')).rows.map((r) => r.name));
  return migrationFiles(dir).filter((f) => !done.has(f));
}

async function migrateNow(db: Database, dir: string): Promise<string[]> {
  await db.exec(`create table if not exists schema_migrations (
    name text primary key,
    applied_at timestamptz not null default now()
  )`);
  const done = new Set((await db.query<{ name: string }>('select name from schema_migrations')).rows.map((r) => r.name));
  const files = migrationFiles(dir);
  const applied: string[] = [];
  for (const file of files) {
    if (done.has(file)) continue;
    const sql = readFileSync(`${dir}${file}`, 'utf8');
    // One simple-protocol round trip per file (a tenth of the time of a query per statement on
    // PGlite). Several statements in one simple query run as one implicit transaction on
    // PostgreSQL and PGlite alike: the file and its record apply together or not at all.
    await db.exec(`${sql.trim().replace(/;?\s*$/, ';')}\ninsert into schema_migrations (name) values ('${file}');`);
    applied.push(file);
  }
  return applied;
}
