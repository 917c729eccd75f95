import type { Context } from 'hono';
import type { Database, Queryable } from '../db/database';

/** At most this many characters of answers per server instance (a page of twelve bags is about 10 KB). */
const MAX_CHARS = 4_000_000;

interface Entry {
  version: string;
  /** What else outside the database the answer was made from (see body's `madeFrom`). */
  madeFrom: unknown;
  body: string;
}

/**
 * Catalogue answers reused while the catalogue is unchanged. Every change to
 * what the catalogue calls answer (bags, attributes, predefined lists, plans,
 * bookings, waiting lists), by any instance and any code path, bumps
 * catalogue_version in the same transaction (migration 041's triggers). Each
 * request reads that version first and reuses an answer only when it was made at
 * the same version, so an answer is never older than the last committed change:
 * correct with several instances on one database. One cheap read instead of the
 * catalogue queries (shared by calls arriving together); answers that depend on
 * the day or the member carry them in their key. Per app instance, at most
 * about 4 MB, least recently used dropped first.
 */
export class CatalogueCache {
  private readonly entries = new Map<string, Entry>();
  /** Embedded database: the version last read, and the write count it is current at. */
  private lastVersion = '';
  private lastVersionAt = -1;
  /** Embedded database: the version read under way, and the write count when it was sent. */
  private reading: { before: number; version: Promise<string> } | null = null;
  /** Shared database: the version read under way, and the one the calls that came during it wait for. */
  private inFlight: Promise<string> | null = null;
  private next: Promise<string> | null = null;

  constructor(
    private readonly db: Queryable & Pick<Database, 'completedWrites'>,
    private readonly maxChars = MAX_CHARS,
  ) {}

  /** Characters of the answers kept. */
  private size = 0;

  private readVersion(): Promise<string> {
    return this.db.query<{ v: string }>('select version::text as v from catalogue_version').then((r) => r.rows[0].v);
  }

  /**
   * The version on a database other instances share. A read sent before a call
   * arrived may miss a change committed just before it, so a call never takes
   * over a read under way: the calls that arrive during one share the read sent
   * as soon as it is back (one round trip instead of one each, at most one
   * round trip later).
   */
  private sharedVersion(): Promise<string> {
    if (!this.inFlight) return this.send();
    this.next ??= this.inFlight
      .catch(() => undefined)
      .then(() => {
        this.next = null;
        return this.send();
      });
    return this.next;
  }

  private send(): Promise<string> {
    const read = this.readVersion();
    this.inFlight = read;
    void read.finally(() => this.inFlight === read && (this.inFlight = null)).catch(() => {});
    return read;
  }

  /**
   * The catalogue's version now. On the embedded database this process is the
   * only client and statements run one at a time, so the version read can be
   * skipped or shared: when no write has completed since the last read, the
   * version cannot have moved; when none has completed since a read under way
   * was sent, that read's answer is as new as a fresh one. Reads (the
   * catalogue's own, a member's token check, the unread count) do not count.
   */
  private async version(): Promise<string> {
    const before = this.db.completedWrites?.();
    if (before === undefined) return this.sharedVersion();
    if (before === this.lastVersionAt) return this.lastVersion;
    if (this.reading?.before === before) return this.reading.version;
    const reading = {
      before,
      version: this.readVersion().then((version) => {
        if (this.db.completedWrites?.() === before) {
          this.lastVersion = version;
          this.lastVersionAt = before;
        }
        return version;
      }),
    };
    this.reading = reading;
    void reading.version.finally(() => this.reading === reading && (this.reading = null)).catch(() => {});
    return reading.version;
  }

  /**
   * The JSON body `{ data }` for `key`: the kept one when the catalogue has not
   * changed since, else `make()`'s. `madeFrom` is anything else the answer is
   * made from that can change without the database (the build's picture set):
   * a kept answer serves only while it is the same object.
   */
  async body(key: string, make: () => Promise<unknown>, madeFrom: unknown = null): Promise<string> {
    // Read before making the answer: a change committed in between makes the answer newer than its version, never older.
    const version = await this.version();
    const kept = this.entries.get(key);
    if (kept?.version === version && kept.madeFrom === madeFrom) {
      // Least recently used first: a hit moves to the end.
      this.entries.delete(key);
      this.entries.set(key, kept);
      return kept.body;
    }
    const body = JSON.stringify({ data: await make() });
    this.drop(key);
    this.entries.set(key, { version, madeFrom, body });
    this.size += body.length;
    for (const oldest of this.entries.keys()) {
      if (this.size <= this.maxChars) break;
      this.drop(oldest);
    }
    return body;
  }

  private drop(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.size -= entry.body.length;
    this.entries.delete(key);
  }

  /** Answers `c` with body(key, make), as respond.ts's ok() would. */
  async respond(c: Context, key: string, make: () => Promise<unknown>, madeFrom: unknown = null): Promise<Response> {
    return c.body(await this.body(key, make, madeFrom), 200, { 'content-type': 'application/json' });
  }
}

const caches = new WeakMap<object, CatalogueCache>();

/** The cache of one server instance (one ServerContext): the product, attribute and membership routes share it. */
export function catalogueCache(ctx: { db: Database }): CatalogueCache {
  let cache = caches.get(ctx);
  if (!cache) caches.set(ctx, (cache = new CatalogueCache(ctx.db)));
  return cache;
}
