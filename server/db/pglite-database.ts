import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { createHash } from 'node:crypto';
import { MIGRATIONS_DIR, migrationFiles } from './migrate';
import { untarGzip } from './untar';
import { collectGarbage } from '../collect-garbage';
import { PROJECT_ROOT } from '../project-root';
import type { Database } from './database';

/**
 * A new, migrated PGlite data folder (a tarball from dumpDataDir), made by
 * `npm run build` (scripts/pglite-template.ts) for this PGlite version and
 * these migrations: a new data folder starts from it in about a second
 * instead of running PGlite's initdb and every migration (5-9 s and some
 * 400 MB). Without it (not built yet, a migration added since), initdb runs.
 */
export function pgliteTemplatePath(): string {
  const pglite = readFileSync(join(PROJECT_ROOT, 'node_modules/@electric-sql/pglite/package.json'), 'utf8');
  const hash = createHash('sha256').update(JSON.parse(pglite).version);
  for (const file of migrationFiles()) hash.update(file).update(readFileSync(join(MIGRATIONS_DIR, file)));
  return join(PROJECT_ROOT, `node_modules/.cache/tote/pglite-template-${hash.digest('hex').slice(0, 16)}.tar.gz`);
}

/**
 * PGlite's own start parameters (@electric-sql/pglite 0.5's defaults) plus a
 * smaller buffer cache: its default shared_buffers of 128 MB is most of the
 * server's memory, while the club's whole database fits in a few megabytes.
 */
export const PGLITE_START_PARAMS = [
  '--single',
  '-F',
  '-O',
  '-j',
  '-c',
  'search_path=public',
  '-c',
  'exit_on_error=false',
  '-c',
  'log_checkpoints=false',
  '-c',
  'max_worker_processes=0',
  '-c',
  'max_parallel_workers=0',
  '-c',
  'max_parallel_workers_per_gather=0',
  '-c',
  'io_method=sync',
  '-c',
  'max_parallel_maintenance_workers=0',
  '-c',
  'shared_buffers=16MB',
];

/**
 * Whether a statement outside a transaction may change data. A SELECT changes
 * nothing unless it calls a function that writes, and the schema's only such
 * function (refresh_product_attributes) is called by triggers alone
 * (test/server/pglite-writes.test.ts fails when another appears). Anything
 * else (insert, update, delete, with, call, DDL) counts.
 */
export function mayWrite(sql: string): boolean {
  return !/^\s*select\b/i.test(sql) || /\binto\b/i.test(sql);
}

/** The embedded database; `dump` gives its data folder as a tarball (for the template). */
export async function openPglite(dataDir?: string): Promise<Database & { dump(): Promise<Blob> }> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const fresh = !dataDir || !existsSync(join(dataDir, 'PG_VERSION'));
  // pg_trgm: the member search's trigram index (migration 180), as on PostgreSQL.
  const options: PGliteOptions = { startParams: PGLITE_START_PARAMS, extensions: { pg_trgm } };
  const template = fresh ? pgliteTemplatePath() : null;
  if (template && existsSync(template)) {
    // A folder is unpacked before PGlite opens it (as an existing folder, lean); memory gets the tarball to load.
    if (dataDir) untarGzip(readFileSync(template), dataDir);
    else options.loadDataDir = new Blob([readFileSync(template)]);
  }
  // One options object: PGlite reads a second argument only after a data folder's path, so without a folder
  // (in memory) the options must come first or they are dropped.
  const db = new PGlite({ ...options, dataDir });
  await db.waitReady;
  if (fresh && !(dataDir && template && existsSync(template))) collectGarbage();
  // Counted when each call settles, whether it succeeded or not (see completedWrites).
  let completed = 0;
  const counted = <T>(work: Promise<T>) => work.finally(() => (completed += 1));
  return {
    async query<T>(sql: string, params: unknown[] = []) {
      const result = await (mayWrite(sql) ? counted(db.query<T>(sql, params)) : db.query<T>(sql, params));
      return { rows: result.rows };
    },
    transaction(fn) {
      return counted(
        db.transaction((tx) =>
          fn({
            async query<T>(sql: string, params: unknown[] = []) {
              const result = await counted(tx.query<T>(sql, params));
              return { rows: result.rows };
            },
          }),
        ),
      );
    },
    withLock(_name, fn) {
      return fn();
    },
    async exec(sql) {
      await counted(db.exec(sql));
    },
    completedWrites: () => completed,
    async close() {
      await db.close();
    },
    dump: () => db.dumpDataDir('gzip'),
  };
}
