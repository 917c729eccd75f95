import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { Database } from './database';

export async function openPglite(dataDir?: string): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const db = dataDir ? new PGlite(dataDir) : new PGlite();
  await db.waitReady;
  return {
    async query<T>(sql: string, params: unknown[] = []) {
      const result = await db.query<T>(sql, params);
      return { rows: result.rows };
    },
    transaction(fn) {
      return db.transaction((tx) =>
        fn({
          async query<T>(sql: string, params: unknown[] = []) {
            const result = await tx.query<T>(sql, params);
            return { rows: result.rows };
          },
        }),
      );
    },
    withLock(_name, fn) {
      return fn();
    },
    async exec(sql) {
      await db.exec(sql);
    },
    async close() {
      await db.close();
    },
  };
}
