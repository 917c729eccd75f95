import type { DatabaseSettings } from '../config';

/**
 * The one database interface the server uses. Two implementations speak the same
 * PostgreSQL SQL: PGlite (embedded, no install, a data folder) and `pg` (a real
 * PostgreSQL server, chosen by DATABASE_URL). Queries use $1-style parameters.
 */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
}

export interface Database extends Queryable {
  /** Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Several statements at once, no parameters (migrations). */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
  /**
   * Runs `fn` while holding the cluster-wide advisory lock `name` on a
   * connection of its own, so another instance doing the same waits until it
   * is done (migrations and seeding at start). The embedded database has one
   * process (its folder is locked), so there it just runs `fn`.
   */
  withLock<T>(name: string, fn: () => Promise<T>): Promise<T>;
  /**
   * Embedded database only: how many statements and transactions that may
   * have changed data (all but a plain SELECT outside a transaction) this
   * process has completed on it. Only one process ever opens an embedded
   * database, and it runs one statement at a time, so while this number stands
   * still nothing in the database can have changed
   * (server/http/catalogue-cache.ts uses it to skip a version read).
   * Undefined for a server that other processes share.
   */
  completedWrites?(): number;
}

export interface DatabaseOptions {
  /** postgres://… for a real server; otherwise the embedded database is used. */
  databaseUrl?: string;
  /** Folder of the embedded database; omit for an in-memory one (tests). */
  dataDir?: string;
  /** Timeouts and pool size for PostgreSQL. */
  settings?: DatabaseSettings;
  /** An idle PostgreSQL connection failed (the pool replaces it): for the log. */
  onIdleError?: (error: Error) => void;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const { openPostgres } = await import('./postgres-database');
    return openPostgres(options.databaseUrl, { settings: options.settings, onIdleError: options.onIdleError });
  }
  const { openPglite } = await import('./pglite-database');
  return openPglite(options.dataDir);
}
