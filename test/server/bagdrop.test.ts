import { is } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BagdropShape } from '../../src/api/shapes/bagdrop';
import { documentsOf } from '../../server/uploads/document-store';
import { data, member, startCollectionServer } from './support/collection-fixtures';
import type { Session, TestServer } from './support/test-server';

let server: TestServer & { today: string };
const BASE = 7600000000;

beforeAll(async () => {
  server = await startCollectionServer();
});
afterAll(() => server.close());

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46]);
const photo = (bytes: Uint8Array = PNG, name = 'bag.png', type = 'image/png') => new File([bytes as BlobPart], name, { type });

function save(who: Session | null, bagdrop: unknown, files: File[]) {
  const form = new FormData();
  form.append('bagdrop', new Blob([JSON.stringify(bagdrop)], { type: 'application/json' }));
  for (const file of files) form.append('files', file, file.name);
  return Promise.resolve(
    server.app.request('/api/bagdrop/save', { method: 'POST', body: form, headers: who ? { authorization: `Bearer ${who.accessToken}` } : {} }),
  );
}

const details = (who: Session, extra: Record<string, unknown> = {}) => ({
  userId: who.userId,
  brand: 'Maison Verne',
  title: 'Celeste Clutch',
  colour: 'Black',
  condition: 'EXCELLENT',
  purchaseYear: 2022,
  description: 'Used twice, with its dust bag.',
  ...extra,
});

describe('bag drop', () => {
  it('stores the details and photos with the owner, in the document store (not on this machine, never served)', async () => {
    const me = await member(server, BASE);
    const saved = await data(await save(me, details(me), [photo(), photo(JPEG, 'side.jpg', 'image/jpeg')]));
    expect(is(saved, BagdropShape)).toBe(true);
    expect(saved).toMatchObject({ status: 'SUBMITTED', photoCount: 2 });
    const row = (await server.db.query('select * from bagdrops where id = $1', [saved.bagdropId])).rows[0];
    expect(row).toMatchObject({ user_id: me.userId, brand: 'Maison Verne', title: 'Celeste Clutch', condition: 'EXCELLENT', purchase_year: 2022 });
    const photos = (
      await server.db.query<{ path: string; type: string }>('select path, type from bagdrop_photos where bagdrop_id = $1 order by id', [saved.bagdropId])
    ).rows;
    expect(photos.map((p) => p.type)).toEqual(['image/png', 'image/jpeg']);
    for (const p of photos) {
      expect(p.path.startsWith(`bagdrops/${me.userId}/`)).toBe(true);
      expect((await server.app.request(`/${p.path}`)).status).not.toBe(200);
    }
    const stored = await documentsOf(server).get(photos[0].path);
    expect(stored).toEqual({ bytes: new Uint8Array(PNG), contentType: 'image/png' });
  });

  it('400 for missing brand, bad condition or year, no photos, more than six, or a file that is not an image', async () => {
    const me = await member(server, BASE);
    const cases: [unknown, File[], string][] = [
      [details(me, { brand: '' }), [photo()], 'Brand is required.'],
      [details(me, { condition: 'MINT' }), [photo()], 'The condition must be one of NEW_WITH_TAGS, EXCELLENT, GOOD, FAIR.'],
      [details(me, { purchaseYear: 2099 }), [photo()], 'The purchase year must be between 1900 and 2026.'],
      [details(me), [], 'Add at least one photo of the bag.'],
      [details(me), Array.from({ length: 7 }, () => photo()), 'Add at most 6 photos.'],
      [details(me), [photo(new TextEncoder().encode('<svg onload=alert(1)>'), 'x.png', 'image/png')], 'Photo 1: use a JPEG, PNG or WebP image.'],
    ];
    for (const [body, files, message] of cases) {
      const res = await save(me, body, files);
      expect(res.status, message).toBe(400);
      expect((await res.json()).message).toContain(message);
    }
    const before = (await server.db.query<{ n: number }>('select count(*)::int as n from bagdrops where user_id = $1', [me.userId])).rows[0].n;
    expect(before).toBe(0);
    const form = new FormData();
    form.append('files', photo());
    expect((await server.app.request('/api/bagdrop/save', { method: 'POST', body: form, headers: { authorization: `Bearer ${me.accessToken}` } })).status).toBe(
      400,
    );
  });

  it("403 for another member's userId, 401 without a token", async () => {
    const me = await member(server, BASE);
    const other = await member(server, BASE);
    expect((await save(me, details(other), [photo()])).status).toBe(403);
    expect((await save(null, details(me), [photo()])).status).toBe(401);
  });
});
