import { array, is } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FavouriteShape, MAX_FAVOURITES } from '../../src/api/shapes/favourite';
import { ProductShape } from '../../src/api/shapes/product';
import { NO_SUCH_BAG } from '../../server/bookings/booking-service';
import { TOO_MANY_FAVOURITES } from '../../server/favourites/favourite-service';
import { bagIds, data, member, startCollectionServer } from './support/collection-fixtures';
import { postJson, type Session, type TestServer } from './support/test-server';

let server: TestServer & { today: string };
let bags: number[];
const BASE = 7600000000;

beforeAll(async () => {
  server = await startCollectionServer();
  bags = await bagIds(server.db);
});
afterAll(() => server.close());

const save = (who: Session, productId: number, userId = who.userId) => postJson(server.app, '/api/favourite/save', { productId, userId }, who.accessToken);
const list = (who: Session, body: unknown = { userId: who.userId }) => postJson(server.app, '/api/favourite/list', body, who.accessToken);
const merge = (who: Session, productIds: unknown, userId = who.userId) => postJson(server.app, '/api/favourite/merge', { userId, productIds }, who.accessToken);
const remove = (who: Session, productId: number, userId = who.userId) =>
  Promise.resolve(
    server.app.request(`/api/favourite/delete/${productId}/${userId}`, { method: 'DELETE', headers: { authorization: `Bearer ${who.accessToken}` } }),
  );
const ids = async (who: Session) => ((await data(await list(who))) as { productId: number }[]).map((f) => f.productId);

describe('favourites', () => {
  it('a member saves bags (newest first, as the client shape reads them), saving twice changes nothing, and deletes them', async () => {
    const me = await member(server, BASE);
    const first = await data(await save(me, bags[0]));
    expect(is(first, FavouriteShape)).toBe(true);
    expect(first).toMatchObject({ productId: bags[0], userId: me.userId });
    await data(await save(me, bags[1]));
    const again = await data(await save(me, bags[0]));
    expect(again).toEqual(first);

    const all = await data(await list(me));
    expect(is(all, array(FavouriteShape))).toBe(true);
    expect(all.map((f: { productId: number }) => f.productId)).toEqual([bags[1], bags[0]]);

    expect(await data(await remove(me, bags[1]))).toEqual({ productId: bags[1], userId: me.userId });
    // Deleting what is not there is no error either: two tabs or a double click never fail.
    expect((await remove(me, bags[1])).status).toBe(200);
    expect(await ids(me)).toEqual([bags[0]]);
  });

  it('is for any logged-in user, whatever their status: a heart books nothing', async () => {
    const draft = await member(server, BASE, { plan: null, status: 'DRAFT' });
    await data(await save(draft, bags[2]));
    expect(await ids(draft)).toEqual([bags[2]]);
  });

  it('a user reaches only their own favourites; without a token there are none to reach', async () => {
    const me = await member(server, BASE);
    const other = await member(server, BASE);
    await data(await save(other, bags[3]));
    expect((await save(me, bags[4], other.userId)).status).toBe(403);
    expect((await list(me, { userId: other.userId })).status).toBe(403);
    expect((await merge(me, [bags[4]], other.userId)).status).toBe(403);
    expect((await remove(me, bags[3], other.userId)).status).toBe(403);
    expect(await ids(other)).toEqual([bags[3]]);
    // A list without a body is the caller's own.
    expect((await data(await postJson(server.app, '/api/favourite/list', '', me.accessToken))).length).toBe(0);
    expect((await postJson(server.app, '/api/favourite/list', {})).status).toBe(401);
    expect((await postJson(server.app, '/api/favourite/save', { productId: bags[0], userId: me.userId })).status).toBe(401);
  });

  it('refuses bad input at the edge with a clear 4xx', async () => {
    const me = await member(server, BASE);
    const missing = await postJson(server.app, '/api/favourite/save', { userId: me.userId }, me.accessToken);
    expect(missing.status).toBe(400);
    expect((await missing.json()).message).toBe('The field "productId" is required.');
    expect((await postJson(server.app, '/api/favourite/save', { productId: 'kelly', userId: me.userId }, me.accessToken)).status).toBe(400);
    expect((await merge(me, 'all')).status).toBe(400);
    expect(
      (
        await merge(
          me,
          Array.from({ length: MAX_FAVOURITES + 1 }, (_, i) => i + 1),
        )
      ).status,
    ).toBe(400);
    const unknown = await save(me, 999999);
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).message).toBe(NO_SUCH_BAG);
    expect(
      (await server.app.request(`/api/favourite/delete/abc/${me.userId}`, { method: 'DELETE', headers: { authorization: `Bearer ${me.accessToken}` } })).status,
    ).toBe(404);
  });

  it("merges a visitor's hearts on login: new ones added, known ones kept, bags that left the collection skipped", async () => {
    const me = await member(server, BASE);
    await data(await save(me, bags[5]));
    // The device lists its newest heart first.
    const merged = await data(await merge(me, [bags[7], bags[6], bags[5], 999999, bags[7]]));
    expect(is(merged, array(FavouriteShape))).toBe(true);
    expect(merged.map((f: { productId: number }) => f.productId)).toEqual([bags[7], bags[6], bags[5]]);
    expect(await data(await merge(me, []))).toHaveLength(3);
  });

  it(`keeps at most ${MAX_FAVOURITES}: one more is refused with a reason, a merge fills only the room left`, async () => {
    const me = await member(server, BASE);
    // The demo catalogue has fewer bags than the cap: bags of this test's own fill the rest.
    await server.db.query(
      `insert into products (title, url, brand, category, retail_price)
       select 'Filler ' || n, 'filler-' || $1::text || '-' || n, 'Filler', 'TOTE', 100 from generate_series(1, $2::int) n`,
      [me.userId, MAX_FAVOURITES - 1],
    );
    const fillers = (
      await server.db.query<{ id: number }>(`select id from products where url like 'filler-' || $1::text || '-%' order by id`, [me.userId])
    ).rows.map((r) => r.id);
    await data(await merge(me, fillers));
    await data(await save(me, bags[0]));
    expect(await ids(me)).toHaveLength(MAX_FAVOURITES);
    const refused = await save(me, bags[1]);
    expect(refused.status).toBe(409);
    expect((await refused.json()).message).toBe(TOO_MANY_FAVOURITES);
    // Saving one already there is still fine at the cap.
    expect((await save(me, bags[0])).status).toBe(200);
    expect(await data(await merge(me, [bags[1], bags[2]]))).toHaveLength(MAX_FAVOURITES);
  });
});

describe('the Favourites view of the collection', () => {
  it('filter/list and count take productIds: only those bags, with every other filter still applying', async () => {
    const form = (filter: unknown) => {
      const body = new FormData();
      body.append('product', new Blob([JSON.stringify({})], { type: 'application/json' }));
      body.append('filter', new Blob([JSON.stringify(filter)], { type: 'application/json' }));
      return body;
    };
    const chosen = [bags[3], bags[8], bags[11]];
    const listed = await data(await server.app.request('/api/product/filter/list', { method: 'POST', body: form({ productIds: chosen, sort: 'TITLE' }) }));
    expect(is(listed, array(ProductShape))).toBe(true);
    expect(new Set(listed.map((p: { productId: number }) => p.productId))).toEqual(new Set(chosen));
    expect(await data(await server.app.request('/api/product/count', { method: 'POST', body: form({ productIds: chosen }) }))).toBe(3);
    expect(await data(await server.app.request('/api/product/count', { method: 'POST', body: form({ productIds: chosen, search: listed[0].title }) }))).toBe(1);
    const tooMany = await server.app.request('/api/product/count', {
      method: 'POST',
      body: form({ productIds: Array.from({ length: MAX_FAVOURITES + 1 }, (_, i) => i + 1) }),
    });
    expect(tooMany.status).toBe(400);
  });
});
