import { Hono } from 'hono';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { tmpdir } from 'node:os';
import { CatalogueCache, catalogueCache } from '../../server/http/catalogue-cache';
import { loadConfig } from '../../server/config';

/** A database holding only catalogue_version; `embedded` adds the write count PGlite's adapter keeps (reads do not count). */
function fakeDb(embedded: boolean) {
  const db = {
    version: 1,
    reads: 0,
    writes: 0,
    /** While set, a version read waits for `release()` (a read under way on a shared database). */
    held: null as null | { release: () => void; sent: Promise<void> },
    async query<T>(): Promise<{ rows: T[] }> {
      db.reads += 1;
      const version = db.version; // what the database had when the read reached it
      if (db.held) await db.held.sent;
      return { rows: [{ v: String(version) }] as T[] };
    },
    /** Another statement that writes (this instance or another) completing on the same database. */
    write() {
      db.version += 1;
      db.writes += 1;
    },
    hold() {
      let release = () => {};
      const sent = new Promise<void>((resolve) => (release = resolve));
      db.held = { release, sent };
      return () => {
        db.held = null;
        release();
      };
    },
    completedWrites: embedded ? () => db.writes : undefined,
  };
  return db;
}

describe('CatalogueCache', () => {
  it('reuses an answer only while the catalogue version is the one it was made at', async () => {
    const db = fakeDb(false);
    const cache = new CatalogueCache(db);
    let made = 0;
    const make = async () => ({ n: ++made });
    expect(await cache.body('k', make)).toBe('{"data":{"n":1}}');
    expect(await cache.body('k', make)).toBe('{"data":{"n":1}}');
    db.write();
    expect(await cache.body('k', make)).toBe('{"data":{"n":2}}');
    expect(db.reads).toBe(3); // a shared database: the version is read on every call
  });

  it('switched off (TOTE_CATALOGUE_CACHE=off, through the server config), makes every answer afresh without reading the version', async () => {
    const db = fakeDb(false);
    const cache = catalogueCache({ db: db as never, config: loadConfig({ TOTE_CATALOGUE_CACHE: 'off', DATA_DIR: tmpdir(), TOTE_SECRET: 's'.repeat(48) }) });
    let made = 0;
    const make = async () => ({ n: ++made });
    expect(await cache.body('k', make)).toBe('{"data":{"n":1}}');
    expect(await cache.body('k', make)).toBe('{"data":{"n":2}}');
    expect(db.reads).toBe(0);
    expect(() => loadConfig({ TOTE_CATALOGUE_CACHE: 'no', DATA_DIR: tmpdir(), TOTE_SECRET: 's'.repeat(48) })).toThrow(/TOTE_CATALOGUE_CACHE must be on or off/);
  });

  it("makes the answer again when what else it was made from is another object (a new build's pictures)", async () => {
    const cache = new CatalogueCache(fakeDb(false));
    let made = 0;
    const make = async () => ++made;
    const pictures = { bags: {} };
    await cache.body('k', make, pictures);
    await cache.body('k', make, pictures);
    expect(await cache.body('k', make, { bags: {} })).toBe('{"data":2}');
  });

  it('keeps nothing of a failed answer', async () => {
    const cache = new CatalogueCache(fakeDb(false));
    await expect(cache.body('k', async () => Promise.reject(new Error('no such bag')))).rejects.toThrow('no such bag');
    expect(await cache.body('k', async () => 'found')).toBe('{"data":"found"}');
  });

  it('drops the least recently used answers beyond its size', async () => {
    const cache = new CatalogueCache(fakeDb(false), 50); // two answers of 21 characters fit, three do not
    let made = 0;
    const make = async () => `${++made}`.padStart(10, '0');
    await cache.body('a', make);
    await cache.body('b', make);
    await cache.body('a', make); // a is now the most recently used
    await cache.body('c', make); // b goes
    expect(made).toBe(3);
    await cache.body('a', make);
    await cache.body('c', make);
    expect(made).toBe(3);
    await cache.body('b', make);
    expect(made).toBe(4);
  });

  it('on the embedded database reads the version again only after a write completed', async () => {
    const db = fakeDb(true);
    const cache = new CatalogueCache(db);
    let made = 0;
    const make = async () => ++made;
    await cache.body('k', make);
    await Promise.all([cache.body('k', make), cache.body('k', make), cache.body('j', make)]);
    const reads = db.reads;
    await cache.body('k', make);
    expect(db.reads).toBe(reads);
    db.write();
    expect(await cache.body('k', make)).toBe(`{"data":${made}}`);
    expect(made).toBe(3);
    expect(db.reads).toBe(reads + 1);
  });

  it('on a shared database a call never takes over a version read sent before it came; the calls that come during one share the next', async () => {
    const db = fakeDb(false);
    const cache = new CatalogueCache(db);
    let made = 0;
    const make = async () => ++made;
    await cache.body('k', make); // made at version 1
    const release = db.hold();
    const first = cache.body('k', make); // its read is under way (it will see version 1)
    db.write(); // another instance commits version 2 before the next calls arrive
    const later = [cache.body('k', make), cache.body('k', make), cache.body('k', make)];
    release();
    expect(await first).toBe('{"data":1}');
    // The three later calls see the change (the answer of version 1 is not reused), through one read between them.
    expect(await Promise.all(later)).not.toContain('{"data":1}');
    expect(db.reads).toBe(3);
  });

  it('sends a big answer compressed when the client takes it (brotli first, then gzip), the same answer made once', async () => {
    const cache = new CatalogueCache(fakeDb(false));
    let made = 0;
    const bags = async () => ({ n: ++made, bags: Array.from({ length: 40 }, (_, i) => ({ title: `Bag ${i}`, description: 'Soft leather, gold hardware.' })) });
    const app = new Hono();
    app.get('/big', (c) => cache.respond(c, 'big', bags));
    app.get('/small', (c) => cache.respond(c, 'small', async () => 'tiny'));
    const get = (path: string, encoding?: string) => app.request(path, { headers: encoding ? { 'accept-encoding': encoding } : {} });

    const plain = await get('/big');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toBe('Accept-Encoding');
    const text = await plain.text();
    expect(JSON.parse(text).data.bags).toHaveLength(40);

    const br = await get('/big', 'gzip, deflate, br');
    expect(br.headers.get('content-encoding')).toBe('br');
    const brBytes = Buffer.from(await br.arrayBuffer());
    expect(brBytes.length).toBeLessThan(text.length / 4);
    expect(brotliDecompressSync(brBytes).toString()).toBe(text);

    const gz = await get('/big', 'gzip, br;q=0');
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(text);
    expect(made).toBe(1);

    const small = await get('/small', 'br');
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(await small.text()).toBe('{"data":"tiny"}');
  });

  it('counts compressed forms in its size', async () => {
    const cache = new CatalogueCache(fakeDb(false), 5_000);
    let made = 0;
    const make = async () => ({ n: ++made, text: 'x'.repeat(2_000) }); // about 2 KB, compressing to a few dozen bytes
    const app = new Hono();
    app.get('/:key', (c) => cache.respond(c, c.req.param('key'), make));
    await app.request('/a', { headers: { 'accept-encoding': 'br' } });
    await app.request('/b', { headers: { 'accept-encoding': 'gzip' } });
    expect(made).toBe(2);
    await app.request('/a');
    expect(made).toBe(2); // both kept: about 4 KB with their compressed forms
    await app.request('/c');
    expect(made).toBe(3); // a third does not fit: the least recently used (b) goes
    await app.request('/b');
    expect(made).toBe(4);
  });
});
