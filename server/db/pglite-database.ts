import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { Database } from './database';

export async function openPglite(dataDir?: string): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const db = dataDir ? new PGlite(dataDir) : new PGlite();
  await db.waitReady;
  // Counted when each call settles, whether it succeeded or not (see completedStatements).
  let completed = 0;
  const counted = <T>(work: Promise<T>) => work.finally(() => (completed += 1));
  return {
    async query<T>(sql: string, params: unknown[] = []) {
      const result = await counted(db.query<T>(sql, params));
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
    async exec(sql) {
      await counted(db.exec(sql));
    },
    completedStatements: () => completed,
    async close() {
      await db.close();
    },
  };
}
