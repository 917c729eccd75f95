import type { Context } from 'hono';
import { readCatalogueVersion } from '../catalogue/catalogue-record';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { Database, Queryable } from '../db/database';
import { acceptedEncodings } from './serve-dist';

/** At most this many bytes of answers per server instance, compressed forms included (a page of twelve bags is about 10 KB). */
const MAX_CHARS = 4_000_000;

/** Answers smaller than this go as they are: compressing them saves less than the headers cost. */
const COMPRESS_FROM = 1024;

type Encoding = 'br' | 'gzip';
/** Node's Buffers are plain ArrayBuffer-backed (never shared), which hono's body type asks for. */
type Bytes = Uint8Array<ArrayBuffer>;

interface Entry {
  key: string;
  version: string;
  /** What else outside the database the answer was made from (see body's `madeFrom`). */
  madeFrom: unknown;
  body: string;
  /** The body as sent, encoded once (writing a string encodes it on every call). */
  bytes: Bytes;
  /** Compressed forms, made when a client first asks for one; absent when not smaller. */
  encoded: Partial<Record<Encoding, Bytes | null>>;
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
    return readCatalogueVersion(this.db);
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
    return (await this.entry(key, make, madeFrom)).body;
  }

  private async entry(key: string, make: () => Promise<unknown>, madeFrom: unknown): Promise<Entry> {
    if (this.maxChars === 0) {
      // Switched off: no version read, nothing kept.
      const body = JSON.stringify({ data: await make() });
      return { key, version: '', madeFrom, body, bytes: Buffer.from(body) as Bytes, encoded: {} };
    }
    // Read before making the answer: a change committed in between makes the answer newer than its version, never older.
    const version = await this.version();
    const kept = this.entries.get(key);
    if (kept?.version === version && kept.madeFrom === madeFrom) {
      // Least recently used first: a hit moves to the end.
      this.entries.delete(key);
      this.entries.set(key, kept);
      return kept;
    }
    const body = JSON.stringify({ data: await make() });
    const entry: Entry = { key, version, madeFrom, body, bytes: Buffer.from(body) as Bytes, encoded: {} };
    this.drop(key);
    this.entries.set(key, entry);
    this.grow(entry.bytes.length);
    return entry;
  }

  private grow(bytes: number): void {
    this.size += bytes;
    for (const oldest of this.entries.keys()) {
      if (this.size <= this.maxChars) break;
      this.drop(oldest);
    }
  }

  private drop(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.size -= sizeOf(entry);
    this.entries.delete(key);
  }

  /** The entry's body in `encoding`, compressed the first time (fast settings: an answer lives one catalogue version). */
  private encodedBody(entry: Entry, encoding: Encoding): Bytes | null {
    if (entry.encoded[encoding] !== undefined) return entry.encoded[encoding];
    const compressed =
      encoding === 'br'
        ? brotliCompressSync(entry.bytes, {
            params: {
              [zlib.BROTLI_PARAM_QUALITY]: 5,
              [zlib.BROTLI_PARAM_SIZE_HINT]: entry.bytes.length,
              [zlib.BROTLI_PARAM_LGWIN]: windowBits(entry.bytes.length),
            },
          })
        : gzipSync(entry.bytes, { level: 6 });
    const kept = compressed.length < entry.bytes.length ? (compressed as Bytes) : null;
    entry.encoded[encoding] = kept;
    if (kept && this.entries.get(entry.key) === entry) this.grow(kept.length);
    return kept;
  }

  /**
   * Answers `c` with body(key, make), as respond.ts's ok() would: the bytes made
   * once per version, compressed (brotli, else gzip) when the client takes it and
   * the answer is big enough to gain from it.
   */
  async respond(c: Context, key: string, make: () => Promise<unknown>, madeFrom: unknown = null): Promise<Response> {
    const entry = await this.entry(key, make, madeFrom);
    if (entry.bytes.length < COMPRESS_FROM) return c.body(entry.bytes, 200, { 'content-type': 'application/json' });
    for (const encoding of acceptedEncodings(c.req.header('accept-encoding'))) {
      const body = this.encodedBody(entry, encoding);
      if (body) return c.body(body, 200, { 'content-type': 'application/json', 'content-encoding': encoding, vary: 'Accept-Encoding' });
    }
    return c.body(entry.bytes, 200, { 'content-type': 'application/json', vary: 'Accept-Encoding' });
  }
}

/**
 * The smallest brotli window that holds the whole answer: as small, decoded the same, but the encoder no longer sets up its
 * default 4 MB window for a 20 kB page (about 0.3 ms of CPU a call with the cache off, where every answer is compressed).
 */
const windowBits = (bytes: number) => Math.min(zlib.BROTLI_DEFAULT_WINDOW, Math.max(zlib.BROTLI_MIN_WINDOW_BITS, Math.ceil(Math.log2(bytes + 16))));

const sizeOf = (entry: Entry) => entry.bytes.length + (entry.encoded.br?.length ?? 0) + (entry.encoded.gzip?.length ?? 0);

const caches = new WeakMap<object, CatalogueCache>();

/** The cache of one server instance (one ServerContext): the product, attribute and membership routes share it. */
export function catalogueCache(ctx: { db: Database; config?: { catalogueCacheOff?: boolean } }): CatalogueCache {
  let cache = caches.get(ctx);
  if (!cache) caches.set(ctx, (cache = new CatalogueCache(ctx.db, ctx.config?.catalogueCacheOff ? 0 : MAX_CHARS)));
  return cache;
}
