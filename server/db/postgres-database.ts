import { createHash } from 'node:crypto';
import pg from 'pg';
import { DEFAULT_DATABASE_SETTINGS, type DatabaseSettings } from '../config';
import type { Database } from './database';
import { PREPARED_MARK } from './prepared';
import { databaseUnavailable } from './unavailable';

/** Marked statements' names (a hash of the text, so one name never stands for two texts); at most this many. */
const names = new Map<string, string>();
const MAX_PREPARED = 500;
const POOL_IDLE_MS = 5 * 60_000;

/** A statement as pg runs it: named (prepared once per connection) when prepared() marked it, else unnamed. */
function statement(sql: string, params: unknown[]): pg.QueryConfig {
  if (!sql.startsWith(PREPARED_MARK)) return { text: sql, values: params };
  let name = names.get(sql);
  if (!name && names.size < MAX_PREPARED) names.set(sql, (name = `tote_${createHash('sha1').update(sql).digest('hex').slice(0, 24)}`));
  return { name, text: sql, values: params };
}

export interface PostgresOptions {
  settings?: DatabaseSettings;
  /** Told when an idle pooled connection fails (PostgreSQL restarted, network cut); the pool replaces it. */
  onIdleError?: (error: Error) => void;
}

/**
 * The pool every instance uses with DATABASE_URL. Every wait is bounded: a
 * connection within connectTimeoutMs, a statement within statement_timeout, a
 * row lock within lock_timeout; the errors those raise become 503s
 * (server/db/unavailable.ts), never a hang. An idle connection that dies is
 * reported and dropped, never an unhandled 'error' that ends the process.
 */
export function openPostgres(databaseUrl: string, options: PostgresOptions = {}): Database {
  const settings = options.settings ?? DEFAULT_DATABASE_SETTINGS;
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: settings.poolMax,
    // pg's default closes a connection idle for 10 s. The pool hands out its most recently used connection first,
    // so under steady traffic the spare ones idle out, and the next burst (a GC pause, a slow moment of the host)
    // opens new ones in the middle of requests: a new backend, and every prepared statement parsed and planned
    // again (the booking list's plan is 10 ms on a fresh backend). Spare connections stay while the instance is
    // busy and go after five quiet minutes.
    idleTimeoutMillis: POOL_IDLE_MS,
    connectionTimeoutMillis: settings.connectTimeoutMs,
    statement_timeout: settings.statementTimeoutMs || undefined,
    lock_timeout: settings.lockTimeoutMs || undefined,
    // A transaction left open by a request that died must not hold its locks for ever.
    idle_in_transaction_session_timeout: Math.max(60_000, settings.statementTimeoutMs * 2),
    // When the network swallows packets the server cannot time the statement out: the client does.
    query_timeout: settings.statementTimeoutMs ? settings.statementTimeoutMs + settings.connectTimeoutMs : undefined,
    application_name: 'tote',
  });
  pool.on('error', (error) => options.onIdleError?.(error));

  return {
    async query<T>(sql: string, params: unknown[] = []) {
      const result = await pool.query(statement(sql, params));
      return { rows: result.rows as T[] };
    },
    async transaction(fn) {
      const client = await pool.connect();
      let broken: Error | undefined;
      // A checked-out connection has no listener of the pool's: one lost between statements must not end the process.
      const lost = (error: Error) => (broken ??= error);
      client.on('error', lost);
      try {
        await client.query('begin');
        const value = await fn({
          async query<T>(sql: string, params: unknown[] = []) {
            const result = await client.query(statement(sql, params));
            return { rows: result.rows as T[] };
          },
        });
        await client.query('commit');
        return value;
      } catch (error) {
        if (databaseUnavailable(error) === 'unreachable') broken = error as Error;
        await client.query('rollback').catch((e: Error) => (broken ??= e));
        throw error;
      } finally {
        // A connection that failed goes, not back into the pool.
        client.removeListener('error', lost);
        client.release(broken);
      }
    },
    async withLock(name, fn) {
      const client = await pool.connect();
      let broken: Error | undefined;
      const lost = (error: Error) => (broken ??= error);
      client.on('error', lost);
      try {
        // Session-level and not statement-timed: waiting for the other instance's migrations is expected.
        await client.query('set statement_timeout = 0; set lock_timeout = 0');
        await client.query('select pg_advisory_lock(hashtext($1))', [name]);
        try {
          return await fn();
        } finally {
          await client.query('select pg_advisory_unlock(hashtext($1))', [name]).catch((e: Error) => (broken = e));
        }
      } catch (error) {
        if (databaseUnavailable(error) === 'unreachable') broken = error as Error;
        throw error;
      } finally {
        // Back to the pool's settings for whoever gets this connection next (or dropped when it failed).
        if (!broken) await client.query('reset statement_timeout; reset lock_timeout').catch((e: Error) => (broken = e));
        client.removeListener('error', lost);
        client.release(broken);
      }
    },
    async exec(sql) {
      await pool.query(sql);
    },
    async close() {
      await pool.end();
    },
  };
}
