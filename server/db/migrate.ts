import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Database } from './database';

const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));

/**
 * Applies server/db/migrations/NNN-name.sql in order, each once, each in its own
 * transaction, recording what ran in schema_migrations. Never edit a migration
 * that has shipped: add the next number.
 */
export async function migrate(db: Database, dir = MIGRATIONS_DIR): Promise<string[]> {
  await db.exec(`create table if not exists schema_migrations (
    name text primary key,
    applied_at timestamptz not null default now()
  )`);
  const done = new Set((await db.query<{ name: string }>('select name from schema_migrations')).rows.map((r) => r.name));
  const files = readdirSync(dir)
    .filter((f) => /^\d{3}-[a-z0-9-]+\.sql$/.test(f))
    .sort();
  const applied: string[] = [];
  for (const file of files) {
    if (done.has(file)) continue;
    const sql = readFileSync(`${dir}${file}`, 'utf8');
    await db.transaction(async (tx) => {
      // Multi-statement SQL goes through one query per statement: PGlite's
      // transaction handle has no exec, and pg accepts them either way.
      for (const statement of splitStatements(sql)) await tx.query(statement);
      await tx.query('insert into schema_migrations (name) values ($1)', [file]);
    });
    applied.push(file);
  }
  return applied;
}

/** Statements end with `;` at the end of a line, except inside a $$-quoted function body. */
function splitStatements(sql: string): string[] {
  const statements: string[] = [];
  let current = '';
  sql
    .replace(/--.*$/gm, '')
    .split('$$')
    .forEach((chunk, i) => {
      if (i % 2 === 1) {
        current += `$$${chunk}$$`;
        return;
      }
      const parts = chunk.split(/;\s*(?:\n|$)/);
      current += parts[0];
      for (const part of parts.slice(1)) {
        statements.push(current);
        current = part;
      }
    });
  statements.push(current);
  return statements.map((s) => s.trim()).filter(Boolean);
}
